import type { TServiceType } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import { isQuoteExpired, type TQuote } from '@sello/shared/quote-schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Clock from 'lucide-react/icons/clock';
import FilePen from 'lucide-react/icons/file-pen';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuote } from '@/api/get-quote';
import { Alert } from '@/components/ui/alert';
import { AlreadyOrderedHelp } from '@/components/ui/already-ordered-help';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { formatShortDate, languageInfo } from '@/lib/order-format';
import { usePublicConfig } from '@/lib/public-config';
import { useSelectService } from '../api/select-quote-service';
import { plural, QuoteFiles } from './quote-files';
import { ServiceGuide } from './service-guide';
import { isServiceAvailable, SERVICES, ServiceOptions } from './service-options';

const languageName = (code: string) => languageInfo(code).name;

const StartOver = () => (
  <ButtonLink to={paths.upload} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
    Start over
  </ButtonLink>
);

/** The quote itself: notice, languages, files or manual estimate, totals, services, Continue. */
const QuoteDetails = ({ quote }: { quote: TQuote }) => {
  const navigate = useNavigate();
  const selectService = useSelectService();
  const initial =
    quote.selectedService && isServiceAvailable(quote, quote.selectedService) ? quote.selectedService : null;
  const [service, setService] = useState<TServiceType | null>(initial);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one Lead per quote viewed, not per refetch
  useEffect(() => {
    trackPixelEvent('Lead', { content_name: 'Quote', currency: 'USD', value: quote.pricing.professional.price });
  }, [quote.quoteId]);

  const onContinue = () => {
    if (!service) return;
    trackPixelEvent('InitiateCheckout', {
      content_name: SERVICES[service].name,
      currency: 'USD',
      value: quote.pricing[service].price,
    });
    selectService.mutate(
      { quoteId: quote.quoteId, selectedService: service },
      { onSuccess: () => navigate(paths.checkout(quote.quoteId)) },
    );
  };

  const busy = selectService.isPending || selectService.isSuccess;
  const unconvertedHours = usePublicConfig().data?.retention.unconvertedHours;

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Your quote</p>
          <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {languageName(quote.sourceLanguage)} → {languageName(quote.targetLanguage)}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
            <span>
              Reference <span className="font-mono text-slate-800">{quote.quoteId.slice(0, 8).toUpperCase()}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              Valid until {formatShortDate(new Date(quote.expiresAt * 1000).toISOString())}
            </span>
          </p>
        </div>
      </section>

      <div className="bg-slate-50/70">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
          <Alert tone="info" title="This is a non-binding estimate">
            {quote.manualEstimate
              ? 'Prices are calculated from the pages and words you entered.'
              : 'Prices are calculated from the pages and words we counted in your files.'}{' '}
            Our team reviews your documents before work starts and will contact you if the count differs.
            {!quote.manualEstimate && unconvertedHours !== undefined
              ? ` If you don't place an order, your uploaded files are deleted automatically after ${unconvertedHours} ${unconvertedHours === 1 ? 'hour' : 'hours'}.`
              : ''}
          </Alert>

          <section
            aria-labelledby="documents-heading"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="documents-heading" className="font-semibold text-slate-900 text-xl">
                {quote.manualEstimate ? 'Your estimate' : 'Your documents'}
              </h2>
              <p className="text-slate-600 text-sm">
                {quote.manualEstimate ? 'Manual estimate' : plural(quote.files.length, 'file')} ·{' '}
                {languageName(quote.sourceLanguage)} → {languageName(quote.targetLanguage)}
              </p>
            </div>
            {quote.manualEstimate ? (
              <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm">
                <FilePen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <div>
                  <p className="font-semibold">Based on the numbers you entered</p>
                  <p className="mt-1 leading-relaxed">
                    This quote uses {plural(quote.manualEstimate.pages, 'page')}
                    {quote.manualEstimate.words !== null
                      ? ` and ${plural(quote.manualEstimate.words, 'word')}`
                      : ' at 250 words a page'}
                    . You can upload your documents at checkout, and we will confirm the count from them.
                  </p>
                </div>
              </div>
            ) : (
              <QuoteFiles files={quote.files} quote={quote} />
            )}
            <dl className="mt-5 grid grid-cols-2 gap-3 sm:max-w-sm">
              <div className="rounded-2xl bg-slate-50 p-4">
                <dt className="text-slate-500 text-xs uppercase tracking-wider">Total pages</dt>
                <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums" data-testid="total-pages">
                  {quote.totalPages.toLocaleString('en-US')}
                </dd>
              </div>
              <div className="rounded-2xl bg-slate-50 p-4">
                <dt className="text-slate-500 text-xs uppercase tracking-wider">Total words</dt>
                <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums" data-testid="total-words">
                  {quote.totalWords.toLocaleString('en-US')}
                </dd>
              </div>
            </dl>
          </section>

          <section aria-label="Services" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ServiceOptions quote={quote} value={service} onChange={setService} disabled={busy} />
            {selectService.isError ? (
              <Alert tone="error" title="Failed to proceed to checkout" className="mt-6">
                {errorMessage(selectService.error, FALLBACK_MESSAGES.generic)}
              </Alert>
            ) : null}
            {service ? (
              <div className="mt-6 flex flex-col-reverse items-stretch gap-3 border-slate-100 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-600 text-sm">
                  {SERVICES[service].name}:{' '}
                  <span className="font-semibold text-slate-900">{formatUsd(quote.pricing[service].price)}</span>
                </p>
                <Button size="lg" onClick={onContinue} loading={busy} className="sm:min-w-48">
                  Continue
                  {busy ? null : <ArrowRight aria-hidden="true" className="size-4" />}
                </Button>
              </div>
            ) : (
              <p className="mt-6 border-slate-100 border-t pt-6 text-slate-500 text-sm">
                Select a service to continue.
              </p>
            )}
          </section>

          <ServiceGuide />
        </div>
      </div>
    </>
  );
};

