import { type TAdminOrder, ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { adminOrdersKey } from './list-admin-orders';

/** `GET /api/admin/orders/:id`: the order with its customer, files and status history. */
export const getAdminOrder = async (orderId: string, signal?: AbortSignal): Promise<TAdminOrder> =>
  (await apiClient.get(`/admin/orders/${encodeURIComponent(orderId)}`, { schema: ZAdminOrderResponse, signal })).order;

/** How often the order is read again while its certified translations are being made. */
export const CERTIFIED_GENERATING_POLL_MS = 4000;

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'detail', orderId],
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    refetchInterval: (query) =>
      query.state.data?.certified?.state === 'generating' ? CERTIFIED_GENERATING_POLL_MS : false,
    // A missing order will not appear on a retry.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId));

/** After a change: the detail shows the server's answer at once; its activity and every list are read again. */
export const storeAdminOrder = (queryClient: QueryClient, order: TAdminOrder) => {
  queryClient.setQueryData(adminOrderQueryOptions(order.orderId).queryKey, order);
  // What was done is in the order's activity (its key sits under the order's, see get-order-audit.ts).
  void queryClient.invalidateQueries({ queryKey: [...adminOrderQueryOptions(order.orderId).queryKey, 'audit'] });
  void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
};
