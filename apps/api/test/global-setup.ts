import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { startS3rver } from './helpers/s3rver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    /** The s3rver started for `TEST_STORAGE=s3` without `TEST_S3_ENDPOINT` ('' otherwise). */
    s3Endpoint: string;
  }
}

/**
 * initdb for a new PGlite costs seconds, so it happens once per run: migrate and seed one database
 * (pg-boss schema included), dump it, and let every test file start from a copy of that dump.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { SUPPORT_EMAIL: 'support@sello.test' });
  const boss = new PgBoss({ ...handle.jobsConnection, schema: 'pgboss' });
  await boss.start();
  await boss.stop({ graceful: false });
  if (!handle.pglite) throw new Error('expected an embedded database');
  // Uncompressed: every test file loads it, and gunzip cost each one a tenth of a second.
  const dump = await handle.pglite.dumpDataDir('none');
  const dir = fileURLToPath(new URL('../../../.test-data', import.meta.url));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDataDir', file);

  // The whole suite on S3-compatible storage: one s3rver for the run (buildTestApp gives each app its own bucket).
  if (process.env.TEST_STORAGE === 's3' && !process.env.TEST_S3_ENDPOINT) {
    const s3 = await startS3rver();
    project.provide('s3Endpoint', s3.endpoint);
    return () => s3.close();
  }
  project.provide('s3Endpoint', '');
}
