import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { withDatabase } from './helpers/database-url.ts';
import { startS3rver } from './helpers/s3rver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: the migrated template's data directory dump. */
    templateDataDir: string;
    /** PostgreSQL run (TEST_DATABASE_URL set): the server's URL and the migrated template database's name. */
    templatePostgres: { url: string; template: string } | null;
    /** The s3rver started for `TEST_STORAGE=s3` without `TEST_S3_ENDPOINT` ('' otherwise). */
    s3Endpoint: string;
  }
}

const prepare = async (handle: TDatabaseHandle) => {
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { SUPPORT_EMAIL: 'support@sello.test' });
  const boss = new PgBoss({ ...handle.jobsConnection, schema: 'pgboss' });
  await boss.start();
  await boss.stop({ graceful: false });
};

/**
 * The database every test app starts from is migrated and seeded once per run.
 * - PGlite (default): initdb for a new PGlite costs seconds, so one database is migrated, dumped, and every test
 *   app starts from a copy of that dump.
 * - PostgreSQL (`TEST_DATABASE_URL=postgres://user@host:port/postgres`, a server the tests may create databases on,
 *   started by scripts/test.mjs): one template database is migrated, and every test app gets
 *   `CREATE DATABASE … TEMPLATE` (about 60 ms), dropped when it closes.
 */
/** The whole suite on S3-compatible storage: one s3rver for the run (buildTestApp gives each app its own bucket). */
const startStorage = async (project: TestProject): Promise<(() => Promise<void>) | undefined> => {
  if (process.env.TEST_STORAGE === 's3' && !process.env.TEST_S3_ENDPOINT) {
    const s3 = await startS3rver();
    project.provide('s3Endpoint', s3.endpoint);
    return () => s3.close();
  }
  project.provide('s3Endpoint', '');
  return undefined;
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `sello_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    // Stopping the run (Ctrl-C also stops the server) must not crash Vitest with an unhandled 'error' event.
    admin.on('error', () => {});
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ kind: 'postgres', connectionString: withDatabase(serverUrl, template) });
    try {
      await prepare(handle);
    } finally {
      // A template must have no connections when it is copied.
      await handle.close();
    }
    project.provide('templatePostgres', { url: serverUrl, template });
    project.provide('templateDataDir', '');
    const stopStorage = await startStorage(project);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      await stopStorage?.();
    };
  }

  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepare(handle);
  if (!handle.pglite) throw new Error('expected an embedded database');
  // Uncompressed: every test file loads it, and gunzip cost each one a tenth of a second.
  const dump = await handle.pglite.dumpDataDir('none');
  const dir = fileURLToPath(new URL('../../../.test-data', import.meta.url));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDataDir', file);
  project.provide('templatePostgres', null);
  const stopStorage = await startStorage(project);
  return async () => {
    await rm(file, { force: true });
    await stopStorage?.();
  };
}
