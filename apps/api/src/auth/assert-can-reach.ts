import type { TUserRow } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

export const SIGN_IN_TO_SEE = 'This belongs to an account. Please sign in to that account to see it.';

/**
 * The one rule for quotes, orders and plans reached by their unguessable id: a guest's (no owner) is reached by
 * whoever holds the id, like a shared link; one that belongs to an account only by that account and by staff.
 * Anyone else signed in is told it does not exist, exactly as for an unknown id.
 */
export const assertCanReach = (ownerId: string | null, viewer: TUserRow | null, notFoundMessage: string): void => {
  if (ownerId === null || viewer?.is_admin || viewer?.id === ownerId) return;
  if (!viewer) throw new AppError('UNAUTHORIZED', SIGN_IN_TO_SEE);
  throw new AppError('NOT_FOUND', notFoundMessage);
};
