import type { TErrorReason } from '@sello/shared/api-error';
import type { TUserRow } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

export const SIGN_IN_TO_SEE = 'This belongs to an account. Please sign in to that account to see it.';

/**
 * Who a quote, order, plan or upload belongs to. `owner_deleted_at` is set when its account was deleted (the
 * foreign key then clears `user_id`): such a record is not a guest's, and stays staff-only.
 */
export type TReachOwner = { user_id: string | null; owner_deleted_at: Date | null };

/**
 * The one rule for quotes, orders, plans and uploads reached by their unguessable id: a guest's (no owner) is reached
 * by whoever holds the id, like a shared link; one that belongs to an account only by that account and by staff.
 * Anyone else signed in is told it does not exist, exactly as for an unknown id. One whose account was deleted is
 * reached by staff only, and does not exist for everyone else (signed in or not).
 */
export const assertCanReach = (
  owner: TReachOwner,
  viewer: TUserRow | null,
  notFoundMessage: string,
  notFoundReason?: TErrorReason,
): void => {
  if (viewer?.is_admin) return;
  const notFound = () =>
    new AppError('NOT_FOUND', notFoundMessage, notFoundReason ? { reason: notFoundReason } : undefined);
  if (owner.owner_deleted_at !== null) throw notFound();
  // A translator or reviewer never holds a customer's link: should a guest order's id reach them anyway (it is not in
  // anything Sello gives them), the order does not exist for them. Their tasks' documents have their own rule.
  if (viewer?.staff_role != null && viewer.id !== owner.user_id) throw notFound();
  if (owner.user_id === null || viewer?.id === owner.user_id) return;
  if (!viewer) throw new AppError('UNAUTHORIZED', SIGN_IN_TO_SEE, { reason: 'sign-in-required' });
  throw notFound();
};

/**
 * Whether the viewer is the record's signed-in owner or staff: who gets what a mere holder of the id must not (a guest
 * order's id reached through its quote, the customer's details, the full order on tracking).
 */
export const isOwnerOrStaff = (owner: { user_id: string | null }, viewer: TUserRow | null): boolean =>
  viewer !== null && (viewer.is_admin || viewer.id === owner.user_id);
