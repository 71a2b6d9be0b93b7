import type { TPricingResponse } from '@sello/shared/config-schemas';
import { DEFAULT_PRICING } from '@sello/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type TPricing = TPricingResponse['pricing'];
export type TRate = TPricing['professional'];

/** Shown when the pricing endpoint cannot be reached; the server's settings are the truth. */
export const FALLBACK_PRICING: TPricing = {
  professional: { rate: DEFAULT_PRICING.professionalRatePerWord, rateType: 'per_word' },
  sworn: { rate: DEFAULT_PRICING.swornRatePerPage, rateType: 'per_page' },
};

export const PRICING_STALE_TIME_MS = 60_000;

const getPricing = async ({ signal }: { signal?: AbortSignal }): Promise<TPricing> => {
  const response = await apiClient.get<TPricingResponse>('/config/pricing', { signal, auth: false });
  return response.pricing;
};

/** `GET /api/config/pricing`, cached for one minute; `refetch()` forces a fresh read. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'pricing'],
    queryFn: getPricing,
    staleTime: PRICING_STALE_TIME_MS,
  });

/**
 * Current prices: `pricing` is null while the first request is in flight, the server's prices once
 * loaded, and the default prices (with `isFallback`) when the request failed.
 */
export const usePricing = () => {
  const query = useQuery(pricingQueryOptions());
  const pricing = query.data ?? (query.isError ? FALLBACK_PRICING : null);
  return {
    pricing,
    isLoading: query.isPending && !query.isError,
    isFallback: query.data === undefined && query.isError,
    isRefreshing: query.isFetching && !query.isPending,
    updatedAt: query.dataUpdatedAt,
    refresh: () => query.refetch({ cancelRefetch: true }),
  };
};

const RATE_UNIT: Record<TRate['rateType'], string> = { per_word: 'per word', per_page: 'per page' };

export const formatRateUnit = (rateType: TRate['rateType']): string => RATE_UNIT[rateType];

/** "$0.07", "$40", "$12.50": whole amounts without cents, fractional ones with at least two decimals. */
export const formatRateAmount = (rate: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(rate) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(rate) ? 0 : 3,
  }).format(rate);

export const formatRate = (rate: TRate): string => `${formatRateAmount(rate.rate)} ${formatRateUnit(rate.rateType)}`;
