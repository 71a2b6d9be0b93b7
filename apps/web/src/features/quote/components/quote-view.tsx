import type { TServiceType } from '@sello/shared/constants';
import { LOCALE_TAGS } from '@sello/shared/i18n/locales';
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
import { localizedPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { formatLanguagePair, formatShortDate } from '@/lib/order-format';
import { usePublicConfig } from '@/lib/public-config';
import { useSelectService } from '../api/select-quote-service';
import { quoteCatalogue } from '../messages/catalogue';
import { QuoteFiles } from './quote-files';
import { ServiceGuide } from './service-guide';
import { isServiceAvailable, ServiceOptions } from './service-options';

/** The service as the ad platform's reports name it (not shown to anyone: it stays English). */
const PIXEL_SERVICE_NAMES: Record<TServiceType, string> = {
  professional: 'Professional translation',
  sworn: 'Sworn translation',
};

const StartOver = () => {
  const { m, locale } = useMessages(quoteCatalogue);
  return (
    <ButtonLink to={localizedPath(locale, paths.upload)} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
      {m.quoteView.startOver}
    </ButtonLink>
  );
};

/** The quote itself: notice, languages, files or manual estimate, totals, services, Continue. */
const QuoteDetails = ({ quote }: { quote: TQuote }) => {
  const navigate = useNavigate();
  const { m, t, locale } = useMessages(quoteCatalogue);
  const words = useMessages(sharedWordsCatalogue).m;
  const errorText = useErrorMessage();
  const text = m.quoteView;
  const pair = formatLanguagePair(quote.sourceLanguage, quote.targetLanguage, locale);
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
      content_name: PIXEL_SERVICE_NAMES[service],
      currency: 'USD',
      value: quote.pricing[service].price,
    });
    selectService.mutate(
      { quoteId: quote.quoteId, selectedService: service },
      { onSuccess: () => navigate(localizedPath(locale, paths.checkout(quote.quoteId))) },
    );
  };

  const busy = selectService.isPending || selectService.isSuccess;
  const unconvertedHours = usePublicConfig().data?.retention.unconvertedHours;

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{text.eyebrow}</p>
          <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{pair}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
            <span>
              <T
                message={text.reference}
                values={{ reference: quote.quoteId.slice(0, 8).toUpperCase() }}
                components={{ 0: <span className="font-mono text-slate-800" /> }}
              />
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              {t(text.validUntil, { date: formatShortDate(new Date(quote.expiresAt * 1000).toISOString(), locale) })}
            </span>
          </p>
        </div>
      </section>

      <div className="bg-slate-50/70">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
          <Alert tone="info" title={text.estimateTitle}>
            {quote.manualEstimate ? text.estimateFromEntered : text.estimateFromFiles}
            {!quote.manualEstimate && unconvertedHours !== undefined
              ? ` ${t(text.filesDeleted, { hours: unconvertedHours })}`
              : null}
          </Alert>

          <section
            aria-labelledby="documents-heading"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="documents-heading" className="font-semibold text-slate-900 text-xl">
                {quote.manualEstimate ? text.yourEstimate : text.yourDocuments}
              </h2>
              <p className="text-slate-600 text-sm">
                {quote.manualEstimate ? text.manualEstimate : t(text.fileCount, { count: quote.files.length })} · {pair}
              </p>
            </div>
            {quote.manualEstimate ? (
              <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm">
                <FilePen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <div>
                  <p className="font-semibold">{text.manualTitle}</p>
                  <p className="mt-1 leading-relaxed">
                    {quote.manualEstimate.words !== null
                      ? t(text.manualPagesAndWords, {
                          pages: quote.manualEstimate.pages,
                          words: quote.manualEstimate.words,
                        })
                      : t(text.manualPagesOnly, { pages: quote.manualEstimate.pages })}
                  </p>
                </div>
              </div>
            ) : (
              <QuoteFiles files={quote.files} quote={quote} />
            )}
            <dl className="mt-5 grid grid-cols-2 gap-3 sm:max-w-sm">
              <div className="rounded-2xl bg-slate-50 p-4">
                <dt className="text-slate-500 text-xs uppercase tracking-wider">{text.totalPages}</dt>
                <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums" data-testid="total-pages">
                  {quote.totalPages.toLocaleString(LOCALE_TAGS[locale])}
                </dd>
              </div>
              <div className="rounded-2xl bg-slate-50 p-4">
                <dt className="text-slate-500 text-xs uppercase tracking-wider">{text.totalWords}</dt>
                <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums" data-testid="total-words">
                  {quote.totalWords.toLocaleString(LOCALE_TAGS[locale])}
                </dd>
              </div>
            </dl>
          </section>

          <section
            aria-label={text.services}
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <ServiceOptions quote={quote} value={service} onChange={setService} disabled={busy} />
            {selectService.isError ? (
              <Alert tone="error" title={text.continueFailed} className="mt-6">
                {errorText(selectService.error)}
              </Alert>
            ) : null}
            {service ? (
              <div className="mt-6 flex flex-col-reverse items-stretch gap-3 border-slate-100 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-600 text-sm">
                  <T
                    message={text.selectedPrice}
                    values={{
                      service: words.services[service],
                      price: formatUsd(quote.pricing[service].price, { locale }),
                    }}
                    components={{ 0: <span className="font-semibold text-slate-900" /> }}
                  />
                </p>
                <Button size="lg" onClick={onContinue} loading={busy} className="sm:min-w-48">
                  {text.continue}
                  {busy ? null : <ArrowRight aria-hidden="true" className="size-4" />}
                </Button>
              </div>
            ) : (
              <p className="mt-6 border-slate-100 border-t pt-6 text-slate-500 text-sm">{text.selectToContinue}</p>
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
  const { m, locale } = useMessages(quoteCatalogue);
  const text = m.quoteView;
  const errorText = useErrorMessage();

  if (!quoteId) {
    return (
      <PageMessage
        alert
        tone="error"
        icon={<CircleAlert className="size-7" />}
        title={text.missingIdTitle}
        actions={<StartOver />}
      >
        {text.missingIdText}
      </PageMessage>
    );
  }

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-32 text-slate-600">
        <Spinner size="lg" />
        <p>{text.loading}</p>
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
        title={text.loadFailedTitle}
        actions={
          <>
            {notFound ? null : (
              <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
                {text.tryAgain}
              </Button>
            )}
            <StartOver />
          </>
        }
      >
        {errorText(query.error, text.loadFailedTitle)}
      </PageMessage>
    );
  }

  const quote = query.data;
  if (quote.status === 'ACCEPTED') {
    return (
      <PageMessage
        tone="success"
        icon={<BadgeCheck className="size-7" />}
        title={text.acceptedTitle}
        actions={
          <ButtonLink
            to={localizedPath(locale, quote.orderId ? paths.order(quote.orderId) : paths.orderTracking)}
            icon={<ArrowRight aria-hidden="true" className="order-last size-4" />}
          >
            {text.trackOrder}
          </ButtonLink>
        }
      >
        {quote.orderId ? (
          text.acceptedWithOrder
        ) : (
          <>
            <p>{text.acceptedText}</p>
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
        title={text.expiredTitle}
        actions={<ButtonLink to={localizedPath(locale, paths.upload)}>{text.createNew}</ButtonLink>}
      >
        {text.expiredText}
      </PageMessage>
    );
  }

  return <QuoteDetails quote={quote} />;
};
