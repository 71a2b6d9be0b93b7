import type { TServiceType } from '@sello/shared/constants';
import type { TQuote } from '@sello/shared/quote-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quotePath, quoteQueryKey, quoteResponseSchema } from '@/api/get-quote';
import { apiClient } from '@/lib/api-client';

export type TSelectServiceInput = { quoteId: string; selectedService: TServiceType };

/** `PUT /api/quotes/:id` {selectedService}: 400 for sworn on en→fr / fr→en, 409 once accepted or expired. */
export const selectQuoteService = async ({ quoteId, selectedService }: TSelectServiceInput): Promise<TQuote> => {
  const response = await apiClient.put(quotePath(quoteId), { selectedService }, { schema: quoteResponseSchema });
  return response.quote;
};

/** Saves the chosen service and puts the server's updated quote in the cache under ['quotes', id]. */
export const useSelectService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectQuoteService,
    onSuccess: (quote) => queryClient.setQueryData(quoteQueryKey(quote.quoteId), quote),
  });
};
