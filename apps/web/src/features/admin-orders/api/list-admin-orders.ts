import {
  type TListAdminOrdersQuery,
  type TListAdminOrdersResponse,
  ZListAdminOrdersResponse,
} from '@sello/shared/admin-order-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const adminOrdersKey = ['admin', 'orders'] as const;

const toSearch = (query: TListAdminOrdersQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/** `GET /api/admin/orders?limit&offset&status&q`: one page of orders, newest first, with the total. */
export const listAdminOrders = (
  query: TListAdminOrdersQuery,
  signal?: AbortSignal,
): Promise<TListAdminOrdersResponse> =>
  apiClient.get(`/admin/orders?${toSearch(query)}`, { schema: ZListAdminOrdersResponse, signal });

export const adminOrdersQueryOptions = (query: TListAdminOrdersQuery) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: ({ signal }) => listAdminOrders(query, signal),
  });

/** The page keeps showing while the next one loads (search as you type, paging). */
export const useAdminOrders = (query: TListAdminOrdersQuery) =>
  useQuery({ ...adminOrdersQueryOptions(query), placeholderData: keepPreviousData });
