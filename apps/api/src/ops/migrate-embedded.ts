import { createHash } from 'node:crypto';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Transaction } from 'kysely';
import { migrateToLatest, type TDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { TStorage } from '../storage/storage.ts';

/** Rows copied per statement: a JSON array of this many rows at most. */
const BATCH_ROWS = 500;
/**
 * Migrations bookkeeping, which the target's own migrator writes, and what the target's triggers derive as the rows
 * are copied: file names for search and counts (migrations 0019, 0020; copied as well, they would collide or count
 * everything twice).
 */
const SKIPPED_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'order_file_names',
  'quote_file_names',
  'quote_counts',
  'dashboard_totals',
  'order_customer_emails',
]);

export type TMigrationReport = {
  tables: Array<{ table: string; rows: number }>;
  /** Files copied to the target store (none when they stay where they are), and files whose SHA-256 was checked. */
  files: { copied: number; bytes: number; verified: number };
};

type TFileStore = Pick<TStorage, 'openRead' | 'write'>;

const tablesOf = async (db: TDb): Promise<string[]> => {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.table_name).filter((table) => !SKIPPED_TABLES.has(table));
};

/** Tables in an order that inserts every referenced row before the rows that reference it. */
const inDependencyOrder = async (db: TDb, tables: string[]): Promise<string[]> => {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
};

const countRows = async (db: TDb | Transaction<Database>, table: string): Promise<number> => {
  const { rows } = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
};

/**
 * Copies one table through PostgreSQL's own JSON rendering: `json_agg` on the source and `json_populate_recordset`
 * on the target convert every type (timestamps, jsonb, arrays, numerics) the same way both ends, in batches, in a
 * stable order (ctid: the embedded database is not written while this runs).
 */
const copyTable = async (source: TDb, target: TDb | Transaction<Database>, table: string): Promise<number> => {
  // Generated columns (users.is_admin, from staff_role) are computed by the target; they cannot be written.
  const { rows: columnRows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(target);
  const columns = sql.join(columnRows.map((row) => sql.ref(row.column_name)));
  let copied = 0;
  for (;;) {
    const { rows } = await sql<{ batch: string | null }>`
      select json_agg(t)::text as batch from (
        select * from ${sql.table(table)} order by ctid limit ${BATCH_ROWS} offset ${copied}
      ) t`.execute(source);
    const batch = rows[0]?.batch;
    if (!batch) return copied;
    const size = (JSON.parse(batch) as unknown[]).length;
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)`.execute(target);
    copied += size;
    if (size < BATCH_ROWS) return copied;
  }
};

/** A pass-through stream that hashes what flows through it. */
const hashing = () => {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
};

/**
 * Moves an embedded installation (PGlite + local files) to PostgreSQL and another file store without loss: the
 * target is migrated to the same schema and must hold no data; every table is copied in foreign-key order and its
 * row count checked; every stored file is copied and its SHA-256 checked against the one recorded at upload (and
 * against what was read, for files without one). Throws on the first difference; the rows are copied in one
 * transaction, so a failed copy leaves the target empty (nothing is written to the source).
 *
 * The background queue (pg-boss's own schema) is not copied: its jobs only carry out what the app's tables record
 * (the outbox, translations), and the app re-sends what is unfinished at boot; schedules are made again at boot.
 */
export const migrateEmbedded = async ({
  source,
  target,
  sourceFiles,
  targetFiles,
  maxFileBytes,
  log = () => undefined,
}: {
  source: TDb;
  target: TDb;
  sourceFiles: TFileStore;
  /** Where the files go; null: they stay in the source store (each is still read and checked). */
  targetFiles: TFileStore | null;
  /** Larger than any stored file: the target store refuses beyond it. */
  maxFileBytes: number;
  log?: (line: string) => void;
}): Promise<TMigrationReport> => {
  await migrateToLatest(source);
  await migrateToLatest(target);
  const tables = await inDependencyOrder(target, await tablesOf(source));
  for (const table of tables) {
    if ((await countRows(target, table)) > 0) {
      throw new Error(`The target database is not empty (table ${table} has rows): use a new, empty database.`);
    }
  }

  const report: TMigrationReport = { tables: [], files: { copied: 0, bytes: 0, verified: 0 } };
  await target.transaction().execute(async (trx) => {
    for (const table of tables) {
      const rows = await copyTable(source, trx, table);
      const expected = await countRows(source, table);
      const landed = await countRows(trx, table);
      if (rows !== expected || landed !== expected) {
        throw new Error(`Table ${table}: ${expected} rows in the source, ${landed} in the target.`);
      }
      report.tables.push({ table, rows: landed });
      log(`  ${table}: ${landed} rows`);
    }
  });

  const files = await source
    .selectFrom('files')
    .select(['file_key', 'sha256', 'size'])
    .where('status', '=', 'uploaded')
    .orderBy('created_at')
    .execute();
  for (const file of files) {
    const written = targetFiles
      ? await targetFiles.write(file.file_key, await sourceFiles.openRead(file.file_key), maxFileBytes)
      : null;
    // What the target now holds, read back: the same bytes as were sent, and as were uploaded.
    const stored = hashing();
    await pipeline(
      await (targetFiles ?? sourceFiles).openRead(file.file_key),
      stored.stream,
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
    const digest = stored.digest();
    if ((written && digest !== written.sha256) || (file.sha256 !== null && file.sha256 !== digest)) {
      throw new Error(`File ${file.file_key}: its SHA-256 differs from the one recorded at upload.`);
    }
    if (written) {
      report.files.copied += 1;
      report.files.bytes += written.size;
    }
    report.files.verified += 1;
  }
  log(`  files: ${report.files.copied} copied (${report.files.bytes} bytes), ${report.files.verified} SHA-256 checked`);
  return report;
};
