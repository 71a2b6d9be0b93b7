import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Ends every session of the user: revokes all live refresh tokens (every family) and access tokens issued before now. */
export const revokeUserSessions = async (
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<void> => {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await db.updateTable('users').set({ sessions_valid_after: new Date() }).where('id', '=', userId).execute();
};
