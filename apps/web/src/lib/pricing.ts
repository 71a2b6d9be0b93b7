import type { TPricingResponse } from '@sello/shared/config-schemas';
import { DEFAULT_PRICING } from '@sello/shared/constants';
import type { TLocale } from '@sello/shared/i18n/locales';
import { formatUsd, toRateOffers } from '@sello/shared/pricing';
import { publicConfigStore, usePublicConfig } from './public-config';

export type TPricing = TPricingResponse['pricing'];
export type TRate = TPricing['professional'];

/** Shown when the pricing endpoint cannot be reached; the server's settings are the truth. */
export const FALLBACK_PRICING: TPricing = toRateOffers(DEFAULT_PRICING);

/**
 * Current prices, the pricing slice of the public configuration (lib/public-config.ts): `pricing` is null while the first request is in flight (and in prerendered HTML: prices change in
 * the admin settings, so the build never bakes them in — the places that show them keep their size while empty),
 * the server's prices once loaded, and the default prices (with `isFallback`) when the request failed.
 */
export const usePricing = () => {
  const state = usePublicConfig();
  const loaded = state.data?.pricing;
  const pricing: TPricing | null = loaded
    ? { professional: loaded.professional, sworn: loaded.sworn }
    : state.isError
      ? FALLBACK_PRICING
      : null;
  return {
    pricing,
    isLoading: state.data === undefined && !state.isError,
    isFallback: state.data === undefined && state.isError,
    isRefreshing: state.isFetching && state.data !== undefined,
    updatedAt: state.updatedAt,
    refresh: () => publicConfigStore.refetch(),
  };
};

const RATE_UNIT: Record<TRate['rateType'], string> = { per_word: 'per word', per_page: 'per page' };

export const formatRateUnit = (rateType: TRate['rateType']): string => RATE_UNIT[rateType];

/** "$0.07", "$40", "$12.50", "$0.085": whole amounts without cents, fractional ones with two or three decimals. */
export const formatRateAmount = (rate: number, locale: TLocale = 'en'): string =>
  Number.isInteger(rate)
    ? formatUsd(rate, { minFraction: 0, maxFraction: 0, locale })
    : formatUsd(rate, { maxFraction: 3, locale });

export const formatRate = (rate: TRate): string => `${formatRateAmount(rate.rate)} ${formatRateUnit(rate.rateType)}`;
