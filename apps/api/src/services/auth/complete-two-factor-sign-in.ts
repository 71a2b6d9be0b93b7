import type { TAuthResponse } from '@sello/shared/auth-schemas';
import {
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  type TTwoFactorSigninRequest,
  TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
} from '@sello/shared/two-factor-schemas';
import { readTwoFactorChallenge, type TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  clearSignInAttempts,
  clearTwoFactorFailures,
  registerSignInAttempt,
  registerTwoFactorAttempt,
  signInClientKey,
  type TSignInClient,
} from './account-throttle.ts';
import { toAuthUser } from './auth-user.ts';
import { completePendingVerification } from './complete-pending-verification.ts';
import { consumeTotpCode } from './consume-totp-code.ts';
import { issueSession } from './issue-session.ts';
import { consumeRecoveryCode, isRecoveryCodeShape } from './recovery-codes.ts';

type TCompleteTwoFactorSignInOptions = {
  db: TDb;
  keys: TTokenKeys;
  input: TTwoFactorSigninRequest;
  client: TSignInClient;
};

/**
 * The code step of POST /api/auth/signin/two-factor (the app's code, or a one-time recovery code), from the client
 * that earned the challenge only: a wrong code
 * counts toward the sign-in throttle and, from a client without the device cookie, toward the account's cap of wrong
 * codes.
 */
export const completeTwoFactorSignIn = async ({
  db,
  keys,
  input,
  client,
}: TCompleteTwoFactorSignInOptions): Promise<TAuthResponse> => {
  const challenge = await readTwoFactorChallenge(
    keys,
    input.challengeToken,
    (userId) => signInClientKey(client, userId).key,
  );
  const user = challenge
    ? await db.selectFrom('users').selectAll().where('id', '=', challenge.userId).executeTakeFirst()
    : undefined;
  if (!challenge || !user?.totp_secret)
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE, { reason: 'two-factor-expired' });

  await registerSignInAttempt({ db, email: user.email, userId: user.id, client });
  await registerTwoFactorAttempt({ db, email: user.email, userId: user.id, client });
  const accepted = isRecoveryCodeShape(input.code)
    ? await consumeRecoveryCode({ db, userId: user.id, code: input.code })
    : await consumeTotpCode({
        db,
        totpKey: keys.totpKey,
        userId: user.id,
        encryptedSecret: user.totp_secret,
        code: input.code,
      });
  if (!accepted)
    throw new AppError('UNAUTHORIZED', INVALID_TWO_FACTOR_CODE_MESSAGE, { reason: 'invalid-two-factor-code' });
  await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  await clearTwoFactorFailures({ db, email: user.email });
  // A challenge from a verification link that sets a password: only now is the link applied.
  if (challenge.verification) {
    return completePendingVerification({ db, keys, userId: user.id, verification: challenge.verification });
  }
  const tokens = await issueSession({ db, keys, userId: user.id });
  return { user: toAuthUser(user), tokens };
};
