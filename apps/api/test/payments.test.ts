import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import type { TPayment } from '@sello/shared/payment-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import {
  signedStripeEvent,
  startFakeStripeServer,
  stripeEvent,
  type TFakeStripeServer,
} from './helpers/fake-stripe-server.ts';
import { createFileQuote, customerInfo, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/** The customer approves the official quote (anyone with the order's link may). */
const approveOfficialQuote = (t: TTestApp, orderId: string, officialQuoteId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/approve`, payload: { officialQuoteId } });

const emailsTo = (t: TTestApp, to: string, template: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .execute();

describe('without Stripe: approval, bank transfer, payment recorded by staff', () => {
  let t: TTestApp;
  let adminToken: string;
  const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = await signInAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  it('approve answers the bank-transfer instructions; staff record the payment, the order becomes PAID with a receipt', async () => {
    const email = 'payer@example.com';
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, email);
    const approve = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      officialQuote: { officialQuoteId, status: 'APPROVED', approvedAt: expect.any(String), total: 120 },
      instructions: expect.stringContaining('Use your order number as the payment reference'),
      reference: order.orderNumber,
    });
    expect(approve.json()).not.toHaveProperty('checkoutUrl');
    const instructions = await emailsTo(t, email, 'bank-transfer');
    expect(instructions).toHaveLength(1);
    expect(instructions[0]?.text_body).toContain(order.orderNumber);
    // Nothing is paid yet: the order waits for the money, in the staff's "awaiting payment" list.
    let page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page).toMatchObject({ status: 'PENDING', paidAt: null, payments: [] });
    const awaiting = (await t.app.inject({ url: '/api/admin/orders?awaitingPayment=true', headers: asAdmin() })).json();
    expect(awaiting.orders.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId);

    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: asAdmin(),
      payload: { amount: 120, method: 'bank_transfer', reference: 'WIRE-778' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const payment: TPayment = recorded.json().payment;
    expect(payment).toMatchObject({
      kind: 'PAYMENT',
      amount: 120,
      provider: 'manual',
      method: 'bank_transfer',
      reference: 'WIRE-778',
      flagged: false,
      officialQuoteId,
    });
    page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page.status).toBe('PAID');
    expect(page.paidAt).toEqual(expect.any(String));
    expect(page.events.map((event) => event.status)).toEqual(['PENDING', 'PAID']);
    expect(page.payments).toHaveLength(1);
    const receipts = await emailsTo(t, email, 'payment-received');
    expect(receipts.map((receipt) => receipt.subject)).toEqual([`Payment received for order ${order.orderNumber}`]);
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: asAdmin() })).json().stats;
    expect(stats.totalRevenue).toBe(120);
    expect(
      (await t.app.inject({ url: '/api/admin/orders?awaitingPayment=true', headers: asAdmin() })).json().orders,
    ).toEqual([]);

    // Paid: approving again or sending a new quote is refused.
    const again = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order has already been paid.');
  });

  it('flags a payment that does not match, and one for a superseded quote, without marking the order paid', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: asAdmin(),
      payload: { amount: 100, method: 'check', reference: '1042' },
    });
    expect(short.statusCode, short.body).toBe(201);
    expect(short.json().payment).toMatchObject({ flagged: true, flagReason: 'Paid $100.00; $120.00 was owed.' });
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page).toMatchObject({ status: 'PENDING', paidAt: null });

    // A new quote supersedes the first: approving the old one is refused.
    const file = page.files[0];
    if (!file) throw new Error('the order has its document');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/official-quote`,
      headers: asAdmin(),
      payload: {
        files: [{ fileKey: file.fileKey, pages: 2, wordCount: 600, reason: 'Page 3 is blank' }],
        deliveryDate: inDays(4),
      },
    });
    const stale = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('This quote was replaced by a newer one. Please review the current quote.');
  });

  it('refunds up to what was paid, emails the customer, and cancels with a reason', async () => {
    const email = 'refund@example.com';
    const { order } = await orderWithQuote(t, adminToken, email);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: asAdmin(),
      payload: { amount: 120, method: 'bank_transfer' },
    });
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: asAdmin(),
      payload: { amount: 150, reason: 'Oops' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('amount: You can refund at most $120.00 on this order.');
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: asAdmin(),
      payload: { amount: 20, reason: 'One page was not needed' },
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json().payment).toMatchObject({
      kind: 'REFUND',
      amount: 20,
      provider: 'manual',
      reason: 'One page was not needed',
    });
    expect((await emailsTo(t, email, 'refund')).map((mail) => mail.subject)).toEqual([
      `Refund of $20.00 for order ${order.orderNumber}`,
    ]);
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: asAdmin(),
      payload: { amount: 100.01, reason: 'Too much' },
    });
    expect(rest.json().error).toBe('amount: You can refund at most $100.00 on this order.');

    // Two different refunds sent at once cannot together exceed what is left ($100): one passes, the other is refused.
    const both = await Promise.all(
      ['Translation fee', 'Courier fee'].map((reason) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.orderId}/refunds`,
          headers: asAdmin(),
          payload: { amount: 70, reason },
        }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    // The same refund submitted twice (a double click) is one refund: the second answer is the first refund.
    const twiceSent = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.orderId}/refunds`,
          headers: asAdmin(),
          payload: { amount: 10, reason: 'Clicked twice' },
        }),
      ),
    );
    expect(twiceSent.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(twiceSent[1]?.json().payment.paymentId).toBe(twiceSent[0]?.json().payment.paymentId);
    expect((await emailsTo(t, email, 'refund')).length).toBe(3);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      headers: asAdmin(),
      payload: { reason: 'The customer withdrew the application' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled: TAdminOrder = cancel.json().order;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.history.at(-1)).toMatchObject({
      toStatus: 'CANCELLED',
      note: 'Cancelled: The customer withdrew the application',
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      headers: asAdmin(),
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(200);
    expect(await emailsTo(t, email, 'order-cancelled')).toHaveLength(1);
    const payAfterCancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: asAdmin(),
      payload: { amount: 1, method: 'cash' },
    });
    expect(payAfterCancel.statusCode).toBe(409);
  });
});

