import { type TAdminSettingsResponse, ZAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `GET /api/admin/settings`, read by the official-quote dialog for the extras' prices. Same key as the settings
 * page's query (features do not import each other), so both share one cached copy and a save refreshes both.
 */
export const getQuoteSettings = (signal?: AbortSignal): Promise<TAdminSettingsResponse> =>
  apiClient.get('/admin/settings', { schema: ZAdminSettingsResponse, signal });

export const quoteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => getQuoteSettings(signal) });

export const useQuoteSettings = () => useQuery(quoteSettingsQueryOptions());
