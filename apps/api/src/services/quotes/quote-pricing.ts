import type { TLanguage } from '@sello/shared/constants';
import { fromCents, isSwornAvailable, toRateOffers } from '@sello/shared/pricing';
import type { TQuotePricing } from '@sello/shared/quote-schemas';
import { formatTimeEstimate } from '@sello/shared/settings';
import type { TPricingSnapshot } from '../../db/schema.ts';

type TQuotePricingRow = {
  professional_cents: number | string;
  sworn_cents: number | string;
  pricing_snapshot: TPricingSnapshot;
  source_language: TLanguage;
  target_language: TLanguage;
};

/** Each service's price, rate and delivery estimate as the quote froze them: one shape for the customer and staff. */
export const toQuotePricing = (quote: TQuotePricingRow): TQuotePricing => {
  const snapshot = quote.pricing_snapshot;
  const offers = toRateOffers(snapshot);
  return {
    professional: {
      price: fromCents(Number(quote.professional_cents)),
      ...offers.professional,
      timeEstimate: formatTimeEstimate(snapshot.timeEstimates.professional),
      available: true,
    },
    sworn: {
      price: fromCents(Number(quote.sworn_cents)),
      ...offers.sworn,
      timeEstimate: formatTimeEstimate(snapshot.timeEstimates.sworn),
      available: isSwornAvailable(quote.source_language, quote.target_language),
    },
  };
};
