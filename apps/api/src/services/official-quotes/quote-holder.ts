import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';

export const ONLY_THE_CUSTOMER_DECIDES =
  'Only the customer can decline the quote or ask about it; staff cancel or answer from the admin order page.';

/**
 * Declining the official quote or asking about it is the order's holder's: its signed-in owner or, for a guest order,
 * whoever holds its link. Staff who reach every order get 403 (their own orders as a customer excepted).
 */
export const assertQuoteHolder = (
  order: { user_id: string | null; owner_deleted_at: Date | null },
  viewer: TUserRow | null,
): void => {
  assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
  if (viewer?.staff_role != null && viewer.id !== order.user_id) {
    throw new AppError('FORBIDDEN', ONLY_THE_CUSTOMER_DECIDES);
  }
};
