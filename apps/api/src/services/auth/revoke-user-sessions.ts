import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Revokes every live refresh token (all families) of the user: each of their sessions ends at its next refresh. */
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
};
