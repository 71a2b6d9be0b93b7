import { type Kysely, sql } from 'kysely';

/**
 * The admin searches' pg_trgm GIN indexes (migrations 0017, 0019) without GIN's pending list. With it (`fastupdate`,
 * the default) new rows' entries wait in an unsorted list, up to `gin_pending_list_limit` (4 MB), that every search
 * reads through until a vacuum merges it: after 100,000 orders were written, a search by last name took 90 ms in
 * psql instead of 6–14 ms once the list was merged, and 140–200 ms at p99 in bench/admin-lists.mjs. Orders and files
 * are written a few at a time and searched while someone waits, so each write now updates the index itself; the
 * entries already pending are merged here.
 */
const TRIGRAM_INDEXES = [
  'orders_number_trgm_idx',
  'orders_email_trgm_idx',
  'orders_name_trgm_idx',
  'files_name_trgm_idx',
  'order_file_names_trgm_idx',
  'quote_file_names_trgm_idx',
];

/** The ones this database has: where pg_trgm was not available they were never created. */
const existingIndexes = async (db: Kysely<unknown>): Promise<string[]> => {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relkind = 'i' and relname = any(${TRIGRAM_INDEXES}) and pg_table_is_visible(oid)`.execute(db);
  return rows.map((row) => row.name);
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of await existingIndexes(db)) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of await existingIndexes(db)) {
    await sql`alter index ${sql.ref(index)} reset (fastupdate)`.execute(db);
  }
};
