import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';

export const DRAFTS_NOT_FOR_TASK_STAFF =
  "Translators and reviewers see the customer's corrections on their task, not the customer's draft page.";
export const ONLY_THE_CUSTOMER_ANSWERS = 'Only the customer can approve the draft or ask for corrections.';

type TDraftOrder = { user_id: string | null; owner_deleted_at: Date | null };

/** Only the customer answers a draft: staff reading a customer's order never do (their own orders excepted). */
export const mayAnswerDrafts = (order: TDraftOrder, viewer: TUserRow | null): boolean =>
  viewer?.staff_role == null || viewer.id === order.user_id;

/**
 * Who reaches an order's drafts: whoever may download its delivered translations (the signed-in owner; for a guest
 * order, the holder of its link) and the back office, which reads only. A translator or reviewer gets 403 (they work
 * from their task), unless the order is their own as a customer.
 */
export const assertCanReachDrafts = (order: TDraftOrder, viewer: TUserRow | null, intent: 'read' | 'answer'): void => {
  const ownOrder = viewer !== null && viewer.id === order.user_id;
  if (viewer?.staff_role != null && !viewer.is_admin && !ownOrder) {
    throw new AppError('FORBIDDEN', DRAFTS_NOT_FOR_TASK_STAFF);
  }
  assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
  if (intent === 'answer' && !mayAnswerDrafts(order, viewer)) {
    throw new AppError('FORBIDDEN', ONLY_THE_CUSTOMER_ANSWERS);
  }
};
