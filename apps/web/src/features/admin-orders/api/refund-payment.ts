import { type TRefundRequest, ZPaymentResponse } from '@sello/shared/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminOrderQueryOptions } from './get-admin-order';
import { adminOrdersKey } from './list-admin-orders';

/** `POST /api/admin/orders/:id/refunds`: a refund (kind REFUND) of at most what was paid and not yet refunded. */
export const refundPayment = async ({ orderId, ...body }: TRefundRequest & { orderId: string }) =>
  (await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, body, { schema: ZPaymentResponse }))
    .payment;

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) => {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(payment.orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
    },
  });
};
