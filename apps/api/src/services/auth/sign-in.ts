import { INVALID_CREDENTIALS_MESSAGE, type TSigninRequest } from '@sello/shared/auth-schemas';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import { type TTokenKeys, twoFactorChallenge } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { signInClientKey, type TSignInClient } from './account-throttle.ts';
import { toAuthUser } from './auth-user.ts';
import { checkPasswordCounted } from './check-password-counted.ts';
import { issueSession } from './issue-session.ts';

type TSignInOptions = { db: TDb; keys: TTokenKeys; input: TSigninRequest; client: TSignInClient };

/** What a sign-in answers once the password is right (also after a password reset): the session, or the challenge. */
export const startSession = async ({
  db,
  keys,
  user,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  user: TUserRow;
  /** Who signs in: the challenge is bound to it. */
  client: TSignInClient;
}): Promise<TSigninResponse> => {
  if (user.totp_secret) {
    return twoFactorChallenge({ keys, userId: user.id, clientKey: signInClientKey(client, user.id).key });
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
  const signedIn = await checkPasswordCounted({
    db,
    email: input.email,
    user: user ?? null,
    password: input.password,
    client,
    wrongPassword: () => new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE, { reason: 'invalid-credentials' }),
    countStands: Boolean(user?.totp_secret),
  });
  return startSession({ db, keys, user: signedIn, client });
};
