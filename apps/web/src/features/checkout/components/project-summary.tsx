import type { TServiceType } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileText from 'lucide-react/icons/file-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { useTimeEstimate } from '@/lib/i18n/time-estimate';
import { languageInfo } from '@/lib/order-format';
import { formatRateAmount } from '@/lib/pricing';
import { checkoutCatalogue } from '../messages/catalogue';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-start justify-between gap-4 py-3">
    <dt className="text-slate-600 text-sm">{label}</dt>
    <dd className="min-w-0 text-right font-medium text-slate-900 text-sm">{children}</dd>
  </div>
);

const LanguageName = ({ code }: { code: string }) => (
  <span className="whitespace-nowrap">{languageInfo(code, useMessages(checkoutCatalogue).locale).name}</span>
);

/** 'Project summary': what is being ordered and the estimated total, with the way back to the quote. */
export const ProjectSummary = ({ quote, service }: { quote: TQuote; service: TServiceType }) => {
  const offer = quote.pricing[service];
  const hasFiles = quote.files.length > 0;
  const { m, t, locale } = useMessages(checkoutCatalogue);
  const text = m.projectSummary;
  const words = useMessages(sharedWordsCatalogue).m;
  const timeEstimate = useTimeEstimate();
  const rate = formatRateAmount(offer.rate, locale);

  return (
    <section
      aria-labelledby="project-summary-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="project-summary-heading" className="font-semibold text-lg text-slate-900">
        {text.heading}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={text.service}>{words.services[service]}</Row>
        <Row label={text.languages}>
          <span className="inline-flex flex-wrap justify-end gap-x-1.5">
            <LanguageName code={quote.sourceLanguage} />
            <span aria-hidden="true" className="text-slate-400">
              →
            </span>
            <span className="sr-only">{text.to}</span>
            <LanguageName code={quote.targetLanguage} />
          </span>
        </Row>
        <div className="py-3">
          <dt className="text-slate-600 text-sm">{text.documents}</dt>
          <dd className="mt-2">
            {hasFiles ? (
              <ul className="flex flex-col gap-2">
                {quote.files.map((file) => (
                  <li key={file.fileKey} className="flex items-start gap-2 text-sm">
                    <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words font-medium text-slate-900">{file.filename}</span>
                      <span className="text-slate-500 text-xs">
                        {t(words.units.pages, { count: file.pages })} ·{' '}
                        {t(words.units.words, { count: file.wordCount })}
                        {file.estimated ? ` · ${text.estimated}` : null}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm">
                {quote.manualEstimate
                  ? t(text.noDocumentsEstimate, { pages: quote.manualEstimate.pages })
                  : text.noDocuments}
              </p>
            )}
          </dd>
        </div>
        <Row label={text.totalPages}>{t(words.units.pages, { count: quote.totalPages })}</Row>
        <Row label={text.totalWords}>{t(words.units.words, { count: quote.totalWords })}</Row>
        <Row label={text.rate}>{t(offer.rateType === 'per_word' ? text.perWord : text.perPage, { rate })}</Row>
        <Row label={text.estimatedDelivery}>{timeEstimate(offer.timeEstimate)}</Row>
      </dl>

      <div className="mt-2 flex items-end justify-between gap-4 rounded-2xl bg-brand-50 px-4 py-4">
        <div>
          <p className="font-medium text-slate-700 text-sm">{text.estimatedTotal}</p>
          <p className="text-slate-600 text-xs">{text.confirmedAfterReview}</p>
        </div>
        <p className="font-bold text-2xl text-slate-900 tracking-tight" data-testid="estimated-total">
          {formatUsd(offer.price, { locale })}
        </p>
      </div>

      <p className="mt-4 flex items-start gap-2 text-slate-600 text-xs leading-relaxed">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        {text.noPayment}
      </p>

      <ButtonLink
        to={localizedPath(locale, paths.quote(quote.quoteId))}
        variant="ghost"
        size="sm"
        className="mt-4 -ml-3"
        icon={<ArrowLeft aria-hidden="true" className="size-4" />}
      >
        {text.backToQuote}
      </ButtonLink>
    </section>
  );
};
