import {
  QUOTE_ALREADY_ORDERED,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  ZCreateOrderResponse,
} from '@sello/shared/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteQueryKey } from '@/api/get-quote';
import { ApiError, apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * `POST /api/orders`: turns the quote into an order (no payment is taken). 201 with the order, and a
 * session when an account was created with it; 409 `reason: QUOTE_ALREADY_ORDERED` when the quote already has an order,
 * with its `orderId` only for the order's signed-in owner (and staff).
 */
export const createOrder = (input: TCreateOrderRequest): Promise<TCreateOrderResponse> =>
  apiClient.post('/orders', input, { schema: ZCreateOrderResponse });

/** The existing order's id when the server refused a second order for the same quote (409 with `orderId`). */
export const existingOrderId = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('orderId' in body)) return null;
  const { orderId } = body as { orderId: unknown };
  return typeof orderId === 'string' && orderId !== '' ? orderId : null;
};

/** The quote already has an order this visitor cannot open (a guest's, or someone else's): 409 without `orderId`. */
export const isOrderedElsewhere = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { reason?: unknown }).reason === QUOTE_ALREADY_ORDERED &&
  existingOrderId(error) === null;

/** Submits the project; a new account's session signs the customer in, and the quote is re-read (now ACCEPTED). */
export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: ({ session }, input) => {
      if (session) authStore.setSession(session.tokens, session.user);
      void queryClient.invalidateQueries({ queryKey: quoteQueryKey(input.quoteId) });
    },
  });
};
