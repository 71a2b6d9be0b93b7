import { type Kysely, sql } from 'kysely';

/**
 * Deleting an account clears `user_id` on its orders, quotes, plans and uploads (ON DELETE SET NULL), which would
 * make them guest records that anyone holding their id may open. `owner_deleted_at`, set in the deletion's
 * transaction, keeps them staff-only (auth/assert-can-reach.ts) and tells the retention job to delete their files.
 */
const TABLES = ['orders', 'quotes', 'plans', 'files'] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column owner_deleted_at timestamptz`.execute(db);
  }
  await sql`create index orders_owner_deleted_idx on orders (owner_deleted_at) where owner_deleted_at is not null`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists orders_owner_deleted_idx`.execute(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column owner_deleted_at`.execute(db);
  }
};
