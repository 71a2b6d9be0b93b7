import { type TAnalytics, ZAnalyticsResponse } from '@sello/shared/analytics-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/analytics?weeks=`: weekly revenue and orders, funnel, splits and turnaround. */
export const getAnalytics = (weeks: number, signal?: AbortSignal): Promise<TAnalytics> =>
  apiClient.get(`/admin/analytics?weeks=${weeks}`, { schema: ZAnalyticsResponse, signal });

export const analyticsQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: ['admin', 'analytics', weeks],
    queryFn: ({ signal }) => getAnalytics(weeks, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (weeks: number) => useQuery(analyticsQueryOptions(weeks));
