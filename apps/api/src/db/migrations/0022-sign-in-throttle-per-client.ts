import { type Kysely, sql } from 'kysely';

/**
 * `auth_throttles` now holds two kinds of rows (`services/auth/account-throttle.ts`): `a:<account>` counts failures
 * on an account from everywhere, `c:<account>:<client>` backs one client (address, IPv6 /64, or trusted device)
 * off. The old rows (a bare account hash holding an account-wide lock) are dropped: those locks are what this
 * replaces. Rows idle for a day are swept by a job, which this index serves.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from auth_throttles`.execute(db);
  await db.schema.createIndex('auth_throttles_updated_at').on('auth_throttles').column('updated_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('auth_throttles_updated_at').execute();
};