describe('with Stripe: Checkout Session, signed webhooks, refunds through Stripe', () => {
  const webhookSecret = 'whsec_payments_test_secret';
  let fake: TFakeStripeServer;
  let t: TTestApp;
  let adminToken: string;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_payments_key',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: fake.url,
      },
    });
    adminToken = await signInAdmin(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (payload: string, header: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });

  /** A paid session as Stripe sends it for a session createCheckoutSession made (its metadata names the order). */
  const completedEvent = (
    order: Pick<TOrder, 'orderId' | 'orderNumber'>,
    officialQuoteId: string,
    amountTotal: number,
    paymentIntent: string,
    changes: { currency?: string; orderNumber?: string } = {},
  ) =>
    stripeEvent('checkout.session.completed', {
      id: `cs_test_${paymentIntent}`,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: amountTotal,
      currency: changes.currency ?? 'usd',
      payment_intent: paymentIntent,
      client_reference_id: changes.orderNumber ?? order.orderNumber,
      metadata: { orderId: order.orderId, orderNumber: changes.orderNumber ?? order.orderNumber, officialQuoteId },
    });

  const refundedEvent = (charge: string, paymentIntent: string, amountRefunded: number) =>
    stripeEvent('charge.refunded', {
      id: charge,
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: amountRefunded,
    });

  it('approve answers a Checkout URL; the signed webhook marks the order PAID once, however often it comes', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, 'card@example.com');
    const approve = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const request = fake.lastRequest('/v1/checkout/sessions');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      customer_email: 'card@example.com',
      client_reference_id: order.orderNumber,
      'line_items[0][price_data][unit_amount]': '12000',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[orderId]': order.orderId,
      'metadata[officialQuoteId]': officialQuoteId,
      success_url: expect.stringContaining(`/orders/${order.orderId}?payment=success`),
    });
    // Nothing is recorded before Stripe says the money arrived.
    expect((await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order.status).toBe('PENDING');

    const { payload, header } = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_one'),
      webhookSecret,
    );
    const first = await webhook(payload, header);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await webhook(payload, header);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page.status).toBe('PAID');
    expect(page.payments).toMatchObject([
      { kind: 'PAYMENT', amount: 120, provider: 'stripe', method: 'stripe', flagged: false },
    ]);

    // A refund goes back through Stripe's Refunds API, then the charge.refunded event changes nothing more. A double
    // submit is one refund at Stripe (same idempotency key) and one row here.
    const [refund, repeat] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.orderId}/refunds`,
          headers: { authorization: `Bearer ${adminToken}` },
          payload: { amount: 30, reason: 'Rush was not needed' },
        }),
      ),
    );
    expect(refund?.statusCode, refund?.body).toBe(201);
    expect(repeat?.statusCode, repeat?.body).toBe(201);
    expect(repeat?.json().payment.paymentId).toBe(refund?.json().payment.paymentId);
    expect(fake.lastRequest('/v1/refunds')?.form).toMatchObject({ payment_intent: 'pi_test_one', amount: '3000' });
    const refunded = signedStripeEvent(
      stripeEvent('charge.refunded', {
        id: 'ch_test_one',
        object: 'charge',
        payment_intent: 'pi_test_one',
        amount_refunded: 3000,
      }),
      webhookSecret,
    );
    expect((await webhook(refunded.payload, refunded.header)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(after.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['PAYMENT', 120],
      ['REFUND', 30],
    ]);
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    const { payload } = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_forged'),
      'whsec_wrong',
    );
    const forged = await webhook(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Invalid Stripe signature', code: 'BAD_REQUEST' });
    const signedElsewhere = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_forged'),
      'whsec_wrong',
    );
    expect((await webhook(signedElsewhere.payload, signedElsewhere.header)).statusCode).toBe(400);
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page).toMatchObject({ status: 'PENDING', payments: [] });
    expect(await t.db.selectFrom('stripe_events').select('id').where('id', 'like', '%forged%').execute()).toEqual([]);
  });

  it('flags a payment for a superseded quote instead of accepting it', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    const file = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order.files[0];
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/official-quote`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        files: [{ fileKey: file.fileKey, pages: 4, wordCount: 600, reason: 'A stamp page' }],
        deliveryDate: inDays(4),
      },
    });
    const { payload, header } = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_old'),
      webhookSecret,
    );
    expect((await webhook(payload, header)).statusCode).toBe(200);
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    expect(page.status).toBe('PENDING');
    expect(page.payments).toMatchObject([
      { amount: 120, provider: 'stripe', flagged: true, flagReason: 'Paid for official quote v1, which was replaced.' },
    ]);
  });

  const orderPage = async (orderId: string) =>
    (await t.app.inject({ url: `/api/orders/${orderId}` })).json().order as TOrder;

  it('records a dashboard refund of the second of two card payments, once, with its Stripe refund id', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken, 'twice@example.com');
    const first = signedStripeEvent(completedEvent(order, officialQuoteId, 12000, 'pi_test_first'), webhookSecret);
    expect((await webhook(first.payload, first.header)).statusCode).toBe(200);
    // Staff refund $30 of the first payment from our admin (it goes back through Stripe).
    const ours = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { amount: 30, reason: 'Rush was not needed' },
    });
    expect(ours.statusCode, ours.body).toBe(201);
    // The customer paid a second time from another tab: Stripe took the money, we keep it flagged.
    const second = signedStripeEvent(completedEvent(order, officialQuoteId, 12000, 'pi_test_second'), webhookSecret);
    expect((await webhook(second.payload, second.header)).statusCode).toBe(200);
    // Staff refund $20 of the second payment in Stripe's dashboard: only the webhook tells us.
    const dashboard = fake.dashboardRefund('pi_test_second', 2000);
    const refunded = signedStripeEvent(refundedEvent('ch_test_second', 'pi_test_second', 2000), webhookSecret);
    expect((await webhook(refunded.payload, refunded.header)).json()).toEqual({ received: true, duplicate: false });
    const expected = [
      ['PAYMENT', 120],
      ['REFUND', 30],
      ['PAYMENT', 120],
      ['REFUND', 20],
    ];
    expect((await orderPage(order.orderId)).payments.map((p) => [p.kind, p.amount])).toEqual(expected);
    const stored = await t.db
      .selectFrom('payments')
      .select('provider_id')
      .where('order_id', '=', order.orderId)
      .where('kind', '=', 'REFUND')
      .where('amount_cents', '=', 2000)
      .execute();
    expect(stored).toEqual([{ provider_id: dashboard.id }]);

    // The same delivery again, and the same state sent as another event (charge.refunded for the first payment's
    // refund made from our admin, echoed): nothing more is recorded.
    expect((await webhook(refunded.payload, refunded.header)).json()).toEqual({ received: true, duplicate: true });
    const resent = signedStripeEvent(refundedEvent('ch_test_second', 'pi_test_second', 2000), webhookSecret);
    expect((await webhook(resent.payload, resent.header)).statusCode).toBe(200);
    const echo = signedStripeEvent(refundedEvent('ch_test_first', 'pi_test_first', 3000), webhookSecret);
    expect((await webhook(echo.payload, echo.header)).statusCode).toBe(200);
    expect((await orderPage(order.orderId)).payments.map((p) => [p.kind, p.amount])).toEqual(expected);
  });

  it('does not take a session in another currency, or one naming another order number, as payment', async () => {
    const { order, officialQuoteId } = await orderWithQuote(t, adminToken);
    const euros = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_euros', { currency: 'eur' }),
      webhookSecret,
    );
    const inEuros = await webhook(euros.payload, euros.header);
    expect(inEuros.statusCode, inEuros.body).toBe(200);
    const mismatched = signedStripeEvent(
      completedEvent(order, officialQuoteId, 12000, 'pi_test_other_number', { orderNumber: 'SO-000000-0000' }),
      webhookSecret,
    );
    const otherNumber = await webhook(mismatched.payload, mismatched.header);
    expect(otherNumber.statusCode, otherNumber.body).toBe(200);
    expect(await orderPage(order.orderId)).toMatchObject({ status: 'PENDING', paidAt: null, payments: [] });
  });

  it('approving a quote discounted to $0 marks the order paid with a $0 receipt, no Checkout Session', async () => {
    const email = 'free@example.com';
    const { order } = await orderWithQuote(t, adminToken, email);
    const file = (await orderPage(order.orderId)).files[0];
    const free = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/official-quote`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        files: [{ fileKey: file?.fileKey, pages: 3, wordCount: 600 }],
        deliveryDate: inDays(4),
        discount: { amount: 120, reason: 'Goodwill: our mistake on the last order' },
      },
    });
    expect(free.statusCode, free.body).toBe(201);
    const officialQuoteId = free.json().officialQuote.officialQuoteId as string;
    expect(free.json().officialQuote.total).toBe(0);
    const freeQuoteMail = (await emailsTo(t, email, 'official-quote')).find((mail) => mail.subject.endsWith(': $0.00'));
    expect(freeQuoteMail?.text_body).toContain('No payment is needed');
    expect(freeQuoteMail?.text_body).not.toContain('approve and pay');
    const sessionsBefore = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').length;

    const approve = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      officialQuote: { officialQuoteId, status: 'APPROVED', total: 0 },
      payment: { kind: 'PAYMENT', amount: 0, flagged: false },
    });
    expect(approve.json()).not.toHaveProperty('checkoutUrl');
    expect(fake.requests.filter((request) => request.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const page = await orderPage(order.orderId);
    expect(page.status).toBe('PAID');
    expect(page.payments).toMatchObject([{ kind: 'PAYMENT', amount: 0, flagged: false }]);
    const receipt = await t.app.inject({ url: page.payments[0]?.documentUrl ?? '' });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const mails = await emailsTo(t, email, 'payment-received');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('No payment needed');
    // Approving again is refused like any paid order, not a second $0 payment.
    const again = await approveOfficialQuote(t, order.orderId, officialQuoteId);
    expect(again.statusCode).toBe(409);
  });
});
