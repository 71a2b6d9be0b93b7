import { ZOutboxMessageResponse } from '@sello/shared/outbox-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/admin/outbox/:id/retry`: a failed email goes back to the send queue. */
export const retryOutboxMessage = (id: string) =>
  apiClient.post(`/admin/outbox/${encodeURIComponent(id)}/retry`, undefined, { schema: ZOutboxMessageResponse });

export const useRetryOutboxMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
};
