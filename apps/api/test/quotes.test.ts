import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, uploadFile, words } from './helpers/journey.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getQuote = (id: string) => t.app.inject({ url: `/api/quotes/${id}` });
const selectService = (id: string, selectedService: string) =>
  t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, payload: { selectedService } });

describe('POST /api/quotes', () => {
  it('prices uploaded files from the server’s own counts: words × 0.07 and pages × 40', async () => {
    const a = await uploadFile(t.app, { filename: 'a.txt', contentType: 'text/plain', body: words(600) });
    const b = await uploadFile(t.app, { filename: 'b.txt', contentType: 'text/plain', body: words(101) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      // Counts and prices sent by a client are ignored.
      payload: {
        files: [{ fileKey: a.fileKey, pages: 1, wordCount: 1 }, { fileKey: b.fileKey }],
        sourceLanguage: 'en',
        targetLanguage: 'es',
        sessionId: 's1',
        price: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const { quote } = res.json();
    expect(quote).toMatchObject({ quoteId: expect.any(String), sessionId: 's1', totalPages: 4, totalWords: 701 });
    // One shape per entity: the specification's names only, no legacy duplicates.
    expect(quote).not.toHaveProperty('id');
    expect(quote).not.toHaveProperty('totals');
    expect(quote.pricing.professional).toMatchObject({
      price: 49.07,
      rate: 0.07,
      rateType: 'per_word',
      timeEstimate: '2–3 business days',
      available: true,
    });
    expect(quote.pricing.sworn).toMatchObject({ price: 160, rate: 40, rateType: 'per_page', available: true });
    expect(quote.files.map((file: { filename: string }) => file.filename)).toEqual(['a.txt', 'b.txt']);
    expect(quote.status).toBe('PENDING');
    expect(quote.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  it('prices a manual estimate, with 250 words a page when words are not given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { manualEstimate: { pages: 3 }, sourceLanguage: 'es', targetLanguage: 'en' },
    });
    expect(res.statusCode).toBe(201);
    const { quote } = res.json();
    expect(quote.manualEstimate).toEqual({ pages: 3, words: null });
    expect(quote).toMatchObject({ totalPages: 3, totalWords: 750 });
    expect(quote.pricing.professional.price).toBe(52.5);
    expect(quote.pricing.sworn.price).toBe(120);
  });

  it.each([
    [
      { manualEstimate: { pages: 0 }, sourceLanguage: 'en', targetLanguage: 'es' },
      'manualEstimate.pages: Please enter a valid page count greater than 0.',
    ],
    [
      { manualEstimate: { pages: 2, words: -1 }, sourceLanguage: 'en', targetLanguage: 'es' },
      'manualEstimate.words: Word count must be a non-negative number.',
    ],
    [
      { manualEstimate: { pages: 2 }, sourceLanguage: 'es', targetLanguage: 'fr' },
      /^targetLanguage: This language pair is not offered/,
    ],
    [
      { manualEstimate: { pages: 2 }, sourceLanguage: 'de', targetLanguage: 'en' },
      'sourceLanguage: Choose English, Spanish or French',
    ],
    [{ sourceLanguage: 'en', targetLanguage: 'es' }, 'files: Send either files or a manual estimate'],
  ])('refuses %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message instanceof RegExp ? expect.stringMatching(message) : message);
  });

  it('takes the names in any case and the ISO codes as aliases, and answers with the names', async () => {
    const quoteWith = (sourceLanguage: string, targetLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { manualEstimate: { pages: 1 }, sourceLanguage, targetLanguage },
      });
    for (const [source, target] of [
      ['EN', 'es'],
      ['English', 'spanish'],
      ['english', 'SPANISH'],
    ] as const) {
      const res = await quoteWith(source, target);
      expect(res.statusCode, res.body).toBe(201);
      const { quote } = res.json();
      expect(quote).toMatchObject({ sourceLanguage: 'english', targetLanguage: 'spanish' });
      const stored = await t.db
        .selectFrom('quotes')
        .select(['source_language', 'target_language'])
        .where('id', '=', quote.quoteId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ source_language: 'english', target_language: 'spanish' });
      const loaded = await getQuote(quote.quoteId);
      expect(loaded.json().quote).toMatchObject({ sourceLanguage: 'english', targetLanguage: 'spanish' });
    }

    for (const [source, target, field] of [
      ['german', 'english', 'sourceLanguage'],
      ['english', 'de', 'targetLanguage'],
      ['', 'spanish', 'sourceLanguage'],
    ] as const) {
      const res = await quoteWith(source, target);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: `${field}: Choose English, Spanish or French`,
        code: 'BAD_REQUEST',
        reason: 'validation',
      });
    }
  });

  it('answers 404 for a file key it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        files: [{ fileKey: '11111111-1111-4111-8111-111111111111' }],
        sourceLanguage: 'en',
        targetLanguage: 'es',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('One of the files was not found. Please upload it again.');
  });

  it('uses the settings of its own time: a later price change leaves it alone', async () => {
    const file = await uploadFile(t.app, { filename: 'c.txt', contentType: 'text/plain', body: words(100) });
    const before = await createFileQuote(t.app, [file.fileKey]);
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ professionalRatePerWord: 0.1, swornRatePerPage: 50, minimumCharge: 0 }) })
      .where('key', '=', 'pricing')
      .execute();
    const same = await uploadFile(t.app, { filename: 'c.txt', contentType: 'text/plain', body: words(100) });
    const after = await createFileQuote(t.app, [same.fileKey]);
    expect(after.pricing.professional.price).toBe(10);
    expect((await getQuote(before.quoteId)).json().quote.pricing.professional.price).toBe(7);
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ professionalRatePerWord: 0.07, swornRatePerPage: 40, minimumCharge: 0 }) })
      .where('key', '=', 'pricing')
      .execute();
  });
});

