import { mkdtemp } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZRetryTranslationResponse } from '@sello/shared/translation-schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import type { TDb } from '../src/db/database.ts';
import { buildTestApp, openTestDatabase, type TTestApp } from './helpers/build-test-app.ts';
import {
  answerJson,
  fakeTranslate,
  providerAnswers,
  startFakeServer,
  type TRecordedRequest,
} from './helpers/fake-mt-provider.ts';
import { createFileQuote, customerInfo, uploadFile } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';
import { waitFor } from './helpers/wait.ts';

const TXT_BODY = 'Certificate of birth.\n\nThe undersigned certifies that Jane Doe was born in Chicago.';
const txtFile = () => ({ filename: 'certificate.txt', contentType: 'text/plain', body: TXT_BODY });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const placeOrder = async (app: FastifyInstance) => {
  const { fileKey } = await uploadFile(app, txtFile());
  const quote = await createFileQuote(app, [fileKey]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.orderId as string;
};

const rowOf = async (db: TDb, orderId: string) =>
  db.selectFrom('translations').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const finished = (row: { finished_at: Date | null }) => row.finished_at !== null;

const jobsFor = async (db: TDb, translationId: string) =>
  (
    await sql<{ state: string }>`
      select state from pgboss.job where name = 'translate-order-file' and singleton_key = ${translationId}`.execute(db)
  ).rows;

/**
 * A LibreTranslate stand-in the tests steer: 'refuse' answers 403 (not worth retrying, so the job ends failed at
 * once), 'ok' translates, 'hold' keeps the request open until `release()`.
 */
const startSteeredProvider = async () => {
  let mode: 'refuse' | 'ok' | 'hold' = 'ok';
  const held: Array<{ req: TRecordedRequest; res: ServerResponse }> = [];
  const server = await startFakeServer((req, res) => {
    if (mode === 'refuse') return answerJson(res, 403, { error: 'Invalid API key' });
    if (mode === 'hold') {
      held.push({ req, res });
      return;
    }
    return providerAnswers.libretranslate(req, res);
  });
  return {
    ...server,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    held,
    release: () => {
      mode = 'ok';
      for (const { req, res } of held.splice(0)) providerAnswers.libretranslate(req, res);
    },
  };
};

describe('POST /api/admin/orders/:id/translations/:translationId/retry', () => {
  let t: TTestApp;
  let token: string;
  let provider: Awaited<ReturnType<typeof startSteeredProvider>>;
  beforeAll(async () => {
    provider = await startSteeredProvider();
    t = await buildTestApp({ env: { MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: provider.url } });
    token = await signInAdmin(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const retry = (orderId: string, translationId: string, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/translations/${translationId}/retry`,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });

  /** An order whose only file the provider refused: its translation ended failed. */
  const failedOrder = async () => {
    provider.setMode('refuse');
    const orderId = await placeOrder(t.app);
    const row = await waitFor(() => rowOf(t.db, orderId), finished);
    expect(row).toMatchObject({
      extraction_status: 'done',
      translation_status: 'failed',
      translation_error: 'LibreTranslate answered HTTP 403 (check the API key): Invalid API key',
      attempts: 1,
    });
    provider.setMode('ok');
    return { orderId, row };
  };

  it('resets a failed translation, runs the job again and ends done', async () => {
    const { orderId, row } = await failedOrder();
    const before = provider.requests.length;

    const res = await retry(orderId, row.id);
    expect(res.statusCode, res.body).toBe(202);
    const { translation } = ZRetryTranslationResponse.parse(res.json());
    expect(translation).toMatchObject({
      id: row.id,
      filename: 'certificate.txt',
      extractionStatus: 'done',
      extractionError: null,
      translationStatus: 'pending',
      translationError: null,
      provider: null,
      attempts: 0,
      finished: false,
      extractedHtml: row.extracted_html,
      translatedHtml: null,
    });
    // The same shape as the item the list answers with.
    const list = await t.app.inject({
      url: `/api/admin/orders/${orderId}/translations`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Object.keys(list.json().translations[0]).sort()).toEqual(Object.keys(translation).sort());

    const done = await waitFor(() => rowOf(t.db, orderId), finished);
    expect(done).toMatchObject({
      extraction_status: 'done',
      translation_status: 'done',
      translation_error: null,
      provider: 'libretranslate',
      attempts: 1,
      translated_html: fakeTranslate(row.extracted_html ?? ''),
    });
    expect(provider.requests.length - before).toBe(1);
    // pg-boss marks the job completed just after the handler has written the row: wait for that too.
    const jobs = await waitFor(
      () => jobsFor(t.db, row.id),
      (rows) => rows.every((job) => job.state !== 'active'),
    );
    expect(jobs.map((job) => job.state).sort()).toEqual(['completed', 'completed']);
  });

  it('sends a file whose text extraction failed back to extraction, then translates it', async () => {
    const orderId = await placeOrder(t.app);
    const done = await waitFor(() => rowOf(t.db, orderId), finished);
    // What the job leaves when the analysis pool timed out on the last attempt.
    await t.db
      .updateTable('translations')
      .set({
        extraction_status: 'failed',
        extraction_error: 'No text could be extracted: the analysis took too long',
        extracted_html: null,
        translation_status: 'skipped',
        translated_html: null,
        provider: null,
      })
      .where('id', '=', done.id)
      .execute();

    const res = await retry(orderId, done.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().translation).toMatchObject({
      extractionStatus: 'pending',
      extractionError: null,
      translationStatus: 'pending',
      translationError: null,
      extractedHtml: null,
      finished: false,
    });
    const again = await waitFor(() => rowOf(t.db, orderId), finished);
    expect(again).toMatchObject({
      extraction_status: 'done',
      extraction_error: null,
      extracted_html: done.extracted_html,
      translation_status: 'done',
      translated_html: done.translated_html,
      attempts: 1,
    });
  });

  it("answers 404 for another order's translation, an unknown id or a malformed one", async () => {
    const { orderId, row } = await failedOrder();
    const otherOrderId = await placeOrder(t.app);
    await waitFor(() => rowOf(t.db, otherOrderId), finished);
    const notFound = { error: 'Translation not found', code: 'NOT_FOUND' };
    for (const [order, translation] of [
      [otherOrderId, row.id],
      [orderId, UNKNOWN_ID],
      [UNKNOWN_ID, row.id],
      [orderId, 'not-a-uuid'],
      ['not-a-uuid', row.id],
    ] as const) {
      const res = await retry(order, translation);
      expect(res.statusCode, `${order} ${translation}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(await rowOf(t.db, orderId)).toEqual(row);
  });

  it('answers 409 while the file is being translated and once it is done', async () => {
    provider.setMode('hold');
    const orderId = await placeOrder(t.app);
    try {
      const running = await waitFor(
        () => rowOf(t.db, orderId),
        (row) => row.translation_status === 'running',
      );
      const res = await retry(orderId, running.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This file is still being translated; wait for it to finish.',
        code: 'CONFLICT',
      });
    } finally {
      provider.release();
    }
    const done = await waitFor(() => rowOf(t.db, orderId), finished);
    expect(done.translation_status).toBe('done');
    const res = await retry(orderId, done.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This file is already translated.', code: 'CONFLICT' });
    expect(await rowOf(t.db, orderId)).toEqual(done);
  });

  it('resets the row once for two concurrent retries: one 202, one 409, one job', async () => {
    const { orderId, row } = await failedOrder();
    const before = provider.requests.length;
    const answers = await Promise.all([retry(orderId, row.id), retry(orderId, row.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('CONFLICT');

    const done = await waitFor(() => rowOf(t.db, orderId), finished);
    expect(done).toMatchObject({ translation_status: 'done', attempts: 1 });
    expect(provider.requests.length - before).toBe(1);
    // The order's own job and one for the retry.
    expect(await jobsFor(t.db, row.id)).toHaveLength(2);
  });

  it('answers 410 when the file was deleted, and leaves the row alone', async () => {
    const { orderId, row } = await failedOrder();
    // What the retention job does to an order's files.
    await t.db
      .updateTable('files')
      .set({ status: 'deleted', deleted_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
    const res = await retry(orderId, row.id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'The file was deleted', code: 'GONE' });
    expect(await rowOf(t.db, orderId)).toEqual(row);
  });

  it('is for admins only', async () => {
    const { orderId, row } = await failedOrder();
    expect((await retry(orderId, row.id, null)).statusCode).toBe(401);
    const customer = await signUpCustomer(t.app, 'retry-customer@sello.test');
    expect((await retry(orderId, row.id, customer)).statusCode).toBe(403);
    expect(await rowOf(t.db, orderId)).toEqual(row);
  });
});

describe('a file translated while no provider was configured', () => {
  it('is translated by a retry once the server runs with a provider', async () => {
    const provider = await startSteeredProvider();
    const database = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sello-test-'));
    const start = (extra: Record<string, string>) =>
      buildApp({
        env: loadEnv({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          SUPPORT_EMAIL: 'support@sello.test',
          ...extra,
        }),
        database,
        jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
        webDistDir: null,
      });
    try {
      const before = await start({});
      const orderId = await placeOrder(before);
      const row = await waitFor(() => rowOf(database.db, orderId), finished);
      expect(row).toMatchObject({ extraction_status: 'done', translation_status: 'not_configured' });
      // Still without a provider, running it again would end the same way: refused, and the row left alone.
      const refused = await before.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/translations/${row.id}/retry`,
        headers: { authorization: `Bearer ${await signInAdmin(before, database.db)}` },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/^No machine-translation provider is configured/);
      expect(await rowOf(database.db, orderId)).toMatchObject({ translation_status: 'not_configured' });
      await before.close();

      const after = await start({ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: provider.url });
      try {
        const token = await signInAdmin(after, database.db);
        const res = await after.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/translations/${row.id}/retry`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, res.body).toBe(202);
        const done = await waitFor(() => rowOf(database.db, orderId), finished);
        expect(done).toMatchObject({
          translation_status: 'done',
          provider: 'libretranslate',
          translated_html: fakeTranslate(row.extracted_html ?? ''),
        });
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
      await provider.close();
    }
  });
});
