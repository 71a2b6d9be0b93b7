import {
  type TOrderInstructionsResponse,
  type TUpdateOrderInstructionsRequest,
  ZOrderInstructionsResponse,
} from '@sello/shared/order-instructions-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `PUT /api/orders/:orderId/instructions`: the customer's names as in the passport and instructions, replaced whole;
 * 409 once the translation started.
 */
export const updateOrderInstructions = ({
  orderId,
  ...body
}: TUpdateOrderInstructionsRequest & { orderId: string }): Promise<TOrderInstructionsResponse> =>
  apiClient.put(`/orders/${encodeURIComponent(orderId)}/instructions`, body, { schema: ZOrderInstructionsResponse });

/** Save, then read every view of the order again (a 409 also means it moved on). */
export const useUpdateOrderInstructions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderInstructions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