describe('GET and PUT /api/quotes/:id', () => {
  it('answers unknown and malformed ids with 404', async () => {
    expect((await getQuote('11111111-1111-4111-8111-111111111111')).json()).toEqual({
      error: 'Quote not found',
      code: 'NOT_FOUND',
      reason: 'quote-not-found',
    });
    const bad = await getQuote('not-a-uuid');
    expect(bad.statusCode).toBe(404);
  });

  it('saves the selected service and refuses sworn where it is not offered', async () => {
    const file = await uploadFile(t.app, { filename: 'd.txt', contentType: 'text/plain', body: words(10) });
    const enEs = await createFileQuote(t.app, [file.fileKey]);
    const selected = await selectService(enEs.quoteId, 'sworn');
    expect(selected.statusCode).toBe(200);
    expect(selected.json().quote).toMatchObject({ selectedService: 'sworn', status: 'SERVICE_SELECTED' });

    const other = await uploadFile(t.app, { filename: 'd.txt', contentType: 'text/plain', body: words(10) });
    const enFr = await createFileQuote(t.app, [other.fileKey], { sourceLanguage: 'en', targetLanguage: 'fr' });
    expect(enFr.pricing.sworn.available).toBe(false);
    const refused = await selectService(enFr.quoteId, 'sworn');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Sworn translation is not available for English → French.');
    expect((await selectService(enFr.quoteId, 'express')).statusCode).toBe(400);
  });

  it('reports an expired quote and refuses changes to it', async () => {
    const file = await uploadFile(t.app, { filename: 'e.txt', contentType: 'text/plain', body: words(10) });
    const quote = await createFileQuote(t.app, [file.fileKey]);
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', quote.quoteId)
      .execute();
    expect((await getQuote(quote.quoteId)).json().quote.status).toBe('EXPIRED');
    const res = await selectService(quote.quoteId, 'professional');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This quote has expired. Please create a new quote.');
  });
});

describe('PUT /api/quotes/:id/files', () => {
  it('attaches files to a manual estimate and reprices it from their counts', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { manualEstimate: { pages: 5 }, sourceLanguage: 'en', targetLanguage: 'es' },
    });
    const quote = created.json().quote;
    const file = await uploadFile(t.app, { filename: 'f.txt', contentType: 'text/plain', body: words(300) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}/files`,
      payload: { files: [{ fileKey: file.fileKey }] },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().quote;
    expect(updated.manualEstimate).toBeNull();
    expect(updated).toMatchObject({ totalPages: 2, totalWords: 300 });
    expect(updated.pricing.professional.price).toBe(21);
    expect(updated.pricing.sworn.price).toBe(80);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}/files`,
      payload: { files: [] },
    });
    expect(empty.json().error).toBe('files: Please select at least one file to upload.');
  });

  it('is rate limited like creating quotes (the uploads limit): 429 past it', async () => {
    const limited = await buildTestApp({ rateLimits: { uploads: { max: 2, timeWindow: '1 minute' } } });
    try {
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { manualEstimate: { pages: 1 }, sourceLanguage: 'en', targetLanguage: 'es' },
      });
      const { quoteId } = created.json().quote;
      const file = await uploadFile(limited.app, { filename: 'f.txt', contentType: 'text/plain', body: words(10) });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const res = await limited.app.inject({
          method: 'PUT',
          url: `/api/quotes/${quoteId}/files`,
          payload: { files: [{ fileKey: file.fileKey }], replace: true },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
