import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAnalysisPool } from '@sello/analysis/analysis-pool';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv, type TEnv } from '../src/config/env.ts';
import type { TDatabaseHandle, TDb } from '../src/db/database.ts';
import { createLibreTranslateClient } from '../src/integrations/libretranslate-client.ts';
import { startJobQueue, TRANSLATION_JOB_OPTIONS } from '../src/jobs/job-queue.ts';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import { dispatchTranslation } from '../src/services/translations/dispatch-translations.ts';
import { TranslationJobError, translateOrderFile } from '../src/services/translations/translate-order-file.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { buildTestApp, openTestDatabase, type TTestApp } from './helpers/build-test-app.ts';
import { answerJson, fakeTranslate, providerAnswers, startFakeServer } from './helpers/fake-mt-provider.ts';
import { createFileQuote, customerInfo, uploadFile } from './helpers/journey.ts';
import { waitFor } from './helpers/wait.ts';

const CORPUS = '/work/shared/corpus/files';
const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const corpusFile = async (name: string, contentType: string) => ({
  filename: name,
  contentType,
  body: await readFile(path.join(CORPUS, name)),
});
const TXT_BODY = 'Certificate of birth.\n\nThe undersigned certifies that Jane Doe was born in Chicago.';
const txtFile = () => ({ filename: 'certificate.txt', contentType: 'text/plain', body: TXT_BODY });
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const placeOrder = async (app: FastifyInstance, files: Array<Parameters<typeof uploadFile>[1]>) => {
  const keys: string[] = [];
  for (const file of files) keys.push((await uploadFile(app, file)).fileKey);
  const quote = await createFileQuote(app, keys);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { orderId: res.json().order.orderId as string, fileKeys: keys };
};

const adminToken = async (app: FastifyInstance, db: TDb) => {
  await ensureFirstAdmin({ db, adminEmail: 'boss@sello.test', adminPassword: 'boss-password', fallbackDomain: 'x' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'boss@sello.test', password: 'boss-password' },
  });
  return res.json().tokens.accessToken as string;
};

const rowsOf = (db: TDb, orderId: string) =>
  db.selectFrom('translations').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
const allFinished = (rows: Array<{ finished_at: Date | null }>) =>
  rows.length > 0 && rows.every((row) => row.finished_at !== null);

type TJobRow = { id: string; state: string; singleton_key: string | null; data: { translationId: string } };
const translationJobs = async (db: TDb) =>
  (
    await sql<TJobRow>`select id, state, singleton_key, data from pgboss.job where name = 'translate-order-file'`.execute(
      db,
    )
  ).rows;

describe('without a machine-translation provider', () => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await adminToken(t.app, t.db);
  });
  afterAll(() => t.close());

  const getTranslations = (orderId: string, auth = true) =>
    t.app.inject({
      url: `/api/admin/orders/${orderId}/translations`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });

  it('sends one job per source file with the order, extracts each to HTML and marks translation not configured', async () => {
    const { orderId, fileKeys } = await placeOrder(t.app, [
      await corpusFile('category-level.docx', DOCX_TYPE),
      await corpusFile('issue14497.pdf', 'application/pdf'),
      txtFile(),
    ]);
    const rows = await rowsOf(t.db, orderId);
    expect(rows).toHaveLength(3);
    const jobs = (await translationJobs(t.db)).filter((job) => rows.some((row) => row.id === job.data.translationId));
    expect(jobs).toHaveLength(3);
    for (const job of jobs) expect(job.singleton_key).toBe(job.data.translationId);

    await waitFor(() => rowsOf(t.db, orderId), allFinished, 60_000);
    const res = await getTranslations(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ orderId, sourceLanguage: 'english', targetLanguage: 'spanish', provider: null });
    expect(body.translations.map((entry: { fileKey: string }) => entry.fileKey)).toEqual(fileKeys);
    const [docx, pdf, txt] = body.translations;
    for (const entry of body.translations) {
      expect(entry).toMatchObject({
        extractionStatus: 'done',
        extractionError: null,
        translationStatus: 'not_configured',
        translationError: null,
        provider: null,
        attempts: 1,
        finished: true,
        translatedHtml: null,
      });
    }
    expect(docx.filename).toBe('category-level.docx');
    expect(docx.extractedHtml).toContain('<h1>A Heading 1</h1>');
    expect(docx.extractedHtml).toMatch(/<ul><li>A top level list item<ul><li>Next level<\/li>/);
    expect(docx.extractedHtml).toContain('Call me Ishmael.');
    expect(pdf.extractedHtml).toMatch(/^<section data-page="1">\n<p>/);
    expect(txt.extractedHtml).toBe(
      '<p>Certificate of birth.</p>\n<p>The undersigned certifies that Jane Doe was born in Chicago.</p>',
    );
  });

  it('records a file whose text cannot be read as an extraction failure, and skips its translation', async () => {
    const { orderId } = await placeOrder(t.app, [await corpusFile('bug1020226.pdf', 'application/pdf')]);
    const [row] = await waitFor(() => rowsOf(t.db, orderId), allFinished, 30_000);
    expect(row).toMatchObject({ extraction_status: 'failed', translation_status: 'skipped', extracted_html: null });
    expect(row?.extraction_error).toMatch(/^No text could be extracted: /);
  });

  it('answers 404 for an unknown order and refuses anonymous callers', async () => {
    const missing = await getTranslations('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    expect((await getTranslations('00000000-0000-4000-8000-000000000000', false)).statusCode).toBe(401);
  });
});

