import { type TSendOfficialQuoteRequest, ZOfficialQuoteResponse } from '@sello/shared/official-quote-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminOrderQueryOptions } from './get-admin-order';
import { adminOrdersKey } from './list-admin-orders';

/**
 * `POST /api/admin/orders/:id/official-quote`: the reviewed counts, extras, discount and delivery date; the server
 * prices every line and emails the customer. A new quote supersedes the current one.
 */
export const sendOfficialQuote = async ({ orderId, ...body }: TSendOfficialQuoteRequest & { orderId: string }) =>
  (
    await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/official-quote`, body, {
      schema: ZOfficialQuoteResponse,
    })
  ).officialQuote;

export const useSendOfficialQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOfficialQuote,
    // The answer is the quote alone: read the order again for its quote history, and the lists for their filters.
    onSuccess: (quote) => {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(quote.orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
    },
  });
};
