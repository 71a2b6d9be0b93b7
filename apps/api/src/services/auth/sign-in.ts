import { INVALID_CREDENTIALS_MESSAGE, type TSigninRequest } from '@sello/shared/auth-schemas';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import { signTwoFactorChallenge, type TTokenKeys, TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearSignInAttempts, registerSignInAttempt, type TSignInClient } from './account-throttle.ts';
import { issueSession, toAuthUser } from './issue-session.ts';

type TSignInOptions = { db: TDb; keys: TTokenKeys; input: TSigninRequest; client: TSignInClient };

/** What a sign-in answers once the password is right (also after a password reset): the session, or the challenge. */
export const startSession = async ({
  db,
  keys,
  user,
}: {
  db: TDb;
  keys: TTokenKeys;
  user: TUserRow;
}): Promise<TSigninResponse> => {
  if (user.totp_secret) {
    return {
      twoFactorRequired: true,
      challengeToken: await signTwoFactorChallenge(keys, user.id),
      expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
    };
  }
  const tokens = await issueSession({ db, keys, userId: user.id });
  return { user: toAuthUser(user), tokens };
};

/**
 * The password step. Every attempt counts toward the throttle (known email or not) until a sign-in completes;
 * with two-factor on, the right password earns only a challenge for the code step, and the count stands until the
 * code is right too.
 */
export const signIn = async ({ db, keys, input, client }: TSignInOptions): Promise<TSigninResponse> => {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  await registerSignInAttempt({ db, email: input.email, userId: user?.id ?? null, client });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.totp_secret) await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  return startSession({ db, keys, user });
};
