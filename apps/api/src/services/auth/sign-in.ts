import { INVALID_CREDENTIALS_MESSAGE, type TSigninRequest } from '@sello/shared/auth-schemas';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import { signTwoFactorChallenge, type TTokenKeys, TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearAccountAttempts, registerAccountAttempt } from './account-throttle.ts';
import { issueSession, toAuthUser } from './issue-session.ts';

type TSignInOptions = { db: TDb; keys: TTokenKeys; input: TSigninRequest };

/**
 * The password step. Every attempt counts toward the account's lockout (known email or not) until a sign-in
 * completes; with two-factor on, the right password earns only a challenge for the code step, and the count
 * stands until the code is right too.
 */
export const signIn = async ({ db, keys, input }: TSignInOptions): Promise<TSigninResponse> => {
  await registerAccountAttempt({ db, email: input.email });
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.totp_secret) {
    return {
      twoFactorRequired: true,
      challengeToken: await signTwoFactorChallenge(keys, user.id),
      expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
    };
  }
  await clearAccountAttempts({ db, email: user.email });
  const tokens = await issueSession({ db, keys, userId: user.id });
  return { user: toAuthUser(user), tokens };
};
