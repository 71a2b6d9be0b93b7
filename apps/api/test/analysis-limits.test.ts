import { fileURLToPath } from 'node:url';
import { createAnalysisPool } from '@sello/analysis/analysis-pool';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeStoredFile, PROVISIONAL_WARNING } from '../src/services/analysis/analyze-stored-file.ts';
import type { TDocumentAnalyzer } from '../src/services/analysis/document-analyzer.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { putUpload, uploadFile, words } from './helpers/journey.ts';

/** An image-only PDF of the shared corpus: OCR keeps a worker busy for a few seconds. */
const SCAN = fileURLToPath(new URL('../../../../shared/corpus/files/epson.pdf', import.meta.url));

let t: TTestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Presign and upload a text file without analysing it; returns its key. */
const uploadOnly = async (app: FastifyInstance, filename: string, body: string): Promise<string> => {
  const presign = await app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename, contentType: 'text/plain', size: body.length }] },
  });
  const [upload] = presign.json().uploads;
  await putUpload(app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from(body) });
  return upload.fileKey;
};

const analyze = (app: FastifyInstance, fileKey: string) =>
  app.inject({ method: 'POST', url: '/api/analyze/document', payload: { fileKey } });

describe('POST /api/analyze/document is bounded', () => {
  it('is rate-limited', async () => {
    t = await buildTestApp({ rateLimits: { analysis: { max: 2, timeWindow: '1 minute' } } });
    const fileKey = await uploadOnly(t.app, 'notes.txt', words(10));
    expect((await analyze(t.app, fileKey)).statusCode).toBe(200);
    expect((await analyze(t.app, fileKey)).statusCode).toBe(200);
    const limited = await analyze(t.app, fileKey);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
      reason: 'too-many-requests',
    });
  }, 90_000);

  it('answers 503 with Retry-After when the analyser is busy; a quote still gets an estimate', async () => {
    const pool = createAnalysisPool({ size: 1, maxQueue: 0 });
    t = await buildTestApp({ analyzer: pool });
    const fileKey = await uploadOnly(t.app, 'notes.txt', words(300));
    const occupying = pool.analyze({ filePath: SCAN, filename: 'scan.pdf', size: 80_000 });
    try {
      const busy = await analyze(t.app, fileKey);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.json()).toEqual({
        error: 'The document analyser is busy. Please try again in a minute.',
        code: 'UNAVAILABLE',
        reason: 'analyser-busy',
      });
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { files: [{ fileKey }], sessionId: 'test-session', sourceLanguage: 'en', targetLanguage: 'es' },
      });
      expect(quote.statusCode, quote.body).toBe(201);
      expect(quote.json().quote.files[0]).toMatchObject({ method: 'estimate', estimated: true });
    } finally {
      await occupying;
    }
    // Once the queue has room, the same file is counted.
    const counted = await analyze(t.app, fileKey);
    expect(counted.json().analysis, counted.body).toMatchObject({ wordCount: 300, method: 'text' });
  }, 120_000);

  it('answers a count still running after its time with a provisional estimate; the count goes on, is kept, and priced', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let counts = 0;
    const analyzer: TDocumentAnalyzer = {
      analyze: async () => {
        counts += 1;
        await released;
        return {
          pages: 3,
          wordCount: 700,
          method: 'text',
          perPage: [200, 250, 250],
          ocrConfidence: null,
          warnings: [],
        };
      },
      preview: async () => null,
      close: async () => undefined,
    };
    t = await buildTestApp({ analyzer });
    const fileKey = await uploadOnly(t.app, 'notes.txt', words(300));
    const provisional = await analyzeStoredFile({
      db: t.db,
      storage: t.storage,
      analyzer,
      fileKey,
      viewer: null,
      answerWithinMs: 50,
    });
    expect(provisional).toMatchObject({
      pages: 1,
      method: 'estimate',
      estimated: true,
      warnings: [PROVISIONAL_WARNING],
    });

    // The quote waits for the same count (or finds it kept), never a second one, and prices its result.
    const quote = t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { files: [{ fileKey }], sessionId: 'test-session', sourceLanguage: 'en', targetLanguage: 'es' },
    });
    release();
    const created = await quote;
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().quote.files[0]).toMatchObject({ pages: 3, wordCount: 700, method: 'text' });
    const counted = await analyze(t.app, fileKey);
    expect(counted.json().analysis).toMatchObject({ pages: 3, wordCount: 700, method: 'text', estimated: false });
    expect(counts).toBe(1);
  }, 90_000);

  it("gives each file 60 s of OCR, and a quote's files one 60 s budget together", async () => {
    const calls: Array<Parameters<TDocumentAnalyzer['analyze']>[0]> = [];
    const analyzer: TDocumentAnalyzer = {
      analyze: async (input) => {
        calls.push(input);
        return { pages: 1, wordCount: 10, method: 'text', perPage: null, ocrConfidence: null, warnings: [] };
      },
      preview: async () => null,
      close: async () => undefined,
    };
    t = await buildTestApp({ analyzer });
    const started = Date.now();
    await uploadFile(t.app, { filename: 'one.txt', contentType: 'text/plain', body: words(10) });
    const keys = [await uploadOnly(t.app, 'a.txt', words(10)), await uploadOnly(t.app, 'b.txt', words(10))];
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        files: keys.map((fileKey) => ({ fileKey })),
        sessionId: 'test-session',
        sourceLanguage: 'en',
        targetLanguage: 'es',
      },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const finished = Date.now();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.refuseWhenBusy).toBe(true);
      expect(call.ocrDeadline).toBeGreaterThanOrEqual(started + 60_000);
      expect(call.ocrDeadline).toBeLessThanOrEqual(finished + 60_000);
    }
    expect(calls[1]?.ocrDeadline).toBe(calls[2]?.ocrDeadline);
  }, 90_000);
});
