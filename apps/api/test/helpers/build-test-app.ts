import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type TServerTimeouts } from '../../src/app.ts';
import type { TRateLimits } from '../../src/app-context.ts';
import { loadEnv, type TEnv } from '../../src/config/env.ts';
import { openDatabase, type TDatabaseHandle, type TDb } from '../../src/db/database.ts';
import type { TDocumentAnalyzer } from '../../src/services/analysis/document-analyzer.ts';

export type TTestApp = { app: FastifyInstance; db: TDb; env: TEnv; close: () => Promise<void> };

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
    /** A database of the test's own (migrated and seeded), instead of a fresh copy of the template. */
    database?: TDatabaseHandle;
  } = {},
): Promise<TTestApp> => {
  const database =
    options.database ??
    (await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: new Blob([await readFile(inject('templateDataDir'))]),
    }));
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
