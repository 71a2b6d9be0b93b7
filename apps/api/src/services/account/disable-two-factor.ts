import { INVALID_TWO_FACTOR_CODE_MESSAGE, type TTwoFactorDisableRequest } from '@sello/shared/two-factor-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearSignInAttempts, type TSignInClient } from '../auth/account-throttle.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';
import { consumeTotpCode } from '../auth/consume-totp-code.ts';
import { deleteRecoveryCodes } from '../auth/recovery-codes.ts';

type TDisableTwoFactorOptions = {
  db: TDb;
  totpKey: Buffer;
  user: TUserRow;
  input: TTwoFactorDisableRequest;
  client: TSignInClient;
};

/**
 * Turns two-factor off (and its recovery codes with it) with the password and a current code (a stolen access token alone is not enough); wrong
 * attempts count toward the sign-in throttle, so this is no side door for guessing either.
 */
export const disableTwoFactor = async ({
  db,
  totpKey,
  user,
  input,
  client,
}: TDisableTwoFactorOptions): Promise<void> => {
  if (!user.totp_secret) return;
  await checkPasswordCounted({ db, email: user.email, user, password: input.password, client, countStands: true });
  if (!(await consumeTotpCode({ db, totpKey, userId: user.id, encryptedSecret: user.totp_secret, code: input.code }))) {
    throw new AppError('BAD_REQUEST', INVALID_TWO_FACTOR_CODE_MESSAGE, { reason: 'invalid-two-factor-code' });
  }
  await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null })
      .where('id', '=', user.id)
      .execute();
    await deleteRecoveryCodes({ db: trx, userId: user.id });
  });
};
