import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TServerTimeouts } from '../../src/app.ts';
import type { TRateLimits } from '../../src/app-context.ts';
import { createTokenKeys, type TTokenKeys } from '../../src/auth/tokens.ts';
import { loadEnv, type TEnv } from '../../src/config/env.ts';
import { openDatabase, type TDatabaseHandle, type TDb } from '../../src/db/database.ts';
import type { TDocumentAnalyzer } from '../../src/services/analysis/document-analyzer.ts';
import { createSettingsReader, type TSettingsReader } from '../../src/services/settings/settings.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { TStorage } from '../../src/storage/storage.ts';
import { withDatabase } from './database-url.ts';
import { createBucket, S3RVER_KEY } from './s3rver.ts';

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
export const openTestDatabase = async (
  options: {
    /** PostgreSQL only: the app reaches its database through this relay (say a TCP gate that an outage test cuts). */
    via?: { host: string; port: number };
  } = {},
): Promise<TDatabaseHandle> => {
  const server = inject('templatePostgres');
  if (!server) {
    const template = await readFile(inject('templateDataDir'));
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
  }
  const name = `sello_test_${randomBytes(6).toString('hex')}`;
  // PostgreSQL 15's default strategy (WAL_LOG) copies the template in about 60 ms here; FILE_COPY, which
  // checkpoints first, took 160 ms.
  await onServer(server.url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${server.template}`));
  const url = new URL(withDatabase(server.url, name));
  if (options.via) {
    url.hostname = options.via.host;
    url.port = String(options.via.port);
  }
  const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
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

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  env: TEnv;
  /** The app's storage (same backend and configuration), for checking what is stored. */
  storage: TStorage;
  /** Reads the settings as the app does (support-address fallback: SUPPORT_EMAIL). */
  readSettings: TSettingsReader;
  /** The keys the app derives from its JWT secret (sealed secrets at rest). */
  keys: TTokenKeys;
  close: () => Promise<void>;
};

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * The storage a test app uses: local by default. `TEST_STORAGE=s3` runs it on S3-compatible storage instead: at
 * `TEST_S3_ENDPOINT` (with `TEST_S3_ACCESS_KEY_ID`/`TEST_S3_SECRET_ACCESS_KEY`, `TEST_S3_REGION`; s3rver's keys and
 * us-east-1 by default), or on the s3rver global-setup.ts starts on loopback; every app gets a new bucket. A test's own `STORAGE`
 * env wins.
 */
export const testStorageEnv = async (env: Record<string, string> = {}): Promise<Record<string, string>> => {
  const storage = env.STORAGE ?? process.env.TEST_STORAGE ?? 'local';
  if (storage !== 's3' || env.S3_BUCKET) return {};
  const endpoint = env.S3_ENDPOINT || process.env.TEST_S3_ENDPOINT || inject('s3Endpoint');
  if (!endpoint) throw new Error('TEST_STORAGE=s3 needs TEST_S3_ENDPOINT or the s3rver of global-setup.ts');
  const bucket = `sello-test-${randomUUID()}`;
  const credentials = {
    accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? S3RVER_KEY,
    secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? S3RVER_KEY,
  };
  const region = process.env.TEST_S3_REGION ?? 'us-east-1';
  await createBucket(endpoint, bucket, { ...credentials, region });
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
};

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
    /** Wraps the app's storage (`t.storage` stays the unwrapped one), e.g. to watch what the app reads. */
    wrapStorage?: (storage: TStorage) => TStorage;
    /** Sees the sign-in throttle's slowdowns; tests never wait them out. */
    signInSlowdown?: (milliseconds: number) => Promise<void>;
  } = {},
): Promise<TTestApp> => {
  const database = options.database ?? (await openTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sello-test-')),
    SUPPORT_EMAIL: 'support@sello.test',
    ...(await testStorageEnv(options.env)),
    ...options.env,
  });
  const generous = { max: 10_000, timeWindow: '1 minute' };
  const app = await buildApp({
    env,
    database,
    jwtSecret: JWT_SECRET,
    webDistDir: options.webDistDir ?? null,
    ...(options.analyzer ? { analyzer: options.analyzer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.wrapStorage ? { storage: options.wrapStorage(createStorage(env, JWT_SECRET)) } : {}),
    signInSlowdown: options.signInSlowdown ?? (async () => {}),
    rateLimits: {
      authentication: generous,
      refreshToken: generous,
      contact: generous,
      leads: generous,
      analysis: generous,
      staffWork: generous,
      ...options.rateLimits,
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    env,
    storage: createStorage(env, JWT_SECRET),
    readSettings: createSettingsReader(database.db, env.SUPPORT_EMAIL),
    keys: createTokenKeys(JWT_SECRET),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