describe.each([
  {
    provider: 'deepl',
    env: (url: string) => ({ DEEPL_API_KEY: 'deepl-key', DEEPL_API_URL: url }),
    path: '/v2/translate',
  },
  {
    provider: 'google',
    env: (url: string) => ({ GOOGLE_TRANSLATE_API_KEY: 'google-key', GOOGLE_TRANSLATE_API_URL: url }),
    path: '/language/translate/v2',
  },
  {
    provider: 'libretranslate',
    env: (url: string) => ({ LIBRETRANSLATE_URL: url }),
    path: '/translate',
  },
  {
    provider: 'openai',
    env: (url: string) => ({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${url}/v1`, OPENAI_MODEL: 'test-model' }),
    path: '/v1/chat/completions',
  },
] as const)('with MT_PROVIDER=$provider', ({ provider, env, path: providerPath }) => {
  it('stores the translated HTML of each file', async () => {
    const server = await startFakeServer(providerAnswers[provider]);
    const t = await buildTestApp({ env: { MT_PROVIDER: provider, ...env(server.url) } });
    try {
      const token = await adminToken(t.app, t.db);
      const { orderId } = await placeOrder(t.app, [txtFile()]);
      await waitFor(() => rowsOf(t.db, orderId), allFinished);
      const res = await t.app.inject({
        url: `/api/admin/orders/${orderId}/translations`,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = res.json();
      expect(body.provider).toBe(provider);
      const [entry] = body.translations;
      expect(entry).toMatchObject({
        extractionStatus: 'done',
        extractionError: null,
        translationStatus: 'done',
        translationError: null,
        provider,
        finished: true,
      });
      expect(entry.translatedHtml).toBe(fakeTranslate(entry.extractedHtml));
      expect(entry.translatedHtml).toContain('[ES]CERTIFICATE OF BIRTH.');
      expect(server.requests.map((request) => request.path)).toEqual([providerPath]);
    } finally {
      await t.close();
      await server.close();
    }
  });
});

/** An app on a database the test keeps, so it can be stopped and started again like a restarted server. */
const openTemplateDatabase = openTestDatabase;
const startApp = (database: TDatabaseHandle, env: TEnv, runWorkers: boolean) =>
  buildApp({ env, database, jwtSecret: SECRET, webDistDir: null, runWorkers });
const testEnv = async (extra: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sello-test-')),
    SUPPORT_EMAIL: 'support@sello.test',
    ...extra,
  });

describe('retries and restarts', () => {
  it('retries a failing provider with pg-boss backoff after a restart, then ends failed with the error kept', async () => {
    const server = await startFakeServer((_req, res) => answerJson(res, 500, { error: 'Translation engine crashed' }));
    const database = await openTemplateDatabase();
    const env = await testEnv({ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: server.url });
    try {
      // The order is taken by a server whose workers never run: the job waits in the queue.
      const first = await startApp(database, env, false);
      const { orderId } = await placeOrder(first, [txtFile()]);
      const [job] = await translationJobs(database.db);
      expect(job).toMatchObject({ state: 'created' });
      const options = await sql<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>`
        select retry_limit, retry_delay, retry_backoff from pgboss.job where id = ${job?.id}`.execute(database.db);
      expect(options.rows[0]).toEqual({
        retry_limit: TRANSLATION_JOB_OPTIONS.retryLimit,
        retry_delay: TRANSLATION_JOB_OPTIONS.retryDelay,
        retry_backoff: true,
      });
      await first.close();
      // Seconds instead of minutes between tries, so the test can watch all of them.
      await sql`update pgboss.job set retry_limit = 2, retry_delay = 1, retry_delay_max = 1 where id = ${job?.id}`.execute(
        database.db,
      );

      const second = await startApp(database, env, true);
      const seen = new Set<string>();
      const [row] = await waitFor(
        async () => {
          const rows = await rowsOf(database.db, orderId);
          for (const r of rows) seen.add(r.translation_status);
          return rows;
        },
        allFinished,
        30_000,
      );
      await second.close();
      expect(row).toMatchObject({
        extraction_status: 'done',
        translation_status: 'failed',
        translation_error: 'LibreTranslate answered HTTP 500: Translation engine crashed',
        provider: 'libretranslate',
        attempts: 3,
        translated_html: null,
      });
      expect(seen).toContain('retrying');
      expect(server.requests).toHaveLength(3);
      const [failed] = await translationJobs(database.db);
      expect(failed?.state).toBe('failed');
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('re-sends at boot a translation whose job was never sent (a crash right after the order committed)', async () => {
    const database = await openTemplateDatabase();
    const env = await testEnv();
    try {
      const first = await startApp(database, env, false);
      const { orderId } = await placeOrder(first, [txtFile()]);
      await first.close();
      await sql`delete from pgboss.job where name = 'translate-order-file'`.execute(database.db);

      const second = await startApp(database, env, true);
      const [row] = await waitFor(() => rowsOf(database.db, orderId), allFinished);
      await second.close();
      expect(row).toMatchObject({ extraction_status: 'done', translation_status: 'not_configured', attempts: 1 });
    } finally {
      await database.close();
    }
  });
});

describe('the translate-order-file job', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let env: TEnv;
  const analyzer = createAnalysisPool({ size: 1 });
  beforeAll(async () => {
    database = await openTemplateDatabase();
    env = await testEnv();
    app = await startApp(database, env, false);
  });
  afterAll(async () => {
    await app.close();
    await analyzer.close();
    await database.close();
  });

  const run = async (translationId: string, client: ReturnType<typeof createLibreTranslateClient>, retryCount = 0) =>
    translateOrderFile({
      db: database.db,
      storage: createLocalStorage({ dataDir: env.DATA_DIR, secret: SECRET }),
      analyzer,
      client,
      logger: app.log,
      translationId,
      attempt: { retryCount, retryLimit: 5 },
    });

  it('keeps a timeout or a garbled answer as the file error, retries, and records the last attempt as failed', async () => {
    const server = await startFakeServer((req, res) => {
      if (req === server.requests[0]) {
        setTimeout(() => answerJson(res, 200, { translatedText: 'late' }), 1000);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"translatedText": ');
      }
    });
    try {
      const client = createLibreTranslateClient({ url: server.url, timeoutMs: 200 });
      const { orderId } = await placeOrder(app, [txtFile()]);
      const [created] = await rowsOf(database.db, orderId);
      const id = created?.id ?? '';

      await expect(run(id, client)).rejects.toThrow(TranslationJobError);
      let [row] = await rowsOf(database.db, orderId);
      expect(row).toMatchObject({
        extraction_status: 'done',
        translation_status: 'retrying',
        translation_error: 'LibreTranslate did not answer within 0.2 s',
        finished_at: null,
        attempts: 1,
      });

      // The last attempt: recorded as failed for good, and thrown so pg-boss ends the job failed.
      await expect(run(id, client, 5)).rejects.toThrow('LibreTranslate sent an answer that is not valid JSON');
      [row] = await rowsOf(database.db, orderId);
      expect(row).toMatchObject({
        translation_status: 'failed',
        translation_error: 'LibreTranslate sent an answer that is not valid JSON',
        attempts: 2,
      });
      expect(row?.finished_at).toBeInstanceOf(Date);
    } finally {
      await server.close();
    }
  });

  it("logs the translation, never the order's id (a guest order's id opens the order)", async () => {
    const server = await startFakeServer(providerAnswers.libretranslate);
    const entries: unknown[] = [];
    const record = (entry: unknown) => {
      entries.push(entry);
    };
    const capturing = {
      ...app.log,
      info: record,
      warn: record,
      error: record,
      debug: record,
      trace: record,
      fatal: record,
    };
    try {
      const client = createLibreTranslateClient({ url: server.url, timeoutMs: 5000 });
      const { orderId, fileKeys } = await placeOrder(app, [txtFile()]);
      const [created] = await rowsOf(database.db, orderId);
      await translateOrderFile({
        db: database.db,
        storage: createLocalStorage({ dataDir: env.DATA_DIR, secret: SECRET }),
        analyzer,
        client,
        logger: capturing as typeof app.log,
        translationId: created?.id ?? '',
        attempt: { retryCount: 0, retryLimit: 5 },
      });
      expect(entries).toContainEqual(expect.objectContaining({ translationId: created?.id }));
      const logged = JSON.stringify(entries);
      for (const secret of [orderId, ...fileKeys]) expect(logged).not.toContain(secret);
    } finally {
      await server.close();
    }
  });

  it('does nothing when run again for a file that is done, and never queues a second live job for a file', async () => {
    const server = await startFakeServer(providerAnswers.libretranslate);
    try {
      const client = createLibreTranslateClient({ url: server.url, timeoutMs: 5000 });
      const { orderId } = await placeOrder(app, [txtFile()]);
      const [created] = await rowsOf(database.db, orderId);
      const id = created?.id ?? '';
      // The order's own job is still queued (this server runs no workers): a second send is refused.
      const jobs = await startJobQueue(database.jobsConnection, app.log);
      try {
        expect(await dispatchTranslation(jobs, id)).toBe(false);
      } finally {
        await jobs.stop();
      }

      expect(await run(id, client)).toBe('done');
      const [done] = await rowsOf(database.db, orderId);
      expect(done?.translated_html).toBe(fakeTranslate(done?.extracted_html ?? ''));
      expect(await run(id, client)).toBe('already_finished');
      const [again] = await rowsOf(database.db, orderId);
      expect(again?.updated_at).toEqual(done?.updated_at);
      expect(again?.attempts).toBe(1);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
