import { type TDeleteOrderDocumentsResponse, ZDeleteOrderDocumentsResponse } from '@sello/shared/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `DELETE /api/orders/:orderId/documents`: every source and translated file of a delivered or cancelled order leaves
 * our storage now; 409 while the order is still being worked on.
 */
export const deleteOrderDocuments = (orderId: string): Promise<TDeleteOrderDocumentsResponse> =>
  apiClient.delete(`/orders/${encodeURIComponent(orderId)}/documents`, { schema: ZDeleteOrderDocumentsResponse });

/** Delete, then read every view of the order again (its files now show as deleted). */
export const useDeleteOrderDocuments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrderDocuments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
