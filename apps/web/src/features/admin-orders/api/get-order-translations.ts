import {
  type TOrderFileTranslation,
  type TOrderTranslationsResponse,
  ZOrderTranslationsResponse,
} from '@sello/shared/translation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const TRANSLATIONS_POLL_MS = 5_000;

/** `GET /api/admin/orders/:id/translations`: text extraction and machine translation of each source file. */
export const getOrderTranslations = async (
  orderId: string,
  signal?: AbortSignal,
): Promise<TOrderTranslationsResponse> =>
  apiClient.get(`/admin/orders/${encodeURIComponent(orderId)}/translations`, {
    schema: ZOrderTranslationsResponse,
    signal,
  });

/** Nothing changes once every file has finished (done, failed, not configured or skipped). */
export const allTranslationsFinished = (data: TOrderTranslationsResponse | undefined): boolean =>
  data?.translations.every((translation) => translation.finished) ?? false;

export const orderTranslationsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin-orders', 'translations', orderId],
    queryFn: ({ signal }) => getOrderTranslations(orderId, signal),
    // Every 5 s while the page is open, until every file has finished. A failed poll is not retried or shown:
    // the next one comes soon, and TanStack Query keeps the last good answer in `data` meanwhile.
    refetchInterval: (query) => (allTranslationsFinished(query.state.data) ? false : TRANSLATIONS_POLL_MS),
    retry: false,
  });

/**
 * The order's translations, polled while mounted. `data` stays the last good answer when a poll fails; `error` is
 * worth showing only when there is no `data` yet (`showError`).
 */
export const useOrderTranslations = (orderId: string) => {
  const query = useQuery({ ...orderTranslationsQueryOptions(orderId), enabled: orderId !== '' });
  return { ...query, showError: query.isError && query.data === undefined };
};

/** What the viewer shows for a file: the translation when there is one, else the extracted text, else nothing. */
export const translationViewerContent = (translation: TOrderFileTranslation): string | null =>
  translation.translatedHtml ?? translation.extractedHtml;
