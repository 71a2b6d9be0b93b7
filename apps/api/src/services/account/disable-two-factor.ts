import { INVALID_TWO_FACTOR_CODE_MESSAGE, type TTwoFactorDisableRequest } from '@sello/shared/two-factor-schemas';
import { verifyPassword } from '../../auth/passwords.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearSignInAttempts, registerSignInAttempt, type TSignInClient } from '../auth/account-throttle.ts';
import { consumeTotpCode } from '../auth/consume-totp-code.ts';

type TDisableTwoFactorOptions = {
  db: TDb;
  totpKey: Buffer;
  user: TUserRow;
  input: TTwoFactorDisableRequest;
  client: TSignInClient;
};

/**
 * Turns two-factor off with the password and a current code (a stolen access token alone is not enough); wrong
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
  await registerSignInAttempt({ db, email: user.email, userId: user.id, client });
  const passwordOk = await verifyPassword(user.password_hash, input.password);
  const codeOk =
    passwordOk &&
    (await consumeTotpCode({ db, totpKey, userId: user.id, encryptedSecret: user.totp_secret, code: input.code }));
  if (!passwordOk) throw new AppError('BAD_REQUEST', 'The password is not correct');
  if (!codeOk) throw new AppError('BAD_REQUEST', INVALID_TWO_FACTOR_CODE_MESSAGE);
  await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null })
    .where('id', '=', user.id)
    .execute();
};
