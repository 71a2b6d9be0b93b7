import { type TUpdateOrderStatusRequest, ZAdminOrderResponse } from '@sello/shared/admin-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './get-admin-order';

/** `PUT /api/admin/orders/:id/status`: any status; the server records who changed it. */
export const updateOrderStatus = async ({ orderId, ...body }: TUpdateOrderStatusRequest & { orderId: string }) =>
  (await apiClient.put(`/admin/orders/${encodeURIComponent(orderId)}/status`, body, { schema: ZAdminOrderResponse }))
    .order;

export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: (order) => storeAdminOrder(queryClient, order) });
};
