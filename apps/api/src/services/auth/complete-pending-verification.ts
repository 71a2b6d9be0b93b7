import type { TAuthResponse } from '@sello/shared/auth-schemas';
import type { TPendingVerification, TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { applyVerification, lockUsableToken } from './verification-tokens.ts';

/**
 * The code step of a verification link that set a password on an account with two-factor on (the code is already
 * accepted): the link is checked again — a newer link, a reset or a password change since then has used it up —
 * and the verification applied with the pending password. Returns the session.
 */
export const completePendingVerification = async ({
  db,
  keys,
  userId,
  verification,
}: {
  db: TDb;
  keys: TTokenKeys;
  userId: string;
  verification: TPendingVerification;
}): Promise<TAuthResponse> =>
  db.transaction().execute(async (trx) => {
    const row = await lockUsableToken(trx, { tokenId: verification.tokenId, userId });
    const result = await applyVerification(trx, keys, row, verification.passwordHash);
    if (!result.session) throw new Error('a verification with a password always issues a session');
    return result.session;
  });
