import type { TLanguage } from '@sello/shared/constants';
import type { TManualEstimate, TQuote } from '@sello/shared/quote-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteQueryKey, quoteResponseSchema } from '@/api/get-quote';
import { apiClient } from '@/lib/api-client';

export const QUOTE_SESSION_STORAGE_KEY = 'sello.quote-session';

const randomId = (): string => {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
};

/** A random id for this browser tab's quotes, kept in sessionStorage (a fresh one when storage is unavailable). */
export const getQuoteSessionId = (): string => {
  try {
    const existing = window.sessionStorage.getItem(QUOTE_SESSION_STORAGE_KEY);
    if (existing) return existing;
    const created = randomId();
    window.sessionStorage.setItem(QUOTE_SESSION_STORAGE_KEY, created);
    return created;
  } catch {
    return randomId();
  }
};

export type TCreateQuoteInput = {
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  /** The visa plan these documents are for (the upload page opened from a plan). */
  planId?: string | undefined;
} & ({ fileKeys: string[]; manualEstimate?: never } | { manualEstimate: TManualEstimate; fileKeys?: never });

/**
 * `POST /api/quotes` with either uploaded files (by key) or a manual estimate, and the plan they came from if any.
 * The server counts and prices everything itself; no price or count, and no word in the page's language, is sent.
 */
export const createQuote = async (input: TCreateQuoteInput): Promise<TQuote> => {
  const body = {
    sourceLanguage: input.sourceLanguage,
    targetLanguage: input.targetLanguage,
    sessionId: getQuoteSessionId(),
    ...(input.planId ? { planId: input.planId } : {}),
    ...(input.fileKeys
      ? { files: input.fileKeys.map((fileKey) => ({ fileKey })) }
      : { manualEstimate: input.manualEstimate }),
  };
  const response = await apiClient.post('/quotes', body, { schema: quoteResponseSchema });
  return response.quote;
};

/** Creates the quote and caches it under ['quotes', id] so the quote page opens without a second request. */
export const useCreateQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (quote) => queryClient.setQueryData(quoteQueryKey(quote.quoteId), quote),
  });
};
