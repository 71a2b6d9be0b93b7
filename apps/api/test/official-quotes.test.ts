import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A sworn order of two text documents (600 words = 3 pages, 250 words = 1 page): 4 pages × $40 = $160 estimated. */
const newOrder = async (info: Record<string, unknown> = customerInfo, serviceType = 'sworn') => {
  const a = await uploadFile(t.app, { filename: 'passport.txt', contentType: 'text/plain', body: words(600) });
  const b = await uploadFile(t.app, { filename: 'birth.txt', contentType: 'text/plain', body: words(250) });
  const quote = await createFileQuote(t.app, [a.fileKey, b.fileKey], {
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType, customerInfo: info },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order as TOrder, keys: [a.fileKey, b.fileKey] as const };
};

const send = (orderId: string, payload: Record<string, unknown>, headers: Record<string, string> = asAdmin()) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/official-quote`, headers, payload });

const officialQuoteEmails = (orderId: string) =>
  t.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('template', '=', 'official-quote')
    .where('text_body', 'like', `%/orders/${orderId}%`)
    .orderBy('created_at')
    .execute();

describe('POST /api/admin/orders/:id/official-quote', () => {
  it('prices the corrected counts, extras and discount on the server and shows the customer why', async () => {
    const { order, keys } = await newOrder();
    expect(order.totalPrice).toBe(160);
    const res = await send(order.orderId, {
      files: [
        { fileKey: keys[0], pages: 4, wordCount: 600, reason: 'Page 3 is a two-sided scan' },
        { fileKey: keys[1], pages: 1, wordCount: 250, reason: 'Unchanged, so this reason is dropped' },
      ],
      extras: [{ code: 'rush' }, { code: 'notarization' }],
      discount: { amount: 20, reason: 'Returning customer' },
      deliveryDate: inDays(3),
      note: 'We start as soon as you approve.',
      // A client cannot set prices: unknown fields are ignored.
      total: 1,
      lines: [{ amount: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote: TOfficialQuote = res.json().officialQuote;
    // 5 pages × $40 = $200; rush +50 % = $100; notarization $35; discount −$20 → $315.
    expect(quote.lines.map(({ code, quantity, unitPrice, amount }) => ({ code, quantity, unitPrice, amount }))).toEqual(
      [
        { code: 'translation', quantity: 5, unitPrice: 40, amount: 200 },
        { code: 'rush', quantity: 1, unitPrice: 100, amount: 100 },
        { code: 'notarization', quantity: 1, unitPrice: 35, amount: 35 },
        { code: 'discount', quantity: 1, unitPrice: -20, amount: -20 },
      ],
    );
    expect(quote).toMatchObject({
      version: 1,
      status: 'CURRENT',
      totalPages: 5,
      totalWords: 850,
      total: 315,
      estimatedTotal: 160,
      difference: 155,
      discountReason: 'Returning customer',
      deliveryDate: inDays(3),
      note: 'We start as soon as you approve.',
      expired: false,
      approvedAt: null,
    });
    expect(quote.files).toEqual([
      {
        fileKey: keys[0],
        filename: 'passport.txt',
        estimatedPages: 3,
        estimatedWordCount: 600,
        pages: 4,
        wordCount: 600,
        reason: 'Page 3 is a two-sided scan',
      },
      {
        fileKey: keys[1],
        filename: 'birth.txt',
        estimatedPages: 1,
        estimatedWordCount: 250,
        pages: 1,
        wordCount: 250,
        reason: null,
      },
    ]);
    // Valid for the settings' 14 days.
    const validForDays = (Date.parse(quote.validUntil) - Date.parse(quote.createdAt)) / 86_400_000;
    expect(validForDays).toBe(14);

    // The customer's order page (the shared link) shows it; the order's status does not change.
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page.status).toBe('PENDING');
    expect(page.officialQuote).toEqual(quote);

    const emails = await officialQuoteEmails(order.orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to_address).toBe(customerInfo.email);
    expect(emails[0]?.subject).toBe(`Your official quote for order ${order.orderNumber}: $315.00`);
    expect(emails[0]?.text_body).toContain('Nothing is charged until you approve it.');
  });

  it('a new quote supersedes the live one; the history keeps both', async () => {
    const { order, keys } = await newOrder();
    const files = [
      { fileKey: keys[0], pages: 3, wordCount: 600 },
      { fileKey: keys[1], pages: 1, wordCount: 250 },
    ];
    const first = (await send(order.orderId, { files, deliveryDate: inDays(5) })).json().officialQuote;
    expect(first).toMatchObject({ version: 1, total: 160, difference: 0 });
    const second = await send(order.orderId, {
      files,
      extras: [{ code: 'hard_copy', quantity: 2 }],
      deliveryDate: inDays(6),
    });
    expect(second.statusCode, second.body).toBe(201);
    // Two hard copies at $10 and one shipping at $15.
    expect(second.json().officialQuote).toMatchObject({ version: 2, status: 'CURRENT', total: 195 });
    expect(second.json().officialQuote.lines.slice(1)).toMatchObject([
      { code: 'hard_copy', quantity: 2, unitPrice: 10, amount: 20 },
      { code: 'shipping', quantity: 1, unitPrice: 15, amount: 15 },
    ]);

    const admin = (await t.app.inject({ url: `/api/admin/orders/${order.orderId}`, headers: asAdmin() })).json().order;
    expect(admin.officialQuotes.map((quote: TOfficialQuote) => [quote.version, quote.status])).toEqual([
      [2, 'CURRENT'],
      [1, 'SUPERSEDED'],
    ]);
    expect(admin.officialQuote.version).toBe(2);
    const emails = await officialQuoteEmails(order.orderId);
    expect(emails.map((email) => email.subject)).toEqual([
      `Your official quote for order ${order.orderNumber}: $160.00`,
      `Your official quote for order ${order.orderNumber}: $195.00`,
    ]);
    expect(emails[1]?.text_body).toContain('this quote replaces the earlier one');
  });

  it('applies the frozen minimum charge to a professional order', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin(),
      payload: {
        ...(await t.app.inject({ url: '/api/admin/settings', headers: asAdmin() })).json().settings,
        pricing: { professionalRatePerWord: 0.07, swornRatePerPage: 40, minimumCharge: 100 },
      },
    });
    const { order, keys } = await newOrder(customerInfo, 'professional');
    const res = await send(order.orderId, {
      files: [
        { fileKey: keys[0], pages: 3, wordCount: 600 },
        { fileKey: keys[1], pages: 1, wordCount: 200, reason: 'The last lines are a stamp, not text' },
      ],
      deliveryDate: inDays(2),
    });
    expect(res.statusCode, res.body).toBe(201);
    // 800 words × $0.07 = $56, topped up to the $100 minimum.
    expect(res.json().officialQuote.lines).toMatchObject([
      { code: 'translation', quantity: 800, unitPrice: 0.07, amount: 56 },
      { code: 'minimum', quantity: 1, unitPrice: 44, amount: 44 },
    ]);
    expect(res.json().officialQuote.total).toBe(100);
  });

  it('refuses what it cannot price, with a message saying why', async () => {
    const { order, keys } = await newOrder({ ...customerInfo, address: undefined, city: undefined });
    const both = [
      { fileKey: keys[0], pages: 3, wordCount: 600 },
      { fileKey: keys[1], pages: 1, wordCount: 250 },
    ];
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ files: [both[0]], deliveryDate: inDays(1) }, 'files: Confirm the counts of birth.txt too.'],
      [
        {
          files: [...both, { fileKey: '00000000-0000-4000-8000-000000000000', pages: 1, wordCount: 1 }],
          deliveryDate: inDays(1),
        },
        'files: 00000000-0000-4000-8000-000000000000 is not a document of this order.',
      ],
      [{ files: [both[0], both[0], both[1]], deliveryDate: inDays(1) }, 'files: Each document may be listed once.'],
      [{ files: both, deliveryDate: '2020-01-01' }, 'deliveryDate: The delivery date cannot be in the past.'],
      [
        { files: both, extras: [{ code: 'hard_copy' }], deliveryDate: inDays(1) },
        "extras: Certified hard copy by post needs the customer's postal address, and this order has none. Ask the customer for it first.",
      ],
      [
        { files: both, extras: [{ code: 'rush' }, { code: 'rush' }], deliveryDate: inDays(1) },
        'extras: Each extra may be added once (give hard copies a quantity).',
      ],
      [
        { files: both, discount: { amount: 500, reason: 'Too generous' }, deliveryDate: inDays(1) },
        'discount: The discount cannot be more than the quote before it.',
      ],
    ];
    for (const [payload, error] of refusals) {
      const res = await send(order.orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error, code: 'BAD_REQUEST' });
    }
    const invalid = await send(order.orderId, { files: both, extras: [{ code: 'gift-wrap' }], deliveryDate: 'soon' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('BAD_REQUEST');
    const discountWithoutReason = await send(order.orderId, {
      files: both,
      discount: { amount: 5 },
      deliveryDate: inDays(1),
    });
    expect(discountWithoutReason.json().error).toContain('A discount needs a reason');
    expect(await officialQuoteEmails(order.orderId)).toEqual([]);
    const unknownOrder = await send('00000000-0000-4000-8000-000000000000', { files: both, deliveryDate: inDays(1) });
    expect(unknownOrder.statusCode).toBe(404);
  });

  it('only staff send official quotes, and only before the order is paid', async () => {
    const { order, keys } = await newOrder();
    const payload = {
      files: [
        { fileKey: keys[0], pages: 3, wordCount: 600 },
        { fileKey: keys[1], pages: 1, wordCount: 250 },
      ],
      deliveryDate: inDays(1),
    };
    expect((await send(order.orderId, payload, {})).statusCode).toBe(401);
    const customer = await signUpCustomer(t.app, 'curious@example.com');
    expect((await send(order.orderId, payload, { authorization: `Bearer ${customer}` })).statusCode).toBe(403);

    // Paid outside the flow under test (a recorded payment is the only way to PAID).
    await t.db.updateTable('orders').set({ status: 'PAID' }).where('id', '=', order.orderId).execute();
    const paid = await send(order.orderId, payload);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('This order is paid: an official quote can only be sent before it is paid.');
  });
});
