import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocumentAnalyzer } from '../src/services/analysis/document-analyzer.ts';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, putUpload, uploadFile, words } from './helpers/journey.ts';

// Counts words of text files like the real analyser; a file named slow-* waits until the test lets it go,
// so a test can hold one request inside its analysis while another request runs.
let releaseSlow: () => void = () => {};
let slowStarted: () => void = () => {};
const analyzer: TDocumentAnalyzer = {
  analyze: async ({ filePath, filename }) => {
    if (filename.startsWith('slow-')) {
      const released = new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      slowStarted();
      await released;
    }
    const wordCount = (await readFile(filePath, 'utf8')).split(/\s+/).filter(Boolean).length;
    return {
      pages: Math.max(1, Math.ceil(wordCount / 250)),
      wordCount,
      method: 'text',
      perPage: null,
      ocrConfidence: null,
      warnings: [],
    };
  },
  preview: async () => null,
  close: async () => {},
};

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({ analyzer });
  await ensureFirstAdmin({
    db: t.db,
    adminEmail: 'admin@sello.test',
    adminPassword: 'admin-password',
    fallbackDomain: 'x',
  });
  const signin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'admin@sello.test', password: 'admin-password' },
  });
  adminToken = signin.json().tokens.accessToken;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const placeOrder = async (headers: Record<string, string> = {}) => {
  const file = await uploadFile(t.app, { filename: 'passport.txt', contentType: 'text/plain', body: words(300) });
  const quote = await createFileQuote(t.app, [file.fileKey]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { quoteId: quote.quoteId, serviceType: 'sworn', customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order, quote, fileKey: file.fileKey };
};

describe('tracking by order number (guessable) shows the status only', () => {
  it('gives a stranger the status, its dates, the estimated delivery and an initial: no id, keys, names or links', async () => {
    const { order, quote, fileKey } = await placeOrder();
    const res = await t.app.inject({ url: `/api/orders/track?q=${order.orderNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toBeUndefined();
    expect(body.tracking).toEqual({
      orderNumber: order.orderNumber,
      status: 'PENDING',
      orderDate: order.orderDate,
      events: [{ status: 'PENDING', at: expect.any(String) }],
      estimatedDelivery: order.estimatedDelivery,
      deliveryDate: order.deliveryDate,
      customerInitial: 'J.',
      officialQuote: null,
    });
    for (const secret of [
      order.orderId,
      quote.quoteId,
      fileKey,
      'passport.txt',
      'Doe',
      'Jane',
      'example.com',
      customerInfo.phone,
      '5550123',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('tells the official quote’s stage and its dates, never its price, so the steps before payment are right', async () => {
    const { order, fileKey } = await placeOrder();
    const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/official-quote`,
      headers: bearer(adminToken),
      payload: { files: [{ fileKey, pages: 2, wordCount: 300 }], deliveryDate, note: 'Secret staff note' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const officialQuote = sent.json().officialQuote;
    const track = async () => {
      const res = await t.app.inject({ url: `/api/orders/track?q=${order.orderNumber}` });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };

    const awaitingApproval = await track();
    expect(awaitingApproval.json().tracking.officialQuote).toEqual({
      status: 'CURRENT',
      expired: false,
      createdAt: officialQuote.createdAt,
      approvedAt: null,
    });
    for (const secret of [
      officialQuote.officialQuoteId,
      'Secret staff note',
      `:${officialQuote.total}`,
      '"total"',
      'lines',
    ]) {
      expect(awaitingApproval.body).not.toContain(secret);
    }

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/approve`,
      payload: { officialQuoteId: officialQuote.officialQuoteId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const awaitingPayment = (await track()).json().tracking.officialQuote;
    expect(awaitingPayment).toEqual({
      status: 'APPROVED',
      expired: false,
      createdAt: officialQuote.createdAt,
      approvedAt: expect.any(String),
    });
  });

  it("gives the full order to its signed-in owner and to staff; an account's order is not opened by its id alone", async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'tracker@example.com', password: 'tracker-password', firstName: 'Tia', lastName: 'Tracker' },
    });
    const ownerToken = signup.json().tokens.accessToken;
    const { order } = await placeOrder(bearer(ownerToken));

    const asOwner = await t.app.inject({
      url: `/api/orders/track?q=${order.orderNumber}`,
      headers: bearer(ownerToken),
    });
    expect(asOwner.json().order.orderId).toBe(order.orderId);
    const asAdmin = await t.app.inject({
      url: `/api/orders/track?q=${order.orderNumber}`,
      headers: bearer(adminToken),
    });
    expect(asAdmin.json().order.orderId).toBe(order.orderId);
    const byId = await t.app.inject({ url: `/api/orders/track?q=${order.orderId}` });
    expect(byId.statusCode).toBe(401);
    const guest = await placeOrder();
    const guestById = await t.app.inject({ url: `/api/orders/track?q=${guest.order.orderId}` });
    expect(guestById.json().order.orderNumber).toBe(guest.order.orderNumber);

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'nosy@example.com', password: 'nosy-password', firstName: 'Nia', lastName: 'Nosy' },
    });
    const asOther = await t.app.inject({
      url: `/api/orders/track?q=${order.orderNumber}`,
      headers: bearer(other.json().tokens.accessToken),
    });
    expect(asOther.json().order).toBeUndefined();
    expect(asOther.json().tracking.customerInitial).toBe('T.');
  });
});

describe('an uploaded file belongs to the quote that first took it', () => {
  it("refuses another quote taking someone's file key, whether at creation or by attaching (404)", async () => {
    const victim = await uploadFile(t.app, { filename: 'birth.txt', contentType: 'text/plain', body: words(200) });
    const victimQuote = await createFileQuote(t.app, [victim.fileKey]);
    expect(victimQuote.files.map((file: { fileKey: string }) => file.fileKey)).toEqual([victim.fileKey]);

    const stolenAtCreation = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { files: [{ fileKey: victim.fileKey }], sourceLanguage: 'en', targetLanguage: 'es' },
    });
    expect(stolenAtCreation.statusCode, stolenAtCreation.body).toBe(404);

    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { manualEstimate: { pages: 1 }, sourceLanguage: 'en', targetLanguage: 'es' },
    });
    const attackerQuote = manual.json().quote;
    const stolenByAttach = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${attackerQuote.quoteId}/files`,
      payload: { files: [{ fileKey: victim.fileKey }], replace: true },
    });
    expect(stolenByAttach.statusCode, stolenByAttach.body).toBe(404);
    expect(stolenByAttach.json().error).toBe('One of the files was not found. Please upload it again.');

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: attackerQuote.quoteId, serviceType: 'sworn', customerInfo },
    });
    expect(order.statusCode).toBe(400);
    const files = await t.db.selectFrom('files').select(['order_id']).where('file_key', '=', victim.fileKey).execute();
    expect(files).toEqual([{ order_id: null }]);
  });

  it('still lets the quote that owns a file re-attach it alongside a new upload', async () => {
    const first = await uploadFile(t.app, { filename: 'one.txt', contentType: 'text/plain', body: words(100) });
    const quote = await createFileQuote(t.app, [first.fileKey]);
    const second = await uploadFile(t.app, { filename: 'two.txt', contentType: 'text/plain', body: words(400) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}/files`,
      payload: { files: [{ fileKey: first.fileKey }, { fileKey: second.fileKey }], replace: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toMatchObject({ totalPages: 3, totalWords: 500 });
  });
});

describe('a quote cannot change once it became an order', () => {
  it('refuses files attached while the order was being created (the check runs under the row locks)', async () => {
    const first = await uploadFile(t.app, { filename: 'lease.txt', contentType: 'text/plain', body: words(250) });
    const quote = await createFileQuote(t.app, [first.fileKey]);
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: { files: [{ filename: 'slow-diploma.txt', contentType: 'text/plain', size: words(600).length }] },
    });
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from(words(600)) });

    const inAnalysis = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const attaching = t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}/files`,
      payload: { files: [{ fileKey: first.fileKey }, { fileKey: upload.fileKey }], replace: true },
    });
    await inAnalysis;
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'sworn', customerInfo },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    releaseSlow();
    const attached = await attaching;
    expect(attached.statusCode, attached.body).toBe(409);
    // The quote id is shared ("here is the price"); a guest order's id opens the order: only its owner and staff get it.
    const orderId: string = ordered.json().order.orderId;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(attached.json())).not.toContain(orderId);

    const after = (await t.app.inject({ url: `/api/quotes/${quote.quoteId}` })).json().quote;
    expect(after.files.map((file: { fileKey: string }) => file.fileKey)).toEqual([first.fileKey]);
    expect(after).toMatchObject({ totalPages: 1, totalWords: 250 });
    const slowFile = await t.db.selectFrom('files').select('order_id').where('file_key', '=', upload.fileKey).execute();
    expect(slowFile).toEqual([{ order_id: null }]);
  });
});
