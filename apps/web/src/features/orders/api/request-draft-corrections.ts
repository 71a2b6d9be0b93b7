import {
  type TDraftAnswerResponse,
  type TRequestDraftCorrectionsRequest,
  ZDraftAnswerResponse,
} from '@sello/shared/draft-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/orders/:orderId/draft/corrections {draftId, corrections}`: the customer's corrections per document and
 * page go back to the translator. 409 when no correction rounds are left or the draft was already answered; 400 names
 * a page or document that is not in the draft.
 */
export const requestDraftCorrections = ({
  orderId,
  ...body
}: TRequestDraftCorrectionsRequest & { orderId: string }): Promise<TDraftAnswerResponse> =>
  apiClient.post(`/orders/${encodeURIComponent(orderId)}/draft/corrections`, body, { schema: ZDraftAnswerResponse });

/** Send, then read the order and its draft again. */
export const useRequestDraftCorrections = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDraftCorrections,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
