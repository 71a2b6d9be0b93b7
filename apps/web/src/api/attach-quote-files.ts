import type { TQuote } from '@sello/shared/quote-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quotePath, quoteQueryKey, quoteResponseSchema } from './get-quote';

export type TAttachQuoteFilesInput = { quoteId: string; fileKeys: string[]; replace?: boolean };

/**
 * `PUT /api/quotes/:id/files` {files:[{fileKey}], replace}: the server analyses the files and recomputes the quote
 * (how a manual-estimate quote gets its documents at checkout, and how the quote page replaces a hard-to-read file).
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
