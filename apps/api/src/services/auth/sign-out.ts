import { hashRefreshToken } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';

/** Revokes the presented refresh token's whole family; unknown tokens are ignored so sign-out always succeeds. */
export const signOut = async ({ db, refreshToken }: { db: TDb; refreshToken: string }): Promise<void> => {
  const stored = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .executeTakeFirst();
  if (!stored) return;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', stored.family_id)
    .where('revoked_at', 'is', null)
    .execute();
};
