import { type TRecordPaymentRequest, ZPaymentResponse } from '@sello/shared/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminOrderQueryOptions } from './get-admin-order';
import { adminOrdersKey } from './list-admin-orders';

/**
 * `POST /api/admin/orders/:id/payments`: a payment staff received by hand. The order becomes PAID once its payments
 * cover the approved quote; one that does not match comes back `flagged` with the reason.
 */
export const recordPayment = async ({ orderId, ...body }: TRecordPaymentRequest & { orderId: string }) =>
  (await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/payments`, body, { schema: ZPaymentResponse }))
    .payment;

export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (payment) => {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(payment.orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
    },
  });
};
