import { ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import type { TCancelOrderRequest } from '@sello/shared/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/** `POST /api/admin/orders/:id/cancel`: cancels an order not yet completed; the reason goes into its history. */
export const cancelOrder = async ({ orderId, ...body }: TCancelOrderRequest & { orderId: string }) =>
  (await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/cancel`, body, { schema: ZAdminOrderResponse }))
    .order;

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: (order) => storeAdminOrder(queryClient, order) });
};
