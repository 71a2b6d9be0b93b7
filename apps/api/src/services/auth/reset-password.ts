import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  type TResetPasswordRequest,
} from '@sello/shared/account-schemas';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import { hashRefreshToken, type TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { forgetAllSignInAttempts, type TSignInClient } from './account-throttle.ts';

import { revokeUserSessions } from './revoke-user-sessions.ts';
import { startSession } from './sign-in.ts';
import { retireVerificationTokens } from './verification-tokens.ts';

/**
 * Sets a new password from an emailed reset token. The token is used up (a conditional update, so two
 * concurrent submits cannot both win), the account's other reset links stop working, and every refresh
 * token is revoked: all sessions end. The account's sign-in throttle is forgotten (not its count of wrong
 * two-factor codes), and the answer is a sign-in: the
 * session, or the two-factor challenge for an account with a code (the link alone does not get past it).
 */
export const resetPassword = async ({
  db,
  keys,
  input,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  input: TResetPasswordRequest;
  client: TSignInClient;
}): Promise<TSigninResponse> => {
  const tokenHash = hashRefreshToken(input.token);
  const stored = await db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!stored) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE, { reason: 'invalid' });
  if (stored.used_at) throw new AppError('BAD_REQUEST', RESET_LINK_USED_MESSAGE, { reason: 'used' });
  if (stored.expires_at.getTime() <= Date.now()) {
    throw new AppError('BAD_REQUEST', RESET_LINK_EXPIRED_MESSAGE, { reason: 'expired' });
  }

  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('id', '=', stored.id)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('user_id', '=', claimed.user_id)
      .where('used_at', 'is', null)
      .execute();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', claimed.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, claimed.user_id);
    await retireVerificationTokens(trx, claimed.user_id);
    return user;
  });
  if (!done) throw new AppError('BAD_REQUEST', RESET_LINK_USED_MESSAGE, { reason: 'used' });
  // Whoever can read the account's email may sign in again at once (the throttle's message points here).
  await forgetAllSignInAttempts({ db, email: done.email });
  return startSession({ db, keys, user: done, client });
};
