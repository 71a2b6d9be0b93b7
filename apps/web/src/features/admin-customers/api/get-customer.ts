import { type TCustomerDetailResponse, ZCustomerDetailResponse } from '@sello/shared/customer-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** `GET /api/admin/customers/:key`: one customer (account id or guest email) and all their orders. */
export const getCustomer = (key: string, signal?: AbortSignal): Promise<TCustomerDetailResponse> =>
  apiClient.get(`/admin/customers/${encodeURIComponent(key)}`, { schema: ZCustomerDetailResponse, signal });

export const customerQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'detail', key],
    queryFn: ({ signal }) => getCustomer(key, signal),
    // A missing customer stays missing: no retries.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });

export const useCustomer = (key: string) => useQuery(customerQueryOptions(key));
