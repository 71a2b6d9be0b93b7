import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { followLink, putUpload } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

/**
 * The whole journey the way an outside client written from the specification drives it: plain JSON over HTTP,
 * only the specification's paths, field names and values (no shared schemas, no database reads, no test helpers
 * for the customer's side). If a name drifts, this test fails where that client would.
 */

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  // The one step an outside client cannot do: the first admin exists because the server created it at boot.
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

// An outside client reads untyped JSON.
// biome-ignore lint/suspicious/noExplicitAny: the point is to use no shared types
type TJson = Record<string, any>;

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { body, token, expectStatus = 200 }: { body?: unknown; token?: string; expectStatus?: number } = {},
): Promise<TJson> => {
  const res = await t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expectStatus);
  return res.headers['content-type']?.toString().includes('json') ? res.json() : { body: res.rawPayload };
};

const documentText = Array.from({ length: 600 }, (_, i) => `palabra${i}`).join(' ');

describe('the specification’s contract, end to end', () => {
  it('quote → select → order → track → official quote → approve → payment → admin status and completion → customer list → planner → PDF', async () => {
    // A customer account, so the order shows in their list.
    await call('POST', '/api/auth/signup', {
      body: { email: 'maria.contract@example.com', password: 'contract-pass-1', firstName: 'María', lastName: 'Pérez' },
      expectStatus: 201,
    });
    const signin = await call('POST', '/api/auth/signin', {
      body: { email: 'maria.contract@example.com', password: 'contract-pass-1' },
    });
    expect(signin.user).toMatchObject({ email: 'maria.contract@example.com', firstName: 'María', isAdmin: false });
    const token: string = signin.tokens.accessToken;

    // Upload: presign, PUT the bytes, analyse.
    const bytes = Buffer.from(documentText);
    const presign = await call('POST', '/api/uploads/presigned-url', {
      body: { files: [{ filename: 'acta-nacimiento.txt', contentType: 'text/plain', size: bytes.length }] },
      token,
    });
    expect(presign.uploads).toMatchObject([
      { fileKey: expect.any(String), originalFilename: 'acta-nacimiento.txt', uploadUrl: expect.any(String) },
    ]);
    const { fileKey, uploadUrl } = presign.uploads[0];
    await putUpload(t.app, uploadUrl, { contentType: 'text/plain', body: Buffer.from(bytes) });
    const analysis = await call('POST', '/api/analyze/document', {
      body: { fileKey, filename: 'acta-nacimiento.txt', contentType: 'text/plain', size: bytes.length },
      token,
    });
    expect(analysis.success).toBe(true);
    expect(analysis.analysis).toMatchObject({
      fileKey,
      filename: 'acta-nacimiento.txt',
      pages: 3,
      wordCount: 600,
      size: bytes.length,
      contentType: 'text/plain',
      method: 'text',
    });

    // Quote, with the languages by name.
    const created = await call('POST', '/api/quotes', {
      body: {
        files: [{ fileKey }],
        sessionId: 'contract-session',
        sourceLanguage: 'spanish',
        targetLanguage: 'english',
      },
      token,
      expectStatus: 201,
    });
    const quote = created.quote;
    expect(quote).toMatchObject({
      quoteId: expect.any(String),
      sessionId: 'contract-session',
      status: 'PENDING',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      files: [
        {
          fileKey,
          filename: 'acta-nacimiento.txt',
          pages: 3,
          wordCount: 600,
          size: bytes.length,
          contentType: 'text/plain',
        },
      ],
      totalPages: 3,
      totalWords: 600,
      selectedService: null,
      pricing: {
        professional: {
          rate: 0.07,
          rateType: 'per_word',
          price: 42,
          timeEstimate: expect.any(String),
          available: true,
        },
        sworn: { rate: 40, rateType: 'per_page', price: 120, timeEstimate: expect.any(String), available: true },
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(quote.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(Number.isInteger(quote.expiresAt)).toBe(true);
    expect(quote).not.toHaveProperty('id');
    expect(quote).not.toHaveProperty('totals');

    // Select the sworn service.
    const selected = await call('PUT', `/api/quotes/${quote.quoteId}`, { body: { selectedService: 'sworn' }, token });
    expect(selected.quote).toMatchObject({
      quoteId: quote.quoteId,
      status: 'SERVICE_SELECTED',
      selectedService: 'sworn',
    });

    // Submit the order.
    const customerInfo = {
      firstName: 'María',
      lastName: 'Pérez',
      email: 'maria.contract@example.com',
      phone: '+1 312 555 0142',
      company: 'Pérez Consulting',
      address: '100 N State St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60602',
    };
    const placed = await call('POST', '/api/orders', {
      body: { quoteId: quote.quoteId, customerInfo, serviceType: 'sworn' },
      token,
      expectStatus: 201,
    });
    const order = placed.order;
    expect(order).toMatchObject({
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^TRS-\d{8}-[A-Z0-9]{6}$/),
      status: 'PENDING',
      orderDate: expect.any(String),
      estimatedDelivery: expect.any(String),
      serviceName: 'Sworn Translation',
      serviceType: 'sworn',
      totalPrice: 120,
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      totalWords: 600,
      totalPages: 3,
      customerInfo: { ...customerInfo, country: 'United States' },
      files: [
        {
          fileKey,
          filename: 'acta-nacimiento.txt',
          size: bytes.length,
          pages: 3,
          wordCount: 600,
          analysisComplete: true,
          fileType: 'SOURCE',
        },
      ],
    });
    expect(order).not.toHaveProperty('id');
    expect(order).not.toHaveProperty('customer');
    expect(order.files[0]).not.toHaveProperty('downloadUrl');
    const again = await call('POST', '/api/orders', {
      body: { quoteId: quote.quoteId, customerInfo, serviceType: 'sworn' },
      token,
      expectStatus: 409,
    });
    expect(again).toMatchObject({ error: expect.any(String), code: 'CONFLICT', orderId: order.orderId });
    expect((await call('GET', `/api/quotes/${quote.quoteId}`, { token })).quote).toMatchObject({
      status: 'ACCEPTED',
      orderId: order.orderId,
    });

    // Track: the owner by number or id sees the order; a stranger by number sees the status only.
    const tracked = await call('GET', `/api/orders/track?q=${order.orderNumber}`, { token });
    expect(tracked.order).toMatchObject({ orderId: order.orderId, status: 'PENDING' });
    const strangerView = await call('GET', `/api/orders/track?q=${order.orderNumber}`);
    expect(strangerView.tracking).toMatchObject({ orderNumber: order.orderNumber, status: 'PENDING' });
    expect(JSON.stringify(strangerView)).not.toContain(order.orderId);

    // Staff review it and send the official quote; the customer approves (bank transfer here: no Stripe keys) and
    // staff record the payment, which makes the order PAID.
    const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const official = await call('POST', `/api/admin/orders/${order.orderId}/official-quote`, {
      body: { files: [{ fileKey, pages: 3, wordCount: 600 }], extras: [], deliveryDate },
      token: adminToken,
      expectStatus: 201,
    });
    expect(official.officialQuote).toMatchObject({ status: 'CURRENT', total: 120, difference: 0, deliveryDate });
    const approval = await call('POST', `/api/orders/${order.orderId}/approve`, {
      body: { officialQuoteId: official.officialQuote.officialQuoteId },
      token,
    });
    expect(approval).toMatchObject({ instructions: expect.any(String), reference: order.orderNumber });
    const paid = await call('POST', `/api/admin/orders/${order.orderId}/payments`, {
      body: { amount: 120, method: 'bank_transfer', reference: 'WIRE-0001' },
      token: adminToken,
      expectStatus: 201,
    });
    expect(paid.payment).toMatchObject({ kind: 'PAYMENT', amount: 120, flagged: false });
    const afterPayment = (await call('GET', `/api/orders/${order.orderId}`, { token })).order;
    expect(afterPayment).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });

    // The admin moves it along, delivers a translation and completes it.
    const inProgress = await call('PUT', `/api/admin/orders/${order.orderId}/status`, {
      body: { status: 'IN_PROGRESS' },
      token: adminToken,
    });
    expect(inProgress.order).toMatchObject({ orderId: order.orderId, status: 'IN_PROGRESS' });
    const adminList = await call('GET', '/api/admin/orders?limit=10', { token: adminToken });
    expect(adminList.count).toBeGreaterThanOrEqual(1);
    expect(adminList.orders[0]).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      totalPages: 3,
      totalWords: 600,
      customerInfo: { firstName: 'María', lastName: 'Pérez', email: 'maria.contract@example.com' },
    });

    const translation = Buffer.from('Birth certificate, translated.');
    const translatedUpload = await call('POST', '/api/uploads/presigned-url', {
      body: {
        files: [{ filename: 'birth-certificate-en.txt', contentType: 'text/plain', size: translation.length }],
        orderId: order.orderId,
        fileType: 'TRANSLATED',
      },
      token: adminToken,
    });
    const delivered = translatedUpload.uploads[0];
    await putUpload(t.app, delivered.uploadUrl, { contentType: 'text/plain', body: Buffer.from(translation) });
    const completed = await call('POST', `/api/admin/orders/${order.orderId}/complete`, {
      body: { translatedFileKeys: [delivered.fileKey], message: 'Dear María,\n\nYour sworn translation is ready.' },
      token: adminToken,
    });
    expect(completed.order).toMatchObject({ orderId: order.orderId, status: 'COMPLETED' });

    // The client's order page: the translation is downloadable at its downloadUrl.
    const page = (await call('GET', `/api/orders/${order.orderId}`, { token })).order;
    const translated = page.files.find((file: TJson) => file.fileType === 'TRANSLATED');
    expect(translated).toMatchObject({ fileKey: delivered.fileKey, filename: 'birth-certificate-en.txt' });
    const download = await t.app.inject({ url: translated.downloadUrl });
    expect(download.statusCode).toBe(302);
    const file = await followLink(t.app, download.headers.location as string);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString()).toBe('Birth certificate, translated.');

    // The customer's list.
    const mine = await call('GET', '/api/orders', { token });
    expect(mine.orders).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        status: 'DELIVERED',
        targetLanguage: 'english',
        orderDate: order.orderDate,
        totalPrice: 120,
        files: [
          expect.objectContaining({ fileKey, fileType: 'SOURCE' }),
          expect.objectContaining({
            fileKey: delivered.fileKey,
            fileType: 'TRANSLATED',
            downloadUrl: expect.any(String),
          }),
        ],
      }),
    ]);

    // The admin dashboard's figures.
    const stats = (await call('GET', '/api/admin/stats', { token: adminToken })).stats;
    expect(stats).toMatchObject({ totalOrders: 1, totalQuotes: 1, totalCustomers: 1, totalRevenue: 120 });
    expect(typeof stats.conversionRate).toBe('number');

    // The planner: the specification's answers object, consulate and visa by name; then the PDF of that plan.
    const generated = await call('POST', '/api/planner/generate', {
      body: {
        country: 'ES',
        visa_type: 'Telework (Digital Nomad)',
        consulate: 'Chicago',
        answers: {
          country: 'ES',
          visa_type: 'DNV',
          consulate: 'Chicago',
          applicant_type: 'employee',
          nie_status: 'need',
          residence_history_5y: [{ country: 'US', months: 60 }],
          ssa_certificate_of_coverage: true,
          monthly_income_amount: 4500,
        },
      },
      token,
      expectStatus: 201,
    });
    expect(generated.planId).toEqual(expect.any(String));
    expect(generated.plan.answers).toMatchObject({ country: 'ES', visa_type: 'DNV', consulate: 'Chicago' });
    // The specification's plan object: the cards, the timeline and the citations inside `web`.
    expect(generated.plan.web).toMatchObject({
      header: expect.any(Object),
      cards: expect.arrayContaining([
        expect.objectContaining({ doc_id: expect.any(String), label: expect.any(String) }),
      ]),
      timeline: expect.arrayContaining([expect.objectContaining({ doc_id: expect.any(String) })]),
      citations_index: expect.arrayContaining([
        expect.objectContaining({ id: expect.any(String), url: expect.any(String) }),
      ]),
    });
    expect(generated.plan).not.toHaveProperty('cards');
    const pdf = await call('POST', '/api/planner/pdf', {
      body: { plan: generated.plan, planId: generated.planId, email: 'maria.contract@example.com' },
      token,
    });
    expect(pdf.pdfUrl).toEqual(expect.any(String));
    const pdfFile = await followLink(t.app, pdf.pdfUrl);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A lead from a source the specification does not name is stored as given.
    await call('POST', '/api/leads', {
      body: { email: 'lead.contract@example.com', source: '  Consulate fair 2026  ' },
      expectStatus: 201,
    });
    const leads = (await call('GET', '/api/admin/leads', { token: adminToken })).leads;
    expect(leads).toContainEqual(
      expect.objectContaining({ email: 'lead.contract@example.com', source: 'Consulate fair 2026' }),
    );

    // The admin quotes list: `pricing` in the public quote's shape.
    const adminQuotes = (await call('GET', '/api/admin/quotes', { token: adminToken })).quotes;
    expect(adminQuotes.find((row: TJson) => row.quoteId === quote.quoteId)?.pricing).toEqual(quote.pricing);
  });

  it('takes the ISO language codes as aliases and answers with the names', async () => {
    const quote = (
      await call('POST', '/api/quotes', {
        body: { manualEstimate: { pages: 2 }, sessionId: 'alias', sourceLanguage: 'en', targetLanguage: 'fr' },
        expectStatus: 201,
      })
    ).quote;
    expect(quote).toMatchObject({ sourceLanguage: 'english', targetLanguage: 'french', totalPages: 2 });
    const refused = await call('POST', '/api/quotes', {
      body: { manualEstimate: { pages: 2 }, sessionId: 'alias', sourceLanguage: 'german', targetLanguage: 'english' },
      expectStatus: 400,
    });
    expect(refused).toEqual({
      error: expect.stringContaining('Choose English, Spanish or French'),
      code: 'BAD_REQUEST',
      // An extension beside the specification's two fields: the stable key a client words in its own language.
      reason: 'validation',
    });
  });
});
