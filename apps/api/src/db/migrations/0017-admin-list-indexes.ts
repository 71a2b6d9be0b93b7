import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the admin lists at scale (bench/admin-lists.mjs: 100,000 orders, p99 < 100 ms on PostgreSQL):
 * - newest-first pages of orders and quotes read an index in list order (`created_at desc, id desc`, the lists'
 *   exact ordering), also per order status;
 * - quotes by derived status (status, expires_at);
 * - a quote found by the start of its id (`quotes.id::text like 'ab12%'`) through a text_pattern_ops index;
 * - the dashboard: open orders (new or overdue ones are open) through a partial index, and distinct customer emails
 *   read from an index on the plain column — order emails are stored lower-cased (the API's email schema lower-cases
 *   them; rows written otherwise are normalised here);
 * - substring search (`ILIKE '%…%'`) on the order number, customer email, customer name and file names through
 *   pg_trgm GIN indexes. pg_trgm ships with PostgreSQL's contrib (a trusted extension: a database owner may create
 *   it) and with PGlite (loaded by `openDatabase`). Where it is not available, or the role may not create it, the
 *   trigram indexes are skipped: search still works, by scanning.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index orders_created_id_idx on orders (created_at desc, id desc)`.execute(db);
  // Replaced by the index above (same leading column).
  await sql`drop index if exists orders_created_idx`.execute(db);
  await sql`create index orders_status_created_id_idx on orders (status, created_at desc, id desc)`.execute(db);
  await sql`create index orders_open_idx on orders (created_at)
    where status not in ('COMPLETED', 'DELIVERED', 'CANCELLED')`.execute(db);
  await sql`update orders set customer_email = lower(customer_email) where customer_email <> lower(customer_email)`.execute(
    db,
  );
  await sql`create index orders_customer_email_key_idx on orders (customer_email)`.execute(db);
  await sql`create index quotes_created_id_idx on quotes (created_at desc, id desc)`.execute(db);
  // The quotes list's status filter (EXPIRED is derived from expires_at), its count and the quote stats
  // (countQuoteStats: status, expires_at, selected_service) from the index alone.
  await sql`create index quotes_status_expires_idx on quotes (status, expires_at) include (selected_service)`.execute(
    db,
  );
  await sql`create index quotes_id_text_idx on quotes ((id::text) text_pattern_ops)`.execute(db);

  const { rows } = await sql<{ installed: boolean; possible: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE') as possible`.execute(db);
  const trigram = rows[0];
  if (!trigram?.installed && !trigram?.possible) return;
  if (!trigram.installed) await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index orders_number_trgm_idx on orders using gin (order_number gin_trgm_ops)`.execute(db);
  await sql`create index orders_email_trgm_idx on orders using gin (customer_email gin_trgm_ops)`.execute(db);
  await sql`create index orders_name_trgm_idx on orders
    using gin ((customer_first_name || ' ' || customer_last_name) gin_trgm_ops)`.execute(db);
  await sql`create index files_name_trgm_idx on files using gin (original_name gin_trgm_ops)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of [
    'files_name_trgm_idx',
    'orders_name_trgm_idx',
    'orders_email_trgm_idx',
    'orders_number_trgm_idx',
    'quotes_id_text_idx',
    'quotes_status_expires_idx',
    'quotes_created_id_idx',
    'orders_status_created_id_idx',
    'orders_customer_email_key_idx',
    'orders_open_idx',
  ]) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`create index if not exists orders_created_idx on orders (created_at)`.execute(db);
  await sql`drop index if exists orders_created_id_idx`.execute(db);
};
