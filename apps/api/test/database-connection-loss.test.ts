import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { waitFor } from './helpers/wait.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let handle: TDatabaseHandle | null = null;
afterAll(async () => {
  await handle?.close();
});

const backendPid = async (db: TDatabaseHandle['db']) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

describe('a lost PostgreSQL connection', () => {
  it.skipIf(!serverUrl)('an idle connection the server ends is replaced, and the process does not crash', async () => {
    handle = await openDatabase({ kind: 'postgres', connectionString: serverUrl as string });
    const first = await backendPid(handle.db);
    // The server ends that (now idle) connection, as a restart or failover would.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [first]);
    await admin.end();
    // The next queries get a new connection (a query that meets the dying one before the pool drops it may fail).
    const next = await waitFor(
      () => backendPid((handle as TDatabaseHandle).db).catch(() => undefined),
      (pid) => pid !== first,
    );
    expect(next).not.toBe(first);
  });
});
