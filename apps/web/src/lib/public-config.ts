import type { TConfigurationResponse, TPublicConfiguration } from '@sello/shared/config-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export const DEFAULT_BRAND_NAME = 'Sello';

const getPublicConfig = async ({ signal }: { signal?: AbortSignal }): Promise<TPublicConfiguration> => {
  const response = await apiClient.get<TConfigurationResponse>('/config/all', { signal, auth: false });
  return response.configuration;
};

/** Public settings (`GET /api/config/all`): brand, languages, time estimates, support email, pixel id… */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'all'],
    queryFn: getPublicConfig,
    staleTime: 5 * 60_000,
  });

/**
 * The public configuration; `data` is undefined while loading or when the API is unreachable,
 * so every caller must render something true without it (no hard-coded delivery times or emails).
 */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

export const useBrandName = (): string => usePublicConfig().data?.brandName || DEFAULT_BRAND_NAME;
