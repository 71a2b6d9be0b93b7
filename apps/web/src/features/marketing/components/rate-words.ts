import { useTimeEstimate } from '@/lib/i18n/time-estimate';
import type { TRate } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';

/** "per word" / "per page" in the page's language. */
export const rateUnit = (m: { rates: { perWord: string; perPage: string } }, rateType: TRate['rateType']): string =>
  rateType === 'per_word' ? m.rates.perWord : m.rates.perPage;

/** Each service's typical delivery time from the settings, in the page's language; undefined until they arrive. */
export const useTimeEstimates = (): { professional: string; sworn: string } | undefined => {
  const times = usePublicConfig().data?.timeEstimates;
  const localized = useTimeEstimate();
  return times ? { professional: localized(times.professional), sworn: localized(times.sworn) } : undefined;
};
