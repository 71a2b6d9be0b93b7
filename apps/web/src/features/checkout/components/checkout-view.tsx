import { isQuoteExpired } from '@sello/shared/quote-schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import FileSearch from 'lucide-react/icons/file-search';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useQuote } from '@/api/get-quote';
import { Alert } from '@/components/ui/alert';
import { AlreadyOrderedHelp } from '@/components/ui/already-ordered-help';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { localizedPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { checkoutCatalogue } from '../messages/catalogue';
import { AttachDocuments } from './attach-documents';
import { CustomerDetailsForm } from './customer-details-form';
import { ProjectSummary } from './project-summary';

const STEPS = ['upload', 'quote', 'submit'] as const;

const CheckoutHeader = () => {
  const text = useMessages(checkoutCatalogue).m.checkoutView;
  return (
    <div className="border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12 lg:px-8">
        <ol aria-label={text.stepsLabel} className="flex flex-wrap items-center gap-2 text-sm">
          {STEPS.map((step, index) => {
            const current = index === STEPS.length - 1;
            return (
              <li key={step} className="flex items-center gap-2">
                <span
                  aria-current={current ? 'step' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-medium ${
                    current ? 'bg-brand-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200'
                  }`}
                >
                  <span aria-hidden="true">{index + 1}</span>
                  {text.steps[step]}
                </span>
                {index < STEPS.length - 1 ? (
                  <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400" />
                ) : null}
              </li>
            );
          })}
        </ol>
        <h1 className="mt-5 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{text.heading}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{text.intro}</p>
      </div>
    </div>
  );
};

/**
 * Checkout (`/checkout?quoteId=`): the quote must have a selected service (else back to the quote page);
 * a manual-estimate quote first gets its documents attached; then the details form and the summary.
 */
export const CheckoutView = ({ quoteId }: { quoteId: string }) => {
  const query = useQuote(quoteId || null);
  const [attachedCount, setAttachedCount] = useState<number | null>(null);
  const { m, t, locale } = useMessages(checkoutCatalogue);
  const errorText = useErrorMessage();
  const text = m.checkoutView;
  const to = (path: string) => localizedPath(locale, path);

  if (!quoteId) {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.noQuoteTitle}
        actions={
          <ButtonLink to={to(paths.upload)} size="lg">
            {text.getQuote}
          </ButtonLink>
        }
      >
        <p>{text.noQuoteText}</p>
      </PageMessage>
    );
  }

  if (query.isPending) {
    return <PageLoading label={text.loading} />;
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.notFoundTitle}
        actions={
          <ButtonLink to={to(paths.upload)} size="lg">
            {text.getNewQuote}
          </ButtonLink>
        }
      >
        <p role="alert">{text.notFoundText}</p>
      </PageMessage>
    ) : (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.loadFailedTitle}
        actions={
          <Button
            size="lg"
            loading={query.isFetching}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => void query.refetch()}
          >
            {text.tryAgain}
          </Button>
        }
      >
        <Alert tone="error" className="text-left">
          {errorText(query.error)}
        </Alert>
      </PageMessage>
    );
  }

  const quote = query.data;

  if (quote.orderId) {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.submittedTitle}
        actions={
          <>
            <ButtonLink to={to(paths.trackOrder(quote.orderId))} size="lg">
              {text.trackOrder}
            </ButtonLink>
            <ButtonLink to={to(paths.home)} size="lg" variant="outline">
              {text.home}
            </ButtonLink>
          </>
        }
      >
        <p>{text.submittedText}</p>
      </PageMessage>
    );
  }

  // Ordered, but not by this visitor's account (a guest's order, or someone else's): its id is not shown here.
  if (quote.status === 'ACCEPTED') {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.orderedTitle}
        actions={
          <ButtonLink to={to(paths.home)} size="lg" variant="outline">
            {text.home}
          </ButtonLink>
        }
      >
        <AlreadyOrderedHelp />
      </PageMessage>
    );
  }

  const service = quote.selectedService;
  if (!service) return <Navigate to={to(paths.quote(quote.quoteId))} replace />;

  const expired = isQuoteExpired(quote);
  const needsFiles = quote.files.length === 0;
  const blockedReason = expired ? text.expiredReason : needsFiles ? text.noFilesReason : null;

  return (
    <>
      <CheckoutHeader />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:px-8">
        <div className="flex min-w-0 flex-col gap-6">
          {expired ? (
            <Alert
              tone="warning"
              title={text.expiredTitle}
              action={
                <ButtonLink to={to(paths.upload)} size="sm" variant="outline">
                  {text.getNewQuote}
                </ButtonLink>
              }
            >
              {text.expiredText}
            </Alert>
          ) : null}
          {needsFiles && !expired ? (
            <AttachDocuments quote={quote} onAttached={(count) => setAttachedCount(count)} />
          ) : null}
          {attachedCount !== null && !needsFiles ? (
            <Alert tone="success" title={text.attachedTitle}>
              {t(text.attachedText, { count: attachedCount })}
            </Alert>
          ) : null}
          <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <CustomerDetailsForm
              quoteId={quote.quoteId}
              serviceType={service}
              blockedReason={blockedReason}
              eyebrow={needsFiles && !expired ? text.stepTwoOfTwo : undefined}
            />
          </section>
        </div>
        <aside className="lg:sticky lg:top-24">
          <ProjectSummary quote={quote} service={service} />
        </aside>
      </div>
    </>
  );
};
