import { type OUTBOX_STATUSES, ZListOutboxResponse } from '@sello/shared/outbox-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type TOutboxStatusFilter = (typeof OUTBOX_STATUSES)[number] | '';

/** `GET /api/admin/outbox`: emails newest first, optionally one status only. */
export const getOutbox = (status: TOutboxStatusFilter, signal?: AbortSignal) =>
  apiClient.get(`/admin/outbox?limit=100${status ? `&status=${status}` : ''}`, { schema: ZListOutboxResponse, signal });

export const outboxQueryOptions = (status: TOutboxStatusFilter) =>
  queryOptions({
    queryKey: ['admin', 'outbox', status],
    queryFn: ({ signal }) => getOutbox(status, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (status: TOutboxStatusFilter) => useQuery(outboxQueryOptions(status));
