import {
  type TApproveDraftRequest,
  type TDraftAnswerResponse,
  ZDraftAnswerResponse,
} from '@sello/shared/draft-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/orders/:orderId/draft/approve {draftId}`: the customer approves the draft, and the final translation is
 * prepared. Approving twice answers the same; 409 when the draft is no longer the one awaiting them.
 */
export const approveDraft = ({
  orderId,
  draftId,
}: TApproveDraftRequest & { orderId: string }): Promise<TDraftAnswerResponse> =>
  apiClient.post(`/orders/${encodeURIComponent(orderId)}/draft/approve`, { draftId } satisfies TApproveDraftRequest, {
    schema: ZDraftAnswerResponse,
  });

/** Approve, then read the order and its draft again (a 409 also means the draft moved on). */
export const useApproveDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
