import type { TServiceType } from '@sello/shared/constants';
import { formatUsd, isSwornAvailable } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import { formatRate } from '@/lib/pricing';
import { formatNumber } from './quote-files';

export const SERVICES: Record<TServiceType, { name: string; description: string }> = {
  professional: {
    name: 'Professional translation',
    description: 'Accurate, natural translation of business, academic and personal documents.',
  },
  sworn: {
    name: 'Sworn translation',
    description: 'Signed and sealed by a sworn translator, for official procedures in Spain.',
  },
};

/** Sworn translation needs the pair to offer it and the server to agree. */
export const isServiceAvailable = (quote: TQuote, service: TServiceType) =>
  quote.pricing[service].available &&
  (service === 'professional' || isSwornAvailable(quote.sourceLanguage, quote.targetLanguage));

const basisOf = (quote: TQuote, service: TServiceType) => {
  const offer = quote.pricing[service];
  const units = offer.rateType === 'per_word' ? quote.totalWords : quote.totalPages;
  const unitName = offer.rateType === 'per_word' ? 'word' : 'page';
  const computed = Math.round(units * offer.rate * 100) / 100;
  return {
    text: `${formatRate({ rate: offer.rate, rateType: offer.rateType })} × ${formatNumber(units)} ${unitName}${units === 1 ? '' : 's'}`,
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
}) => (
  <fieldset className="min-w-0">
    <legend className="font-semibold text-slate-900 text-xl">Choose your service</legend>
    <p className="mt-1 text-slate-600 text-sm">
      {quote.manualEstimate ? 'Prices for the pages and words you entered.' : 'Prices for all the documents above.'}
    </p>
    <div className="mt-5 grid gap-4 md:grid-cols-2">
      {(Object.keys(SERVICES) as TServiceType[]).map((service) => {
        const offer = quote.pricing[service];
        const available = isServiceAvailable(quote, service);
        const basis = basisOf(quote, service);
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
              <span className="font-semibold text-lg text-slate-900">{SERVICES[service].name}</span>
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
                  Not available
                </span>
              )}
            </span>
            <span id={`service-${service}-details`} className="flex flex-1 flex-col">
              <span className="mt-2 text-slate-600 text-sm leading-relaxed">{SERVICES[service].description}</span>
              {available ? (
                <>
                  <span
                    className="mt-5 font-bold text-3xl text-slate-900 tabular-nums tracking-tight"
                    data-testid={`price-${service}`}
                  >
                    {formatUsd(offer.price)}
                  </span>
                  <span className="mt-1 text-slate-500 text-sm">
                    {basis.text}
                    {basis.minimumApplies ? ' (minimum charge applies)' : ''}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-2 border-slate-100 border-t pt-4 text-slate-600 text-sm">
                    <Clock aria-hidden="true" className="size-4 text-brand-600" />
                    Typical delivery: {offer.timeEstimate}
                  </span>
                </>
              ) : (
                <span className="mt-5 border-slate-200 border-t pt-4 text-slate-600 text-sm leading-relaxed">
                  Not offered for this language pair. Sworn translation is available between English and Spanish.
                </span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  </fieldset>
);
