import { VERIFICATION_SIGN_IN_REQUIRED } from '@sello/shared/email-verification-schemas';
import type { TTwoFactorChallenge } from '@sello/shared/two-factor-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import { type TTokenKeys, twoFactorChallenge } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { signInClientKey, type TSignInClient } from './account-throttle.ts';
import {
  applyVerification,
  hashVerificationToken,
  lockUsableToken,
  type TVerifyResult,
} from './verification-tokens.ts';

const SIGN_IN_TO_VERIFY_MESSAGE =
  'To confirm this email, sign in to its account, or choose a new password for the account here.';

/**
 * `POST /api/auth/verify-email`. Orders only ever attach to an account whose password the verifier controls:
 * either the request is signed in to the link's account, or it sets `newPassword`, which replaces the password
 * and ends every other session (someone who opened the account with this email before its owner loses it).
 * Otherwise a 403 with reason 'sign-in-required', and the token stays usable. For an account with two-factor on,
 * `newPassword` changes nothing yet: the answer is the sign-in challenge, carrying the password's hash, and the
 * code step (completePendingVerification) applies the verification.
 */
export const verifyEmail = async ({
  db,
  keys,
  token,
  viewer,
  newPassword,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  token: string;
  viewer: TUserRow | null;
  newPassword?: string | undefined;
  /** Who verifies: a challenge is bound to it. */
  client: TSignInClient;
}): Promise<TVerifyResult | TTwoFactorChallenge> => {
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  return db.transaction().execute(async (trx) => {
    const row = await lockUsableToken(trx, { tokenHash: hashVerificationToken(token) });
    if (!passwordHash && viewer?.id !== row.user_id) {
      throw new AppError('FORBIDDEN', SIGN_IN_TO_VERIFY_MESSAGE, {
        reason: VERIFICATION_SIGN_IN_REQUIRED,
        email: row.user_email,
      });
    }
    if (passwordHash && row.totp_secret) {
      return twoFactorChallenge({
        keys,
        userId: row.user_id,
        clientKey: signInClientKey(client, row.user_id).key,
        verification: { tokenId: row.id, passwordHash },
      });
    }
    return applyVerification(trx, keys, row, passwordHash);
  });
};
