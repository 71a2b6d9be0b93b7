import { type TAdminStatsResponse, ZAdminStatsResponse } from '@sello/shared/admin-dashboard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/stats`: totals, orders needing action and the latest orders and quotes, computed by the server. */
export const getAdminStats = (signal?: AbortSignal): Promise<TAdminStatsResponse> =>
  apiClient.get('/admin/stats', { schema: ZAdminStatsResponse, signal });

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
    // Figures an owner checks each morning: fresh on every visit, refreshed while the tab stays open.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
