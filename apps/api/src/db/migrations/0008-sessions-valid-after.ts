import type { Kysely } from 'kysely';

/** Access tokens issued before this moment are refused (set when a password is reset or changed). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').addColumn('sessions_valid_after', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute();
};
