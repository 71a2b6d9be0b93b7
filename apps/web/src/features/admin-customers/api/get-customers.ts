import { type TListCustomersResponse, ZListCustomersResponse } from '@sello/shared/customer-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type TCustomersFilter = { q: string; limit: number; offset: number };

const toSearch = ({ q, limit, offset }: TCustomersFilter): string => {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
};

/** `GET /api/admin/customers`: accounts and guests with order count, revenue and last order. */
export const getCustomers = (filter: TCustomersFilter, signal?: AbortSignal): Promise<TListCustomersResponse> =>
  apiClient.get(`/admin/customers?${toSearch(filter)}`, { schema: ZListCustomersResponse, signal });

export const customersQueryOptions = (filter: TCustomersFilter) =>
  queryOptions({
    queryKey: ['admin', 'customers', filter],
    queryFn: ({ signal }) => getCustomers(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filter: TCustomersFilter) => useQuery(customersQueryOptions(filter));
