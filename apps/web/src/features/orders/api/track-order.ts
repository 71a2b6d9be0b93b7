import { type TTrackOrderResponse, ZTrackOrderResponse } from '@sello/shared/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';

/**
 * `GET /api/orders/track?q=`: look an order up by its id or its number (TRS-…); rate limited by the server.
 * By number, anyone but the signed-in owner and staff gets the status only (`tracking`), not the order.
 */
export const trackOrder = (query: string, signal?: AbortSignal): Promise<TTrackOrderResponse> =>
  apiClient.get(`/orders/track?q=${encodeURIComponent(query)}`, { schema: ZTrackOrderResponse, signal });

export const trackOrderQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['orders', 'track', query],
    queryFn: ({ signal }) => trackOrder(query, signal),
    retry: retryUnlessClientError,
    // Every search asks the server again: the status may have moved on since the last look.
    staleTime: 0,
  });

/** The order found for `query`; nothing is requested while `query` is empty. */
export const useTrackOrder = (query: string) => useQuery({ ...trackOrderQueryOptions(query), enabled: query !== '' });
