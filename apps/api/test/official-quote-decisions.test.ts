import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { startFakeStripeServer, type TFakeStripeServer } from './helpers/fake-stripe-server.ts';
import { createFileQuote, customerInfo, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SUPPORT = 'support@sello.test';

/** A sworn order (600 words = 3 pages × $40 = $120) with an official quote confirming the counts. */
const orderWithQuote = async (t: TTestApp, adminToken: string, email = customerInfo.email) => {
  const file = await uploadFile(t.app, { filename: 'deed.txt', contentType: 'text/plain', body: words(600) });
  const quote = await createFileQuote(t.app, [file.fileKey], { sourceLanguage: 'spanish', targetLanguage: 'english' });
  const order = await placeOrder(t.app, quote.quoteId, { customer: { email }, serviceType: 'sworn' });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderId}/official-quote`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { files: [{ fileKey: file.fileKey, pages: 3, wordCount: 600 }], deliveryDate: inDays(4) },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { order, officialQuoteId: sent.json().officialQuote.officialQuoteId as string };
};

const readOrder = async (t: TTestApp, orderId: string) =>
  (await t.app.inject({ url: `/api/orders/${orderId}` })).json().order as TOrder;

const approve = (t: TTestApp, orderId: string, officialQuoteId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/approve`, payload: { officialQuoteId } });

const decline = (t: TTestApp, orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/decline`, payload });

const ask = (t: TTestApp, orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/questions`, payload });

const emailsTo = (t: TTestApp, to: string, template: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'reply_to'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .execute();

describe('without Stripe', () => {
  let t: TTestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = await signInAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  it('the order carries the bank-transfer details whenever payment is due, so a reload still shows them', async () => {
    const email = 'bank-payer@example.com';
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, email);
    let page = await readOrder(t, order.orderId);
    expect(page.paymentMethod).toBe('bank_transfer');
    // Not due before the customer approves.
    expect(page.bankTransfer).toBeNull();

    expect((await approve(t, order.orderId, officialQuoteId)).statusCode).toBe(200);
    page = await readOrder(t, order.orderId);
    expect(page.bankTransfer).toEqual({
      amount: 120,
      payee: 'Sello Translations LLC',
      account: 'Account 000123456789 · routing 021000021',
      reference: order.orderNumber,
      instructions: expect.stringContaining('Use your order number as the payment reference'),
    });

    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { amount: 120, method: 'bank_transfer', reference: 'WIRE-1' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    page = await readOrder(t, order.orderId);
    expect(page.status).toBe('PAID');
    expect(page.bankTransfer).toBeNull();
  });

  it('declining the quote cancels the order as the customer, tells the customer and the agency, once', async () => {
    const email = 'decliner@example.com';
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, email);
    const first = await decline(t, order.orderId, { officialQuoteId, reason: 'Too expensive for us right now.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ orderId: order.orderId, status: 'CANCELLED', bankTransfer: null });

    const again = await decline(t, order.orderId, { officialQuoteId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.status).toBe('CANCELLED');

    const toCustomer = await emailsTo(t, email, 'order-cancelled');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.text_body).toContain('You declined the official quote');
    // What the link holder wrote goes to the agency only, never into an email to the customer's address.
    expect(toCustomer[0]?.text_body).not.toContain('Too expensive');
    const toAgency = (await emailsTo(t, SUPPORT, 'quote-declined')).filter((row) =>
      row.subject.includes(order.orderNumber),
    );
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]?.text_body).toContain('Too expensive for us right now.');

    const events = await t.db
      .selectFrom('order_events')
      .select(['to_status', 'actor', 'note'])
      .where('order_id', '=', order.orderId)
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => [event.to_status, event.actor])).toEqual([
      ['PENDING', 'customer'],
      ['CANCELLED', 'customer'],
    ]);
    expect(events[1]?.note).toBe('Quote declined by the customer: Too expensive for us right now.');
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_role', 'detail'])
      .where('order_id', '=', order.orderId)
      .where('action', '=', 'status_changed')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_role: 'customer', detail: expect.objectContaining({ to: 'CANCELLED' }) }),
    ]);

    // Cancelled: the quote can no longer be approved.
    expect((await approve(t, order.orderId, officialQuoteId)).statusCode).toBe(409);
  });

  it('declines only a quote awaiting approval: 409 with the reason otherwise, 400 for a bad reason', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    const long = await decline(t, order.orderId, { officialQuoteId, reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('reason: The reason must be at most 1,000 characters.');

    expect((await approve(t, order.orderId, officialQuoteId)).statusCode).toBe(200);
    const approved = await decline(t, order.orderId, { officialQuoteId });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error).toBe(
      'You approved this quote already. To cancel the order now, please write to us from the order page.',
    );
    expect((await readOrder(t, order.orderId)).status).toBe('PENDING');

    const cancelledByStaff = await orderWithQuote(t, adminToken);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelledByStaff.order.orderId}/cancel`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { reason: 'Duplicate order' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await decline(t, cancelledByStaff.order.orderId, {
      officialQuoteId: cancelledByStaff.officialQuoteId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This order has been cancelled.');
  });

  it('a question about the quote is stored as a contact message, emailed to support, and on the order’s trail', async () => {
    const email = 'asker@example.com';
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, email);
    const empty = await ask(t, order.orderId, { officialQuoteId, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('message: Please write your question.');

    const asked = await ask(t, order.orderId, {
      officialQuoteId,
      message: 'Why are there three pages? The deed has two.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();
    const stored = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      email,
      subject: 'quote',
      message: 'Why are there three pages? The deed has two.',
    });
    const toSupport = (await emailsTo(t, SUPPORT, 'quote-question')).filter((row) =>
      row.subject.includes(order.orderNumber),
    );
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]?.reply_to).toBe(email);
    expect(toSupport[0]?.text_body).toContain('Why are there three pages? The deed has two.');
    expect(toSupport[0]?.text_body).toContain(`/admin/orders/${order.orderId}`);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_role', 'detail'])
      .where('order_id', '=', order.orderId)
      .where('action', '=', 'quote_question_asked')
      .execute();
    expect(audit).toEqual([
      { action: 'quote_question_asked', actor_role: 'customer', detail: { contactMessageId: id } },
    ]);
    // The order is unchanged: the customer may still approve.
    expect((await readOrder(t, order.orderId)).status).toBe('PENDING');

    const unknownQuote = await ask(t, order.orderId, {
      officialQuoteId: '00000000-0000-4000-8000-000000000000',
      message: 'Hello?',
    });
    expect(unknownQuote.statusCode).toBe(404);
  });
});

describe('with Stripe', () => {
  let t: TTestApp;
  let fake: TFakeStripeServer;
  let adminToken: string;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_decisions',
        STRIPE_WEBHOOK_SECRET: 'whsec_decisions',
        STRIPE_API_URL: fake.url,
      },
    });
    adminToken = await signInAdmin(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the order is paid by card: no bank-transfer details, even once approved', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    expect((await approve(t, order.orderId, officialQuoteId)).json()).toHaveProperty('checkoutUrl');
    const page = await readOrder(t, order.orderId);
    expect(page.paymentMethod).toBe('card');
    expect(page.bankTransfer).toBeNull();
  });
});
