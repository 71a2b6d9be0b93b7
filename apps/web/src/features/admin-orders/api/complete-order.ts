import { type TCompleteOrderRequest, ZCompleteOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/**
 * `POST /api/admin/orders/:id/complete`: attach, set COMPLETED, email the client. Safe to retry: the server
 * sends the email once and answers a repeat with the order as it is.
 */
export const completeOrder = ({ orderId, ...body }: TCompleteOrderRequest & { orderId: string }) =>
  apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/complete`, body, { schema: ZCompleteOrderResponse });

export const useCompleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: ({ order }) => storeAdminOrder(queryClient, order),
  });
};
