import { type Kysely, sql } from 'kysely';

/**
 * Request rate limits shared by every instance (`http/database-rate-limit-store.ts`): one row per route and
 * client, counting the hits of its current window. Rows whose window has ended are swept by a job.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('rate_limits')
    // The route's method and path, then a SHA-256 of the client key (its address): no addresses kept readable.
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
  // Nothing here is worth a WAL record: a crash forgets at most one window of counts.
  await sql`alter table rate_limits set unlogged`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('rate_limits').execute();
};
