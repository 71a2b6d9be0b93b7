import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { createBucket, S3RVER_KEY, startS3rver } from './helpers/s3rver.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/ops/migrate-embedded-cli.ts', import.meta.url));
/** A PostgreSQL server to migrate to (the test script starts one for the API suite's PostgreSQL run). */
const serverUrl = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'migrate-test-secret-migrate-test-secret-0123456789';

const createdDatabases: string[] = [];
let stopS3: (() => Promise<void>) | null = null;
afterAll(async () => {
  await stopS3?.();
  if (!serverUrl || createdDatabases.length === 0) return;
  const admin = await openDatabase({ kind: 'postgres', connectionString: serverUrl });
  for (const name of createdDatabases) await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
  await admin.close();
});

const newDatabase = async (): Promise<string> => {
  const admin = await openDatabase({ kind: 'postgres', connectionString: serverUrl as string });
  const name = `migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
  createdDatabases.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('npm run migrate-embedded', () => {
  it.skipIf(!serverUrl)(
    'moves a populated embedded installation to PostgreSQL and S3; the site works there with everything intact',
    async () => {
      // An embedded installation with data: a customer, an order with its files, a plan, settings changed.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'sello-embedded-'));
      // Embedded means local files, whatever storage the rest of the run uses.
      const env = { DATA_DIR: dataDir, JWT_SECRET, STORAGE: 'local' };
      const embedded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await migrateToLatest(embedded.db);
      await seedDatabase(embedded.db, { SUPPORT_EMAIL: 'support@sello.test' });
      const before = await buildTestApp({ env, database: embedded });
      const customerToken = await signUpCustomer(before.app, 'mover@example.com');
      const asCustomer = { authorization: `Bearer ${customerToken}` };
      const letter = await uploadFile(before.app, {
        filename: 'letter.txt',
        contentType: 'text/plain',
        body: words(300),
      });
      const quote = await createFileQuote(before.app, [letter.fileKey]);
      const order = await before.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: asCustomer,
        payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
      });
      expect(order.statusCode, order.body).toBe(201);
      const { orderId } = order.json().order;
      const plan = await before.app.inject({
        method: 'POST',
        url: '/api/planner/generate',
        headers: asCustomer,
        payload: { country: 'ES', visa_type: 'DNV', consulate: 'chicago', answers: { monthly_income_amount: 4000 } },
      });
      expect(plan.statusCode, plan.body).toBe(201);
      const counts = async (db: typeof embedded.db) =>
        Object.fromEntries(
          await Promise.all(
            ['users', 'orders', 'files', 'quotes', 'plans', 'settings'].map(async (table) => {
              const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
                db,
              );
              return [table, Number(rows[0]?.n)];
            }),
          ),
        );
      const sourceCounts = await counts(embedded.db);
      await before.close(); // the site is stopped before the move

      const target = await newDatabase();
      const s3 = await startS3rver();
      stopS3 = s3.close;
      await createBucket(s3.endpoint, 'sello-moved');
      const s3Env = {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'sello-moved',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      };
      const { stdout } = await run(process.execPath, [CLI, '--to', target, '--storage', 's3'], {
        env: {
          ...process.env,
          ...s3Env,
          DATA_DIR: dataDir,
          JWT_SECRET,
          SUPPORT_EMAIL: 'support@sello.test',
          NODE_ENV: 'test',
        },
      });
      expect(stdout).toMatch(/row counts equal/);
      expect(stdout).toMatch(/files: 1 copied \(\d+ bytes\), 1 SHA-256 checked/);

      // The same site on PostgreSQL and S3: the customer signs in, sees the order and its file; staff download it.
      const postgres = await openDatabase({ kind: 'postgres', connectionString: target });
      const after = await buildTestApp({ env: { ...env, STORAGE: 's3', ...s3Env }, database: postgres });
      try {
        expect(await counts(postgres.db)).toEqual(sourceCounts);
        const signIn = await after.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'mover@example.com', password: 'customer-password' },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const mine = await after.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { authorization: `Bearer ${signIn.json().tokens.accessToken}` },
        });
        expect(mine.statusCode, mine.body).toBe(200);
        expect(mine.json().order.files.map((file: { filename: string }) => file.filename)).toEqual(['letter.txt']);
        const adminToken = await signInAdmin(after.app, after.db);
        const download = await after.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}/files/${letter.fileKey}/download?format=json`,
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(download.statusCode, download.body).toBe(200);
        const file = await fetch(download.json().downloadUrl);
        expect(await file.text()).toBe(words(300));
      } finally {
        await after.close();
      }
    },
    90_000,
  );

  it('refuses a target that is not a PostgreSQL URL, with the usage', async () => {
    const failure = await run(process.execPath, [CLI, '--to', 'mysql://x'], {
      env: { ...process.env, DATA_DIR: tmpdir() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toMatch(/--to must be a postgres:\/\/ URL/);
  });
});
