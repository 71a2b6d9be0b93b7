import { type TChangePasswordRequest, WRONG_CURRENT_PASSWORD_MESSAGE } from '@sello/shared/account-schemas';
import type { TAuthResponse } from '@sello/shared/auth-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TSignInClient } from '../auth/account-throttle.ts';
import { toAuthUser } from '../auth/auth-user.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';
import { issueSession } from '../auth/issue-session.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { retireVerificationTokens } from '../auth/verification-tokens.ts';

/**
 * Changes the password after checking the current one. Every refresh token is revoked (all sessions, this one
 * included) and a fresh session is returned for the device that made the change.
 * A wrong current password is a 400, not a 401: the caller is signed in, only the confirmation failed. It counts
 * toward the sign-in throttle like a sign-in (a stolen access token is no way round it).
 */
export const changePassword = async ({
  db,
  keys,
  user,
  input,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  user: TUserRow;
  input: TChangePasswordRequest;
  client: TSignInClient;
}): Promise<TAuthResponse> => {
  await checkPasswordCounted({
    db,
    email: user.email,
    user,
    password: input.currentPassword,
    client,
    wrongPassword: () => new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE, { reason: 'wrong-password' }),
  });
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, user.id);
    await retireVerificationTokens(trx, user.id);
    // Outstanding reset links were asked for with the old password in mind: they stop working.
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    const tokens = await issueSession({ db: trx, keys, userId: user.id });
    return { user: toAuthUser(updated), tokens };
  });
};
