import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@sello/shared/two-factor-schemas';
import type { TDb } from '../../db/database.ts';

/** 32 letters and digits without i, l, o, u (Crockford's base32): 5 random bits each, easy to read back. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

/** `k3m9p-x2q7r`: ten characters (50 random bits) in two groups of five. */
const newRecoveryCode = () => {
  const characters = Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
};

/** Lower case without spaces or hyphens: how a code is hashed, however it was typed. */
const normalise = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

// The codes are random, so a plain hash cannot be reversed by guessing likely values; the sign-in throttle caps tries.
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Whether what was typed at the code step has the shape of a recovery code (an authenticator code is 6 digits). */
export const isRecoveryCodeShape = (code: string) => normalise(code).length === CODE_LENGTH;

/** Replaces the user's recovery codes with ten new ones and returns them: the only time they are readable. */
export const replaceRecoveryCodes = async ({ db, userId }: { db: TDb; userId: string }): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
};

export const deleteRecoveryCodes = async ({ db, userId }: { db: TDb; userId: string }) => {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
};

export const countRecoveryCodesLeft = async ({ db, userId }: { db: TDb; userId: string }): Promise<number> => {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
};

/**
 * True when `code` is one of the user's unused recovery codes; it is marked used in the same statement, so it works
 * once, even for two requests at the same moment.
 */
export const consumeRecoveryCode = async ({ db, userId, code }: { db: TDb; userId: string; code: string }) => {
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
};
