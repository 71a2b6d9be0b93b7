import { type Kysely, sql } from 'kysely';

/**
 * When the customer deleted the order's documents (issue 32: "Delete my documents now", or their account's deletion):
 * the order page says so, and a deleted file's download answers that it went at their request. Null otherwise (the
 * retention job's deletions leave it null).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders add column documents_deleted_at timestamptz`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders drop column documents_deleted_at`.execute(db);
};
