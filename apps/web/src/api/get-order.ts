import { type TOrder, ZOrderResponse } from '@sello/shared/order-schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

/**
 * `GET /api/orders/:id`: the order behind a shared link (email and phone masked unless the viewer owns it), read by the
 * order page and by checkout (the order a repeated submit refers to). An order that belongs to an account answers 401
 * until its owner signs in.
 */
export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<TOrder> => {
  const response = await apiClient.get(`/orders/${encodeURIComponent(orderId)}`, { schema: ZOrderResponse, signal });
  return response.order;
};

/** `viewer`: the signed-in user's email, or '' (one cache entry per viewer). */
export const orderQueryOptions = (orderId: string, viewer = '') =>
  queryOptions({
    // Who is signed in is part of the answer: signing in asks again.
    queryKey: ['orders', 'detail', orderId, viewer],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: retryUnlessClientError,
    // The delivered files' download links are signed for an hour: coming back to the page fetches fresh ones.
    refetchOnWindowFocus: true,
  });

/**
 * The order behind `orderId`; nothing is requested for an empty id. `refetchInterval` polls it (e.g. while a payment
 * is being confirmed): milliseconds, or false to stop, given the order as last read.
 */
export const useOrder = (
  orderId: string,
  { refetchInterval }: { refetchInterval?: (order: TOrder | undefined) => number | false } = {},
) => {
  const auth = useAuth();
  return useQuery({
    ...orderQueryOptions(orderId, auth.user?.email ?? ''),
    enabled: orderId !== '',
    refetchInterval: (query) => refetchInterval?.(query.state.data) ?? false,
  });
};

/** Reads the order through the cache (same key and retry rule as `useOrder`), for an event handler. */
export const useFetchOrder = () => {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return (orderId: string) => queryClient.fetchQuery(orderQueryOptions(orderId, auth.user?.email ?? ''));
};
