import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;

type TListedQuote = {
  quoteId: string;
  status: string;
  sessionId: string | null;
  files: Array<{ filename: string; size: number; contentType: string; pages: number; wordCount: number }>;
  totalPages: number;
  totalWords: number;
  pricing: Record<'professional' | 'sworn', TOffer>;
  planId: string | null;
  selectedService: string | null;
  orderId: string | null;
  createdAt: string;
};

const list = async (query = '') => {
  const res = await t.app.inject({
    url: `/api/admin/quotes${query}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return res;
};
const listOk = async (query = '') => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    quotes: TListedQuote[];
    count: number;
    limit: number;
    offset: number;
    stats: Record<string, number>;
  };
};
const ids = (quotes: TListedQuote[]) => quotes.map((quote) => quote.quoteId);

// Seeded through the public API: five quotes, newest last.
type TOffer = { price: number; rate: number; rateType: string; timeEstimate: string };
let pending: { quoteId: string; pricing: { professional: TOffer; sworn: TOffer } };
let twoFiles: { quoteId: string };
let selected: { quoteId: string };
let ordered: { quoteId: string };
let expired: { quoteId: string };
let orderId: string;
let fileSizes: number[];

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);

  const upload = async (filename: string, count: number) =>
    uploadFile(t.app, { filename, contentType: 'text/plain', body: words(count) });

  pending = await createFileQuote(t.app, [(await upload('birth_certificate.txt', 300)).fileKey]);
  const passport = words(1200);
  const a = await uploadFile(t.app, { filename: 'passport-scan.txt', contentType: 'text/plain', body: passport });
  const diplomaBody = words(250);
  const b = await uploadFile(t.app, { filename: 'Diploma 100%.txt', contentType: 'text/plain', body: diplomaBody });
  fileSizes = [Buffer.byteLength(passport), Buffer.byteLength(diplomaBody)];
  twoFiles = await createFileQuote(t.app, [a.fileKey, b.fileKey], { sourceLanguage: 'es', targetLanguage: 'en' });
  selected = await createFileQuote(t.app, [(await upload('bank-statement.txt', 500)).fileKey]);
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/quotes/${selected.quoteId}`,
    payload: { selectedService: 'sworn' },
  });
  expect(put.statusCode, put.body).toBe(200);
  ordered = await createFileQuote(t.app, [(await upload('marriage-record.txt', 700)).fileKey]);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: ordered.quoteId, serviceType: 'professional', customerInfo },
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().order.orderId;
  expired = await createFileQuote(t.app, [(await upload('old-lease.txt', 100)).fileKey]);
  // Expiry is derived from expires_at; moving it into the past is how time passes in a test.
  await t.db
    .updateTable('quotes')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('id', 'in', [expired.quoteId, selected.quoteId])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/admin/quotes', () => {
  it('lists every quote newest first, with derived statuses, files, prices and the card figures', async () => {
    const body = await listOk();
    expect(ids(body.quotes)).toEqual([
      expired.quoteId,
      ordered.quoteId,
      selected.quoteId,
      twoFiles.quoteId,
      pending.quoteId,
    ]);
    expect(body.quotes.map((quote) => quote.status)).toEqual([
      'EXPIRED',
      'ACCEPTED',
      // A quote with a service chosen is EXPIRED too once its time is up.
      'EXPIRED',
      'PENDING',
      'PENDING',
    ]);
    expect(body).toMatchObject({ count: 5, limit: 20, offset: 0 });
    // 2 of 5 quotes have a service selected (the chosen one and the ordered one): 40.0 %.
    expect(body.stats).toEqual({
      totalQuotes: 5,
      convertedQuotes: 2,
      conversionRate: 40,
      pendingQuotes: 2,
      expiredQuotes: 2,
    });

    const [, orderedRow, selectedRow, twoFilesRow, pendingRow] = body.quotes;
    expect(orderedRow).toMatchObject({ selectedService: 'professional', orderId });
    expect(selectedRow).toMatchObject({ selectedService: 'sworn', orderId: null });
    expect(pendingRow).toMatchObject({
      selectedService: null,
      sessionId: 'test-session',
      files: [{ filename: 'birth_certificate.txt', contentType: 'text/plain', wordCount: 300 }],
    });
    // The prices, rates and delivery estimates the customer was quoted, in the public quote's shape.
    expect(pendingRow?.pricing).toEqual(pending.pricing);
    expect(pendingRow).not.toHaveProperty('offers');
    expect(pendingRow?.planId).toBeNull();
    expect(pending.pricing.professional.timeEstimate).toMatch(/business day/);
    // Created with the codes `es`/`en`: listed with the names.
    expect(twoFilesRow).toMatchObject({ sourceLanguage: 'spanish', targetLanguage: 'english' });
    expect(twoFilesRow?.files.map((file) => [file.filename, file.size, file.wordCount])).toEqual([
      ['passport-scan.txt', fileSizes[0], 1200],
      ['Diploma 100%.txt', fileSizes[1], 250],
    ]);
    expect(twoFilesRow?.totalWords).toBe(1450);
  });

  it.each([
    ['PENDING', () => [twoFiles.quoteId, pending.quoteId]],
    ['EXPIRED', () => [expired.quoteId, selected.quoteId]],
    ['SERVICE_SELECTED', () => []],
    ['ACCEPTED', () => [ordered.quoteId]],
  ])('filters on the derived status %s, cards unchanged', async (status, expected) => {
    const body = await listOk(`?status=${status}`);
    expect(ids(body.quotes)).toEqual(expected());
    expect(body.count).toBe(expected().length);
    expect(body.stats.totalQuotes).toBe(5);
  });

  it('shows SERVICE_SELECTED while the quote is still open', async () => {
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() + 3600_000) })
      .where('id', '=', selected.quoteId)
      .execute();
    const body = await listOk('?status=SERVICE_SELECTED');
    expect(ids(body.quotes)).toEqual([selected.quoteId]);
    expect(body.stats).toMatchObject({ expiredQuotes: 1, pendingQuotes: 2 });
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', selected.quoteId)
      .execute();
  });

  it('searches by id prefix, in any case, and by file name', async () => {
    expect(ids((await listOk(`?q=${twoFiles.quoteId.slice(0, 8)}`)).quotes)).toEqual([twoFiles.quoteId]);
    expect(ids((await listOk(`?q=${twoFiles.quoteId.slice(0, 8).toUpperCase()}`)).quotes)).toEqual([twoFiles.quoteId]);
    expect(ids((await listOk(`?q=${encodeURIComponent(pending.quoteId)}`)).quotes)).toEqual([pending.quoteId]);
    // As shown in the table: eight characters and an ellipsis.
    expect(ids((await listOk(`?q=${encodeURIComponent(`${selected.quoteId.slice(0, 8)}…`)}`)).quotes)).toEqual([
      selected.quoteId,
    ]);
    expect(ids((await listOk('?q=PASSPORT')).quotes)).toEqual([twoFiles.quoteId]);
    expect(ids((await listOk('?q=%20lease%20')).quotes)).toEqual([expired.quoteId]);
    // LIKE wildcards in the search are plain characters.
    expect(ids((await listOk('?q=100%25')).quotes)).toEqual([twoFiles.quoteId]);
    expect(ids((await listOk('?q=_')).quotes)).toEqual([pending.quoteId]);
    expect((await listOk('?q=no-such-file')).quotes).toEqual([]);
    // Search and status combine.
    expect(ids((await listOk('?q=.txt&status=PENDING')).quotes)).toEqual([twoFiles.quoteId, pending.quoteId]);
  });

  it('pages with limit and offset and reports the count', async () => {
    const first = await listOk('?limit=2');
    const second = await listOk('?limit=2&offset=2');
    const last = await listOk('?limit=2&offset=4');
    expect(ids(first.quotes)).toEqual([expired.quoteId, ordered.quoteId]);
    expect(ids(second.quotes)).toEqual([selected.quoteId, twoFiles.quoteId]);
    expect(ids(last.quotes)).toEqual([pending.quoteId]);
    expect([first.count, second.count, last.count]).toEqual([5, 5, 5]);
    // A page past the end still reports the total, with or without a search.
    expect(await listOk('?offset=50')).toMatchObject({ quotes: [], count: 5 });
    expect(await listOk('?q=.txt&offset=50')).toMatchObject({ quotes: [], count: 5 });
  });

  it.each([
    ['?status=DONE', /^status: /],
    ['?limit=0', /^limit: /],
    ['?limit=101', /^limit: /],
    ['?limit=abc', /^limit: /],
    ['?offset=-1', /^offset: /],
    [`?q=${'x'.repeat(201)}`, /^q: /],
  ])('refuses %s with 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(message) });
  });
});
