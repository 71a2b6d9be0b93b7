import type { TServiceType } from '@sello/shared/constants';
import type { TQuote } from '@sello/shared/quote-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from './api-client';

/**
 * Quote reads and writes shared by the upload, quote, checkout and order pages. The response schema (and zod)
 * load with the first request, not with the page: the upload page creates quotes.
 */

export const quoteResponseSchema = () => import('@sello/shared/quote-schemas').then((module) => module.ZQuoteResponse);

export const quoteQueryKey = (quoteId: string) => ['quotes', quoteId] as const;

const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;

/** `GET /api/quotes/:id`; a missing quote is an ApiError with status 404 ('Quote not found'). */
export const getQuote = async (quoteId: string, { signal }: { signal?: AbortSignal } = {}): Promise<TQuote> => {
  const response = await apiClient.get(quotePath(quoteId), { schema: quoteResponseSchema, signal });
  return response.quote;
};

/** Client errors (404, 400…) are final; network failures and 5xx are retried twice. */
const retryQuoteRead = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const quoteQueryOptions = (quoteId: string) =>
  queryOptions({
    queryKey: quoteQueryKey(quoteId),
    queryFn: ({ signal }) => getQuote(quoteId, { signal }),
    retry: retryQuoteRead,
  });

/** The quote with this id; disabled (pending, never fetching) while `quoteId` is empty. */
export const useQuote = (quoteId: string | null | undefined) =>
  useQuery({ ...quoteQueryOptions(quoteId ?? ''), enabled: Boolean(quoteId) });

export type TSelectServiceInput = { quoteId: string; selectedService: TServiceType };

/** `PUT /api/quotes/:id` {selectedService}: 400 for sworn on en→fr / fr→en, 409 once accepted or expired. */
export const selectQuoteService = async ({ quoteId, selectedService }: TSelectServiceInput): Promise<TQuote> => {
  const response = await apiClient.put(quotePath(quoteId), { selectedService }, { schema: quoteResponseSchema });
  return response.quote;
};

/** Saves the chosen service and puts the server's updated quote in the cache under ['quotes', id]. */
export const useSelectService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectQuoteService,
    onSuccess: (quote) => queryClient.setQueryData(quoteQueryKey(quote.quoteId), quote),
  });
};

export type TAttachQuoteFilesInput = { quoteId: string; fileKeys: string[]; replace?: boolean };

/**
 * `PUT /api/quotes/:id/files` {files:[{fileKey}], replace}: the server analyses the files and
 * recomputes the quote (this is how a manual-estimate quote gets its documents).
 */
export const attachQuoteFiles = async ({
  quoteId,
  fileKeys,
  replace = true,
}: TAttachQuoteFilesInput): Promise<TQuote> => {
  const response = await apiClient.put(
    `${quotePath(quoteId)}/files`,
    { files: fileKeys.map((fileKey) => ({ fileKey })), replace },
    { schema: quoteResponseSchema },
  );
  return response.quote;
};

/** Attaches uploaded files to a quote and caches the recomputed quote under ['quotes', id]. */
export const useAttachQuoteFiles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachQuoteFiles,
    onSuccess: (quote) => queryClient.setQueryData(quoteQueryKey(quote.quoteId), quote),
  });
};
