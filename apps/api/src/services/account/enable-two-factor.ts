import { INVALID_TWO_FACTOR_CODE_MESSAGE, type TTwoFactorEnableRequest } from '@sello/shared/two-factor-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { consumeTotpCode } from '../auth/consume-totp-code.ts';

type TEnableTwoFactorOptions = { db: TDb; totpKey: Buffer; user: TUserRow; input: TTwoFactorEnableRequest };

/** Confirms the pending secret with a code from it: from now on signing in asks for a code. */
export const enableTwoFactor = async ({ db, totpKey, user, input }: TEnableTwoFactorOptions): Promise<void> => {
  if (!user.staff_role) throw new AppError('FORBIDDEN', 'Two-factor authentication is available to staff members');
  if (user.totp_secret) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
  if (!user.totp_pending_secret) {
    throw new AppError('BAD_REQUEST', 'Start the two-factor setup first to get a secret for your authenticator app');
  }
  const accepted = await consumeTotpCode({
    db,
    totpKey,
    userId: user.id,
    encryptedSecret: user.totp_pending_secret,
    code: input.code,
  });
  if (!accepted) {
    throw new AppError(
      'BAD_REQUEST',
      `${INVALID_TWO_FACTOR_CODE_MESSAGE}. Check the app and the device's clock, and try again.`,
    );
  }
  await db
    .updateTable('users')
    .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_enabled_at: new Date() })
    .where('id', '=', user.id)
    .execute();
};
