import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TServerTimeouts } from '../../src/app.ts';
import type { TRateLimits } from '../../src/app-context.ts';
import { loadEnv, type TEnv } from '../../src/config/env.ts';
import { openDatabase, type TDatabaseHandle, type TDb } from '../../src/db/database.ts';
import type { TDocumentAnalyzer } from '../../src/services/analysis/document-analyzer.ts';
import { withDatabase } from './database-url.ts';

/** Runs statements on the PostgreSQL server's maintenance database, on a connection of its own. */
const onServer = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * Drops a test database once its connections are gone. pg's `pool.end()` resolves before its sockets have closed:
 * forcing the drop at once would terminate connections that are still closing, and pg reports that as an
 * unhandled error. So: wait (up to 5 s) for the database's last backend to leave, then drop, by force if need be.
 */
const dropTestDatabase = (url: string, name: string) =>
  onServer(url, async (client) => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

/**
 * A fresh database migrated like production, for one test app: an in-memory PGlite loaded from the template's
 * dump, or — when the run has a PostgreSQL server (TEST_DATABASE_URL, see global-setup.ts) — a database of its own
 * copied from the template database, dropped on close.
 */
export const openTestDatabase = async (): Promise<TDatabaseHandle> => {
  const server = inject('templatePostgres');
  if (!server) {
    const template = await readFile(inject('templateDataDir'));
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
  }
  const name = `sello_test_${randomBytes(6).toString('hex')}`;
  // PostgreSQL 15's default strategy (WAL_LOG) copies the template in about 60 ms here; FILE_COPY, which
  // checkpoints first, took 160 ms.
  await onServer(server.url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${server.template}`));
  const handle = await openDatabase({ kind: 'postgres', connectionString: withDatabase(server.url, name) });
  let closed: Promise<void> | null = null;
  return {
    ...handle,
    close: () => {
      closed ??= (async () => {
        await handle.close();
        await dropTestDatabase(server.url, name);
      })();
      return closed;
    },
  };
};

export type TTestApp = { app: FastifyInstance; db: TDb; env: TEnv; close: () => Promise<void> };

/** A real app on a fresh database copied from the migrated template (see openTestDatabase). */
export const buildTestApp = async (
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<TRateLimits>;
    webDistDir?: string;
    analyzer?: TDocumentAnalyzer;
    /** Captures the log (with `env.LOG_LEVEL` above 'silent'). */
    logStream?: { write(line: string): void };
    timeouts?: Partial<TServerTimeouts>;
    /** A database of the test's own (migrated and seeded), instead of a fresh copy of the template. */
    database?: TDatabaseHandle;
  } = {},
): Promise<TTestApp> => {
  const database = options.database ?? (await openTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sello-test-')),
    SUPPORT_EMAIL: 'support@sello.test',
    ...options.env,
  });
  const generous = { max: 10_000, timeWindow: '1 minute' };
  const app = await buildApp({
    env,
    database,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    webDistDir: options.webDistDir ?? null,
    ...(options.analyzer ? { analyzer: options.analyzer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    rateLimits: {
      authentication: generous,
      refreshToken: generous,
      contact: generous,
      leads: generous,
      analysis: generous,
      ...options.rateLimits,
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
