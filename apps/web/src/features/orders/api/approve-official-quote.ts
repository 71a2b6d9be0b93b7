import {
  type TApproveOfficialQuoteRequest,
  type TApproveOfficialQuoteResponse,
  ZApproveOfficialQuoteResponse,
} from '@sello/shared/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/orders/:orderId/approve {officialQuoteId}`: the customer accepts the official quote. The answer says how
 * to pay: `checkoutUrl` (card payment online, the browser goes there) or bank-transfer `instructions` and the
 * `reference` to quote; for a quote discounted to $0, the recorded `payment` (nothing to pay, the order is PAID). 409 when the quote was superseded, expired or the order is already paid.
 */
export const approveOfficialQuote = ({
  orderId,
  officialQuoteId,
}: TApproveOfficialQuoteRequest & { orderId: string }): Promise<TApproveOfficialQuoteResponse> =>
  apiClient.post(
    `/orders/${encodeURIComponent(orderId)}/approve`,
    { officialQuoteId } satisfies TApproveOfficialQuoteRequest,
    { schema: ZApproveOfficialQuoteResponse },
  );

/** Approve, then read every view of the order again (order page, tracking): its quote is now APPROVED. */
export const useApproveOfficialQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOfficialQuote,
    // A 409 also means the order moved on (a new quote, or paid): fetch it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
