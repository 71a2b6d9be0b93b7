import { decryptTotpSecret, matchTotpStep } from '../../auth/totp.ts';
import type { TDb } from '../../db/database.ts';

type TConsumeTotpCodeOptions = {
  db: TDb;
  totpKey: Buffer;
  userId: string;
  /** The stored (encrypted) secret the code must come from: the confirmed one, or the one being set up. */
  encryptedSecret: string;
  code: string;
};

/**
 * True when `code` is valid now (±1 period) and newer than the last code this account used; that period is then
 * recorded in the same statement, so the same code is never accepted twice, not even by two parallel requests.
 */
export const consumeTotpCode = async ({ db, totpKey, userId, encryptedSecret, code }: TConsumeTotpCodeOptions) => {
  const step = matchTotpStep(decryptTotpSecret(totpKey, encryptedSecret), code);
  if (step === null) return false;
  const recorded = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return recorded.numUpdatedRows > 0n;
};