/** /quote?id=…: loading, missing id, load error, accepted, expired, or the quote. */
export const QuoteView = ({ quoteId }: { quoteId: string | null }) => {
  const query = useQuote(quoteId);

  if (!quoteId) {
    return (
      <PageMessage
        alert
        tone="error"
        icon={<CircleAlert className="size-7" />}
        title="Quote ID is required"
        actions={<StartOver />}
      >
        The link you followed does not say which quote to show. Upload your documents to get a new quote.
      </PageMessage>
    );
  }

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-32 text-slate-600">
        <Spinner size="lg" />
        <p>Loading your quote…</p>
      </div>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageMessage
        alert
        tone="error"
        icon={<CircleAlert className="size-7" />}
        title="Failed to load quote"
        actions={
          <>
            {notFound ? null : (
              <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
            <StartOver />
          </>
        }
      >
        {errorMessage(query.error, FALLBACK_MESSAGES.loadQuote)}
      </PageMessage>
    );
  }

  const quote = query.data;
  if (quote.status === 'ACCEPTED') {
    return (
      <PageMessage
        tone="success"
        icon={<BadgeCheck className="size-7" />}
        title="Quote already accepted"
        actions={
          <ButtonLink
            to={quote.orderId ? paths.order(quote.orderId) : paths.orderTracking}
            icon={<ArrowRight aria-hidden="true" className="order-last size-4" />}
          >
            Track your order
          </ButtonLink>
        }
      >
        {quote.orderId ? (
          'This quote has already been turned into an order. You can follow its progress on your order page.'
        ) : (
          <>
            <p>This quote has already been turned into an order.</p>
            <div className="mt-2">
              <AlreadyOrderedHelp />
            </div>
          </>
        )}
      </PageMessage>
    );
  }

  if (quote.status === 'EXPIRED' || isQuoteExpired(quote)) {
    return (
      <PageMessage
        tone="warning"
        icon={<Clock className="size-7" />}
        title="Quote expired"
        actions={<ButtonLink to={paths.upload}>Create a new quote</ButtonLink>}
      >
        This quote has expired. Please create a new quote.
      </PageMessage>
    );
  }

  return <QuoteDetails quote={quote} />;
};
