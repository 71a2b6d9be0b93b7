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
import { paths } from '@/config/paths';
import { ApiError, errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { formatCount } from '@/lib/order-format';
import { AttachDocuments } from './attach-documents';
import { CustomerDetailsForm } from './customer-details-form';
import { ProjectSummary } from './project-summary';

export const NO_FILES_REASON = 'Attach at least one document above to submit your project.';
export const EXPIRED_REASON = 'This quote has expired. Please create a new quote.';

const STEPS = ['Upload', 'Quote', 'Submit'] as const;

const CheckoutHeader = () => (
  <div className="border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12 lg:px-8">
      <ol aria-label="Order steps" className="flex items-center gap-2 text-sm">
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
                {step}
              </span>
              {index < STEPS.length - 1 ? <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400" /> : null}
            </li>
          );
        })}
      </ol>
      <h1 className="mt-5 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Review and submit</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Check your project, add your contact details and send it to our team. We review every project within 24 hours —
        no payment is taken now.
      </p>
    </div>
  </div>
);

/**
 * Checkout (`/checkout?quoteId=`): the quote must have a selected service (else back to the quote page);
 * a manual-estimate quote first gets its documents attached; then the details form and the summary.
 */
export const CheckoutView = ({ quoteId }: { quoteId: string }) => {
  const query = useQuote(quoteId || null);
  const [attachedCount, setAttachedCount] = useState<number | null>(null);

  if (!quoteId) {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="No quote selected"
        actions={
          <ButtonLink to={paths.upload} size="lg">
            Get a quote
          </ButtonLink>
        }
      >
        <p>Upload your documents to get an instant quote, then come back here to submit your project.</p>
      </PageMessage>
    );
  }

  if (query.isPending) {
    return <PageLoading label="Loading your quote" />;
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="Quote not found"
        actions={
          <ButtonLink to={paths.upload} size="lg">
            Get a new quote
          </ButtonLink>
        }
      >
        <p role="alert">We couldn&apos;t find this quote. Please check the link or create a new quote.</p>
      </PageMessage>
    ) : (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="We couldn't load your quote"
        actions={
          <Button
            size="lg"
            loading={query.isFetching}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        }
      >
        <Alert tone="error" className="text-left">
          {errorMessage(query.error, FALLBACK_MESSAGES.loadQuote)}
        </Alert>
      </PageMessage>
    );
  }

  const quote = query.data;

  if (quote.orderId) {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="This project has already been submitted"
        actions={
          <>
            <ButtonLink to={paths.trackOrder(quote.orderId)} size="lg">
              Track your order
            </ButtonLink>
            <ButtonLink to={paths.home} size="lg" variant="outline">
              Home
            </ButtonLink>
          </>
        }
      >
        <p>Our team already has this quote as an order, so there is nothing more to submit.</p>
      </PageMessage>
    );
  }

  // Ordered, but not by this visitor's account (a guest's order, or someone else's): its id is not shown here.
  if (quote.status === 'ACCEPTED') {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="This quote has already been ordered"
        actions={
          <ButtonLink to={paths.home} size="lg" variant="outline">
            Home
          </ButtonLink>
        }
      >
        <AlreadyOrderedHelp />
      </PageMessage>
    );
  }

  const service = quote.selectedService;
  if (!service) return <Navigate to={paths.quote(quote.quoteId)} replace />;

  const expired = isQuoteExpired(quote);
  const needsFiles = quote.files.length === 0;
  const blockedReason = expired ? EXPIRED_REASON : needsFiles ? NO_FILES_REASON : null;

  return (
    <>
      <CheckoutHeader />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:px-8">
        <div className="flex flex-col gap-6">
          {expired ? (
            <Alert
              tone="warning"
              title="This quote has expired"
              action={
                <ButtonLink to={paths.upload} size="sm" variant="outline">
                  Get a new quote
                </ButtonLink>
              }
            >
              Prices are valid for a limited time. Please create a new quote to submit your project.
            </Alert>
          ) : null}
          {needsFiles && !expired ? (
            <AttachDocuments quote={quote} onAttached={(count) => setAttachedCount(count)} />
          ) : null}
          {attachedCount !== null && !needsFiles ? (
            <Alert tone="success" title="Documents attached">
              {formatCount(attachedCount, 'document')} attached. Your totals and price have been updated.
            </Alert>
          ) : null}
          <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <CustomerDetailsForm
              quoteId={quote.quoteId}
              serviceType={service}
              blockedReason={blockedReason}
              eyebrow={needsFiles && !expired ? 'Step 2 of 2' : undefined}
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
