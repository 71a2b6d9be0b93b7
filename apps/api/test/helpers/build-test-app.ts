import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type TServerTimeouts } from '../../src/app.ts';
import type { TRateLimits } from '../../src/app-context.ts';
import { loadEnv, type TEnv } from '../../src/config/env.ts';
import { openDatabase, type TDb } from '../../src/db/database.ts';
import type { TDocumentAnalyzer } from '../../src/services/analysis/document-analyzer.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { TStorage } from '../../src/storage/storage.ts';
import { createBucket, S3RVER_KEY } from './s3rver.ts';

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  env: TEnv;
  /** The app's storage (same backend and configuration), for checking what is stored. */
  storage: TStorage;
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

/** A real app on a fresh in-memory PGlite copied from the migrated template. */
export const buildTestApp = async (
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<TRateLimits>;
    webDistDir?: string;
    analyzer?: TDocumentAnalyzer;
    /** Captures the log (with `env.LOG_LEVEL` above 'silent'). */
    logStream?: { write(line: string): void };
    timeouts?: Partial<TServerTimeouts>;
  } = {},
): Promise<TTestApp> => {
  const template = await readFile(inject('templateDataDir'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
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
    storage: createStorage(env, JWT_SECRET),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
