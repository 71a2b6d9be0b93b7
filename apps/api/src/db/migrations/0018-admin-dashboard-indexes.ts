import { type Kysely, sql } from 'kysely';

/**
 * More indexes for the admin reads at scale (bench/admin-lists.mjs):
 * - the open orders' status and estimated delivery, with the list keys: the dashboard counts new and overdue orders
 *   and picks the ones that need action from this partial index alone, instead of reading every open order's row;
 * - quotes by id with their list position (`created_at`): a quote search's file matches are placed in the list
 *   without reading the (wide) quote rows.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index orders_open_status_idx on orders (status, estimated_delivery) include (created_at, id)
    where status not in ('COMPLETED', 'DELIVERED', 'CANCELLED')`.execute(db);
  await sql`create index quotes_id_created_idx on quotes (id) include (created_at)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists quotes_id_created_idx`.execute(db);
  await sql`drop index if exists orders_open_status_idx`.execute(db);
};
