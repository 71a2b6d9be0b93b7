import { ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/** `DELETE /api/admin/orders/:id/translated-files/:fileKey`: before completion only. */
export const removeTranslatedFile = async ({ orderId, fileKey }: { orderId: string; fileKey: string }) =>
  (
    await apiClient.delete(
      `/admin/orders/${encodeURIComponent(orderId)}/translated-files/${encodeURIComponent(fileKey)}`,
      { schema: ZAdminOrderResponse },
    )
  ).order;

export const useRemoveTranslatedFile = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTranslatedFile, onSuccess: (order) => storeAdminOrder(queryClient, order) });
};
