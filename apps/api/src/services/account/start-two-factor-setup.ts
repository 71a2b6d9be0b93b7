import type { TTwoFactorSetup, TTwoFactorSetupRequest } from '@sello/shared/two-factor-schemas';
import { createTotpSecret, encryptTotpSecret } from '../../auth/totp.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TSignInClient } from '../auth/account-throttle.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';

type TStartTwoFactorSetupOptions = {
  db: TDb;
  totpKey: Buffer;
  issuer: string;
  user: TUserRow;
  input: TTwoFactorSetupRequest;
  client: TSignInClient;
};

/**
 * Two-factor is offered to every staff member. A new secret is kept encrypted as pending (replacing any earlier
 * unfinished setup) and shown once; it takes effect only when a code from it is confirmed. The current password is
 * asked first (an access token alone must not enrol an attacker's app), and a wrong one counts toward the sign-in
 * throttle.
 */
export const startTwoFactorSetup = async ({
  db,
  totpKey,
  issuer,
  user,
  input,
  client,
}: TStartTwoFactorSetupOptions): Promise<TTwoFactorSetup> => {
  if (!user.staff_role) throw new AppError('FORBIDDEN', 'Two-factor authentication is available to staff members');
  if (user.totp_secret) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already on. Turn it off first to set up a new app.');
  }
  await checkPasswordCounted({ db, email: user.email, user, password: input.password, client });
  const { base32, uri } = createTotpSecret({ issuer, label: user.email });
  await db
    .updateTable('users')
    .set({ totp_pending_secret: encryptTotpSecret(totpKey, base32) })
    .where('id', '=', user.id)
    .execute();
  return { secret: base32, uri };
};
