import { type TOrderFileTranslation, ZRetryTranslationResponse } from '@sello/shared/translation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderTranslationsQueryOptions } from './get-order-translations';

/**
 * `POST /api/admin/orders/:id/translations/:translationId/retry`: runs a failed, skipped or not-configured file's
 * machine translation again. Answers the file's translation, reset to pending.
 */
export const retryTranslation = async ({
  orderId,
  translationId,
}: {
  orderId: string;
  translationId: string;
}): Promise<TOrderFileTranslation> =>
  (
    await apiClient.post(
      `/admin/orders/${encodeURIComponent(orderId)}/translations/${encodeURIComponent(translationId)}/retry`,
      undefined,
      { schema: ZRetryTranslationResponse },
    )
  ).translation;

/**
 * On success the file shows as pending at once; either way the translations are fetched again. Polling stops once
 * every file has finished and is decided from the cached answer, so an unfinished file in it starts it again.
 */
export const useRetryTranslation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryTranslation,
    onSuccess: (translation, { orderId }) => {
      queryClient.setQueryData(orderTranslationsQueryOptions(orderId).queryKey, (data) =>
        data
          ? {
              ...data,
              translations: data.translations.map((entry) => (entry.id === translation.id ? translation : entry)),
            }
          : data,
      );
    },
    // Not awaited: the button need not wait for the list.
    onSettled: (_data, _error, { orderId }) => {
      void queryClient.invalidateQueries({ queryKey: orderTranslationsQueryOptions(orderId).queryKey });
    },
  });
};
