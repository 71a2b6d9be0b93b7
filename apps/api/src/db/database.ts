import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { migrations } from './migrations/index.ts';
import { withPreparedStatements, withPreparedStatementsPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type TDb = Kysely<Database>;

export type TDatabaseHandle = {
  db: TDb;
  /** How pg-boss reaches the same database: the shared PGlite instance, or its own pool on DATABASE_URL. */
  jobsConnection:
    | { db: ReturnType<typeof fromPglite>; backend: 'pglite' }
    | { connectionString: string; connectionTimeoutMillis: number; query_timeout: number; keepAlive: boolean };
  /** Set for the embedded database; tests use it to snapshot a migrated template. */
  pglite: PGlite | null;
  close: () => Promise<void>;
};

/**
 * How long to wait for PostgreSQL before counting it unreachable: for a connection (a server that does not answer
 * at all, say across a broken network, would otherwise leave requests waiting forever) and for a statement's answer.
 * Every statement a request or job runs takes milliseconds; the longest waits are for row locks. Requests then
 * answer 503 (http/error-handler.ts) instead of hanging. pg-boss's pool gets a minute: its maintenance deletes old
 * jobs in bulk, and its bound only has to free a worker stuck on a silent connection.
 */
export const DATABASE_WAIT = { connectMs: 5_000, queryMs: 15_000, jobQueueQueryMs: 60_000 } as const;

type TOpenOptions =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File };

/** The one way to reach the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite. */
export const openDatabase = async (options: TOpenOptions): Promise<TDatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: 10,
      connectionTimeoutMillis: DATABASE_WAIT.connectMs,
      keepAlive: true,
    });
    // An idle connection the server ends (a restart, a failover, a terminated backend) is dropped by the pool and the
    // next query opens a new one; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: withPreparedStatementsPool(pool, { queryTimeoutMs: DATABASE_WAIT.queryMs }),
      }),
    });
    return {
      db,
      jobsConnection: {
        connectionString: options.connectionString,
        connectionTimeoutMillis: DATABASE_WAIT.connectMs,
        query_timeout: DATABASE_WAIT.jobQueueQueryMs,
        keepAlive: true,
      },
      pglite: null,
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // Trigram indexes for the admin searches (migration 0017).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  return {
    db,
    // Kysely's PGlite driver takes PGlite's exclusive transaction lock, and plain PGlite queries wait for it,
    // so pg-boss statements never run inside one of our transactions.
    jobsConnection: { db: fromPglite(pglite), backend: 'pglite' },
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
};

export const openDatabaseFromEnv = (env: { DATABASE_URL?: string | undefined; DATA_DIR: string }) =>
  env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'db') });

/** An arbitrary constant of Sello's: the advisory lock that makes instances starting together migrate one at a time. */
export const MIGRATION_LOCK_ID = 7_146_223_801;

const runMigrations = async (db: TDb): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
};

/**
 * Applies the migrations not yet applied; returns their names. On PostgreSQL the whole run, bookkeeping tables
 * included, holds a session advisory lock on one connection, so instances started together wait for each other: the
 * first migrates, the others find nothing left to do. PGlite lives in one process, where Kysely's driver already
 * runs one statement at a time.
 */
export const migrateToLatest = async (db: TDb): Promise<string[]> => {
  if (!db.getExecutor().adapter.supportsMultipleConnections) return runMigrations(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      return await runMigrations(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
};
