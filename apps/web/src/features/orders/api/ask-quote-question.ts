import {
  type TQuoteQuestionRequest,
  type TQuoteQuestionResponse,
  ZQuoteQuestionResponse,
} from '@sello/shared/payment-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/orders/:orderId/questions {officialQuoteId, message}`: a question about the quote, to the agency. */
export const askQuoteQuestion = ({
  orderId,
  ...body
}: TQuoteQuestionRequest & { orderId: string }): Promise<TQuoteQuestionResponse> =>
  apiClient.post(`/orders/${encodeURIComponent(orderId)}/questions`, body, { schema: ZQuoteQuestionResponse });

export const useAskQuoteQuestion = () => useMutation({ mutationFn: askQuoteQuestion });
