import { type Kysely, sql } from 'kysely';

/**
 * Two-factor recovery codes (issue 30): ten one-time codes given when two-factor is turned on, each usable once in
 * place of an authenticator code at sign-in. Only their SHA-256 hashes are kept (the codes are random, so a plain
 * hash is enough); `used_at` marks a spent one. Making new codes deletes the old ones.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index two_factor_recovery_codes_user_hash_idx
    on two_factor_recovery_codes (user_id, code_hash)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('two_factor_recovery_codes').execute();
};
