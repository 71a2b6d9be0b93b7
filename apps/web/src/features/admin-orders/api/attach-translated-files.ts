import { ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/** `POST /api/admin/orders/:id/translated-files`: attaches uploaded translations to the order. */
export const attachTranslatedFiles = async ({ orderId, files }: { orderId: string; files: string[] }) =>
  (
    await apiClient.post(
      `/admin/orders/${encodeURIComponent(orderId)}/translated-files`,
      { files },
      { schema: ZAdminOrderResponse },
    )
  ).order;

export const useAttachTranslatedFiles = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: attachTranslatedFiles, onSuccess: (order) => storeAdminOrder(queryClient, order) });
};
