import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { withDatabase } from './helpers/database-url.ts';
import { customerInfo, words } from './helpers/journey.ts';
import { createBucket, S3RVER_KEY, startS3rver, type TS3Server } from './helpers/s3rver.ts';

/** The PostgreSQL server of the API suite's second run (scripts/test.mjs starts it). */
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ADMIN = { email: 'staff@two.test', password: 'staff-password-1' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

type TInstance = { name: string; url: string; child: ChildProcess; dataDir: string };
const instances: TInstance[] = [];
let s3: TS3Server | null = null;
let database: TDatabaseHandle | null = null;
let databaseName = '';

/** One API process on its own port and its own DATA_DIR (nothing shared on disk), ready when /api/ready says so. */
const startInstance = async (name: string, env: Record<string, string>): Promise<TInstance> => {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `sello-${name}-`));
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const instance = { name, url, child, dataDir };
  instances.push(instance);
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${errors.join('')}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => null);
    if (ready?.ok) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} was not ready within 30 s: ${errors.join('')}`);
};

const call = async (instance: TInstance, method: string, url: string, body?: unknown, token?: string) => {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  const json = text.startsWith('{') ? JSON.parse(text) : null;
  return { status: res.status, json, text, location: res.headers.get('location') };
};

/** Presign on one instance, then PUT the bytes straight to the bucket (as a browser does). */
const upload = async (instance: TInstance, body: string, extra: Record<string, unknown> = {}, token?: string) => {
  const presign = await call(
    instance,
    'POST',
    '/api/uploads/presigned-url',
    { files: [{ filename: 'letter.txt', contentType: 'text/plain', size: Buffer.byteLength(body) }], ...extra },
    token,
  );
  expect(presign.status, presign.text).toBe(200);
  const [target] = presign.json.uploads;
  const put = await fetch(target.uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body });
  expect(put.status).toBe(200);
  return target.fileKey as string;
};

afterAll(async () => {
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await new Promise((resolve) => instance.child.once('exit', resolve));
    }
    await rm(instance.dataDir, { recursive: true, force: true });
  }
  await s3?.close();
  await database?.close();
  if (serverUrl && databaseName) {
    const admin = await openDatabase({ kind: 'postgres', connectionString: serverUrl });
    await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin.db);
    await admin.close();
  }
});

describe('two instances on one PostgreSQL and one bucket', () => {
  it.skipIf(!serverUrl)(
    'share the journey: upload on A, quote on B, checkout on A, staff complete on B, download from A; jobs run once; killing A loses nothing',
    async () => {
      databaseName = `two_instances_${process.pid}_${Date.now()}`;
      const admin = await openDatabase({ kind: 'postgres', connectionString: serverUrl as string });
      await sql`create database ${sql.id(databaseName)}`.execute(admin.db);
      await admin.close();
      const databaseUrl = withDatabase(serverUrl as string, databaseName);
      s3 = await startS3rver();
      await createBucket(s3.endpoint, 'sello-shared');
      const env = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'two-instances-secret-two-instances-secret-0123',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SUPPORT_EMAIL: 'support@two.test',
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'sello-shared',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
        S3_FORCE_PATH_STYLE: 'true',
        SHUTDOWN_JOBS_SECONDS: '2',
      };
      // Started together: one migrates (advisory lock), both seed and ensure the admin without failing.
      const [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
      if (!a || !b) throw new Error('instances did not start');

      const sourceKey = await upload(a, words(300));
      const analysed = await call(b, 'POST', '/api/analyze/document', { fileKey: sourceKey, filename: 'letter.txt' });
      expect(analysed.status, analysed.text).toBe(200);
      expect(analysed.json.analysis.wordCount).toBe(300);
      const quote = await call(b, 'POST', '/api/quotes', {
        files: [{ fileKey: sourceKey }],
        sourceLanguage: 'english',
        targetLanguage: 'spanish',
        sessionId: 'two-instances',
      });
      expect(quote.status, quote.text).toBe(201);
      const order = await call(a, 'POST', '/api/orders', {
        quoteId: quote.json.quote.quoteId,
        serviceType: 'professional',
        customerInfo,
      });
      expect(order.status, order.text).toBe(201);
      const { orderId } = order.json.order;

      const signIn = await call(b, 'POST', '/api/auth/signin', ADMIN);
      expect(signIn.status, signIn.text).toBe(200);
      const token = signIn.json.tokens.accessToken as string;
      const translatedKey = await upload(b, 'hola '.repeat(300), { fileType: 'TRANSLATED', orderId }, token);
      const complete = await call(
        b,
        'POST',
        `/api/admin/orders/${orderId}/complete`,
        { translatedFileKeys: [translatedKey], message: 'Here you are' },
        token,
      );
      expect(complete.status, complete.text).toBe(200);

      // The customer, from A: the order page's link → A's signed route → the bucket's presigned GET.
      const page = await call(a, 'GET', `/api/orders/${orderId}`);
      const delivered = page.json.order.files.find((file: { fileKey: string }) => file.fileKey === translatedKey);
      const link = await call(a, 'GET', delivered.downloadUrl);
      expect(link.status).toBe(302);
      expect(await (await fetch(link.location as string)).text()).toBe('hola '.repeat(300));

      // The completion email was queued by B's request and delivered by one worker of the two, once.
      database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl });
      const db = database.db;
      const completionEmail = async () =>
        db
          .selectFrom('outbox')
          .select(['status', 'attempts'])
          .where('dedupe_key', '=', `order-completed:${orderId}`)
          .execute();
      for (let waited = 0; waited < 15_000; waited += 250) {
        if ((await completionEmail()).every((row) => row.status === 'stored')) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await completionEmail()).toEqual([{ status: 'stored', attempts: 1 }]);

      // A dies mid-journey (no shutdown at all) right after acknowledging a second order: B has all of it.
      const secondKey = await upload(a, words(120));
      const secondQuote = await call(a, 'POST', '/api/quotes', {
        files: [{ fileKey: secondKey }],
        sourceLanguage: 'english',
        targetLanguage: 'spanish',
        sessionId: 'two-instances',
      });
      const second = await call(a, 'POST', '/api/orders', {
        quoteId: secondQuote.json.quote.quoteId,
        serviceType: 'sworn',
        customerInfo,
      });
      expect(second.status, second.text).toBe(201);
      a.child.kill('SIGKILL');
      await new Promise((resolve) => a.child.once('exit', resolve));
      const onB = await call(b, 'GET', `/api/admin/orders/${second.json.order.orderId}`, undefined, token);
      expect(onB.status, onB.text).toBe(200);
      expect(onB.json.order.sourceFiles.map((file: { fileKey: string }) => file.fileKey)).toEqual([secondKey]);
      const zip = await call(b, 'POST', `/api/admin/orders/${second.json.order.orderId}/zip`, undefined, token);
      expect(zip.status, zip.text).toBe(200);
      expect((await call(b, 'GET', zip.json.downloadUrl)).status).toBe(200);
    },
    120_000,
  );
});
