import { type TListAdminQuotesResponse, ZListAdminQuotesResponse } from '@sello/shared/admin-quote-schemas';
import type { TQuoteStatus } from '@sello/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type TAdminQuotesFilter = { status: TQuoteStatus | ''; q: string; limit: number; offset: number };

const toSearch = ({ status, q, limit, offset }: TAdminQuotesFilter): string => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
};

/** `GET /api/admin/quotes`: one page of quotes (newest first) plus the card figures over all quotes. */
export const getAdminQuotes = (filter: TAdminQuotesFilter, signal?: AbortSignal): Promise<TListAdminQuotesResponse> =>
  apiClient.get(`/admin/quotes?${toSearch(filter)}`, { schema: ZListAdminQuotesResponse, signal });

export const adminQuotesQueryOptions = (filter: TAdminQuotesFilter) =>
  queryOptions({
    queryKey: ['admin', 'quotes', filter],
    queryFn: ({ signal }) => getAdminQuotes(filter, signal),
    staleTime: 0,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminQuotes = (filter: TAdminQuotesFilter) => useQuery(adminQuotesQueryOptions(filter));
