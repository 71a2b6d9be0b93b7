import { type TCustomerOrdersResponse, ZCustomerOrdersResponse } from '@sello/shared/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';

/** `GET /api/orders`: the signed-in customer's orders, and whether the account's email is verified. */
export const listMyOrders = (signal?: AbortSignal): Promise<TCustomerOrdersResponse> =>
  apiClient.get('/orders', { schema: ZCustomerOrdersResponse, signal });

/** Keyed by user so a different account never sees the previous one's cached list. */
export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId],
    queryFn: ({ signal }) => listMyOrders(signal),
    retry: retryUnlessClientError,
  });

export const useMyOrders = (userId: string) => useQuery(myOrdersQueryOptions(userId));
