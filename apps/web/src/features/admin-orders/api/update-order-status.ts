import { type TUpdateOrderStatusRequest, ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/** `PUT /api/admin/orders/:id/status`: a change the order lifecycle allows staff (else 409 with `allowed`); the server records who made it. */
export const updateOrderStatus = async ({ orderId, ...body }: TUpdateOrderStatusRequest & { orderId: string }) =>
  (await apiClient.put(`/admin/orders/${encodeURIComponent(orderId)}/status`, body, { schema: ZAdminOrderResponse }))
    .order;

export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: (order) => storeAdminOrder(queryClient, order) });
};
