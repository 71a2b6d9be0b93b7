import type { TOrderStatus } from '@sello/shared/constants';
import { type TOrderDraftResponse, ZOrderDraftResponse } from '@sello/shared/draft-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

/** While the stamped PDFs are being made, the page asks again this often. */
export const DRAFT_PREPARING_POLL_MS = 10_000;

/**
 * `GET /api/orders/:id/draft`: the draft the customer checks before the final translation (null until the reviewer
 * approved one) and its earlier rounds, newest first. Reached like the order itself (the account, or the link).
 */
export const getOrderDraft = (orderId: string, signal?: AbortSignal): Promise<TOrderDraftResponse> =>
  apiClient.get(`/orders/${encodeURIComponent(orderId)}/draft`, { schema: ZOrderDraftResponse, signal });

/** Under the order's key: everything that reads the order again (`['orders']`) reads the draft again too. */
export const orderDraftQueryOptions = (orderId: string, viewer = '') =>
  queryOptions({
    queryKey: ['orders', 'draft', orderId, viewer],
    queryFn: ({ signal }) => getOrderDraft(orderId, signal),
    retry: retryUnlessClientError,
    // The drafts' download links are short-lived: coming back to the page fetches fresh ones.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.draft?.state === 'preparing' ? DRAFT_PREPARING_POLL_MS : false),
  });

/** A draft exists only while the order is being worked on (paid, in progress): nothing is asked otherwise. */
export const useOrderDraft = (orderId: string, status: TOrderStatus) => {
  const auth = useAuth();
  return useQuery({
    ...orderDraftQueryOptions(orderId, auth.user?.email ?? ''),
    enabled: status === 'PAID' || status === 'IN_PROGRESS',
  });
};
