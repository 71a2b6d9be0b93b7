import { ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/**
 * `POST /api/admin/orders/:orderId/certified-documents/regenerate`: the current certified translations are replaced
 * (their codes then show as replaced on the verification page) and made again from the approved translation. Answers
 * the order, its certified translations being made.
 */
export const regenerateCertifiedDocuments = ({ orderId }: { orderId: string }) =>
  apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/certified-documents/regenerate`, undefined, {
    schema: ZAdminOrderResponse,
  });

/** The order page shows the answer at once (and polls it while the documents are being made). */
export const useRegenerateCertifiedDocuments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCertifiedDocuments,
    onSuccess: ({ order }) => storeAdminOrder(queryClient, order),
  });
};
