import {
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  type TRegenerateRecoveryCodesRequest,
  type TTwoFactorRecoveryCodes,
} from '@sello/shared/two-factor-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearSignInAttempts, type TSignInClient } from '../auth/account-throttle.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';
import { consumeTotpCode } from '../auth/consume-totp-code.ts';
import { replaceRecoveryCodes } from '../auth/recovery-codes.ts';

type TRegenerateRecoveryCodesOptions = {
  db: TDb;
  totpKey: Buffer;
  user: TUserRow;
  input: TRegenerateRecoveryCodesRequest;
  client: TSignInClient;
};

/**
 * Ten new recovery codes in place of the old ones (used or not), with the password and a current app code, as
 * turning two-factor off asks: new codes are a way past the app, so an access token alone must not get them.
 */
export const regenerateRecoveryCodes = async ({
  db,
  totpKey,
  user,
  input,
  client,
}: TRegenerateRecoveryCodesOptions): Promise<TTwoFactorRecoveryCodes> => {
  if (!user.totp_secret) throw new AppError('CONFLICT', 'Turn two-factor authentication on first');
  await checkPasswordCounted({ db, email: user.email, user, password: input.password, client, countStands: true });
  if (!(await consumeTotpCode({ db, totpKey, userId: user.id, encryptedSecret: user.totp_secret, code: input.code }))) {
    throw new AppError('BAD_REQUEST', INVALID_TWO_FACTOR_CODE_MESSAGE, { reason: 'invalid-two-factor-code' });
  }
  await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  const recoveryCodes = await db.transaction().execute((trx) => replaceRecoveryCodes({ db: trx, userId: user.id }));
  return { enabled: true, recoveryCodesLeft: recoveryCodes.length, recoveryCodes };
};
