import type { TQuote } from '@sello/shared/quote-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';

/**
 * `GET /api/quotes/:id`, read by the quote, checkout and order pages (the upload page creates quotes). The response
 * schema (and zod) load with the first request, not with the page.
 */
export const quoteResponseSchema = () => import('@sello/shared/quote-schemas').then((module) => module.ZQuoteResponse);

export const quoteQueryKey = (quoteId: string) => ['quotes', quoteId] as const;

export const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;

/** A missing quote is an ApiError with status 404 ('Quote not found'). */
export const getQuote = async (quoteId: string, { signal }: { signal?: AbortSignal } = {}): Promise<TQuote> => {
  const response = await apiClient.get(quotePath(quoteId), { schema: quoteResponseSchema, signal });
  return response.quote;
};

export const quoteQueryOptions = (quoteId: string) =>
  queryOptions({
    queryKey: quoteQueryKey(quoteId),
    queryFn: ({ signal }) => getQuote(quoteId, { signal }),
    retry: retryUnlessClientError,
  });

/** The quote with this id; disabled (pending, never fetching) while `quoteId` is empty. */
export const useQuote = (quoteId: string | null | undefined) =>
  useQuery({ ...quoteQueryOptions(quoteId ?? ''), enabled: Boolean(quoteId) });
