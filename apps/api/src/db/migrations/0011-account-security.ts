import { type Kysely, sql } from 'kysely';

/**
 * Per-account sign-in throttling (one row per normalised email, known or not, so the answer never tells them
 * apart), admins' optional TOTP two-factor, and the one-time promotion of an existing account by ADMIN_EMAIL.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('auth_throttles')
    // SHA-256 of the normalised email: unknown addresses are throttled too, without keeping them readable.
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('users')
    // Both secrets are AES-256-GCM ciphertexts (key derived from the JWT secret); pending until confirmed by a code.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    // The last 30-second step whose code was accepted: a code is never accepted twice.
    .addColumn('totp_last_step', 'bigint')
    // Set when ADMIN_PROMOTE_EXISTING made this account admin: that happens once, never again at a later boot.
    .addColumn('admin_promoted_at', 'timestamptz')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('users')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_last_step')
    .dropColumn('admin_promoted_at')
    .execute();
  await db.schema.dropTable('auth_throttles').execute();
};
