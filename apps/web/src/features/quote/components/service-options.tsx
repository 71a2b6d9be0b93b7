import { SERVICE_TYPES, type TServiceType } from '@sello/shared/constants';
import type { TLocale } from '@sello/shared/i18n/locales';
import { formatUsd, isSwornAvailable } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { useTimeEstimate } from '@/lib/i18n/time-estimate';
import { formatRateAmount } from '@/lib/pricing';
import { quoteCatalogue } from '../messages/catalogue';

type TOptionMessages = NonNullable<(typeof quoteCatalogue)['loaded']['en']>['serviceOptions'];

/** Sworn translation needs the pair to offer it and the server to agree. */
export const isServiceAvailable = (quote: TQuote, service: TServiceType) =>
  quote.pricing[service].available &&
  (service === 'professional' || isSwornAvailable(quote.sourceLanguage, quote.targetLanguage));

/** "$0.07 per word × 540 words", and whether the minimum charge lifted the price above it. */
const basisOf = (quote: TQuote, service: TServiceType, text: TOptionMessages, t: TFormat, locale: TLocale) => {
  const offer = quote.pricing[service];
  const perWord = offer.rateType === 'per_word';
  const units = perWord ? quote.totalWords : quote.totalPages;
  const rate = t(perWord ? text.perWord : text.perPage, { rate: formatRateAmount(offer.rate, locale) });
  const computed = Math.round(units * offer.rate * 100) / 100;
  return {
    text: t(perWord ? text.basisWords : text.basisPages, { rate, count: units }),
    minimumApplies: offer.price > computed + 0.001,
  };
};

/** The two services as a radio group of cards; an unavailable one is dimmed with a 'Not available' badge. */
export const ServiceOptions = ({
  quote,
  value,
  onChange,
  disabled = false,
}: {
  quote: TQuote;
  value: TServiceType | null;
  onChange: (service: TServiceType) => void;
  disabled?: boolean;
}) => {
  const { m, t, locale } = useMessages(quoteCatalogue);
  const words = useMessages(sharedWordsCatalogue).m;
  const timeEstimate = useTimeEstimate();
  const text = m.serviceOptions;
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-slate-900 text-xl">{text.legend}</legend>
      <p className="mt-1 text-slate-600 text-sm">
        {quote.manualEstimate ? text.pricesForEntered : text.pricesForFiles}
      </p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {SERVICE_TYPES.map((service) => {
          const offer = quote.pricing[service];
          const available = isServiceAvailable(quote, service);
          const basis = basisOf(quote, service, text, t, locale);
          const selected = value === service;
          return (
            <label
              key={service}
              data-service={service}
              className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm transition sm:p-7 ${
                available
                  ? `cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-offset-2 ${
                      selected
                        ? 'border-brand-600 ring-2 ring-brand-600'
                        : 'border-slate-200 hover:border-brand-300 hover:shadow-md'
                    }`
                  : 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-60'
              }`}
            >
              <input
                type="radio"
                name="service"
                value={service}
                checked={selected}
                disabled={!available || disabled}
                onChange={() => onChange(service)}
                aria-describedby={`service-${service}-details`}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold text-lg text-slate-900">{words.services[service]}</span>
                {available ? (
                  <span
                    aria-hidden="true"
                    className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                      selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white'
                    }`}
                  >
                    {selected ? <Check className="size-4" strokeWidth={3} /> : null}
                  </span>
                ) : (
                  <span className="shrink-0 rounded-full bg-slate-200 px-2.5 py-1 font-semibold text-slate-700 text-xs">
                    {text.notAvailable}
                  </span>
                )}
              </span>
              <span id={`service-${service}-details`} className="flex flex-1 flex-col">
                <span className="mt-2 text-slate-600 text-sm leading-relaxed">{text.descriptions[service]}</span>
                {available ? (
                  <>
                    <span
                      className="mt-5 font-bold text-3xl text-slate-900 tabular-nums tracking-tight"
                      data-testid={`price-${service}`}
                    >
                      {formatUsd(offer.price, { locale })}
                    </span>
                    <span className="mt-1 text-slate-500 text-sm">
                      {basis.text}
                      {basis.minimumApplies ? ` ${text.minimumApplies}` : null}
                    </span>
                    <span className="mt-4 inline-flex items-center gap-2 border-slate-100 border-t pt-4 text-slate-600 text-sm">
                      <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                      {t(text.typicalDelivery, { time: timeEstimate(offer.timeEstimate) })}
                    </span>
                  </>
                ) : (
                  <span className="mt-5 border-slate-200 border-t pt-4 text-slate-600 text-sm leading-relaxed">
                    {text.notOffered}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
