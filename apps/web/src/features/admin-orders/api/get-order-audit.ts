import { type TAuditPage, ZAuditPage } from '@sello/shared/audit-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminOrderQueryOptions } from './get-admin-order';

/** `GET /api/admin/orders/:id/audit`: who did what to the order, newest first, a page at a time. */
export const getOrderAudit = (orderId: string, page: number, signal?: AbortSignal): Promise<TAuditPage> =>
  apiClient.get(`/admin/orders/${encodeURIComponent(orderId)}/audit?page=${page}`, { schema: ZAuditPage, signal });

/** Under the order's own key: whatever refreshes the order refreshes its activity. */
export const orderAuditKey = (orderId: string) => [...adminOrderQueryOptions(orderId).queryKey, 'audit'] as const;

export const orderAuditQueryOptions = (orderId: string, page: number) =>
  queryOptions({
    queryKey: [...orderAuditKey(orderId), page],
    queryFn: ({ signal }) => getOrderAudit(orderId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderAudit = (orderId: string, page: number) => useQuery(orderAuditQueryOptions(orderId, page));
