import { type TOrderResponse, ZOrderResponse } from '@sello/shared/order-schemas';
import type { TDeclineOfficialQuoteRequest } from '@sello/shared/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/orders/:orderId/decline {officialQuoteId, reason?}`: the customer declines the quote awaiting approval
 * and the order is cancelled; the answer is the cancelled order. 409 once the quote was approved, replaced or expired.
 */
export const declineOfficialQuote = ({
  orderId,
  ...body
}: TDeclineOfficialQuoteRequest & { orderId: string }): Promise<TOrderResponse> =>
  apiClient.post(`/orders/${encodeURIComponent(orderId)}/decline`, body, { schema: ZOrderResponse });

/** Decline, then read every view of the order again (a 409 also means it moved on). */
export const useDeclineOfficialQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOfficialQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
