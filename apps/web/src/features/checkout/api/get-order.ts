import { type TOrder, ZOrderResponse } from '@sello/shared/order-schemas';
import { apiClient } from '@/lib/api-client';

/** `GET /api/orders/:id`: the order a repeated submit refers to, to show its confirmation instead of an error. */
export const getOrder = async (orderId: string): Promise<TOrder> => {
  const response = await apiClient.get(`/orders/${encodeURIComponent(orderId)}`, { schema: ZOrderResponse });
  return response.order;
};
