import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import {
  createStripeGateway,
  type TCreateCheckoutSessionInput,
  type TStripeGateway,
} from '../src/integrations/stripe-gateway.ts';
import {
  signedStripeEvent,
  startFakeStripeServer,
  stripeEvent,
  type TFakeStripeServer,
} from './helpers/fake-stripe-server.ts';

const secretKey = 'sk_test_gateway_4eC39HqLyjWDarjtT1zdp7dc';
const webhookSecret = 'whsec_gateway_test_secret';

const checkoutInput = (overrides: Partial<TCreateCheckoutSessionInput> = {}): TCreateCheckoutSessionInput => ({
  orderId: '0b6c1c1e-8f5e-4a53-9f51-6f1f3f0b2a11',
  orderNumber: 'SL-2026-000123',
  officialQuoteId: '6d2f8f0a-3b1e-4f7c-9a0d-2b7c1e5f9a22',
  customerEmail: 'ana@example.com',
  currency: 'usd',
  lines: [
    { description: 'Certified translation, Spanish → English (3 pages)', amountCents: 2500, quantity: 3 },
    { description: 'Express delivery', amountCents: 1999, quantity: 1 },
  ],
  successUrl: 'https://sello.test/orders/SL-2026-000123?paid=1',
  cancelUrl: 'https://sello.test/orders/SL-2026-000123',
  idempotencyKey: 'checkout-6d2f8f0a-attempt-1',
  ...overrides,
});

const expectAppError = async (promise: Promise<unknown>, code: string, message?: string) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
  return error as AppError;
};

const expectSignatureRefused = (run: () => unknown) => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).code).toBe('BAD_REQUEST');
  expect((caught as AppError).message).toBe('Invalid Stripe signature');
};

/** A port nothing listens on: taken, then released. */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('createStripeGateway', () => {
  it('is null when Stripe is not configured', () => {
    expect(createStripeGateway({ secretKey: undefined, webhookSecret: undefined })).toBeNull();
    expect(createStripeGateway({ secretKey: '', webhookSecret: '' })).toBeNull();
    expect(createStripeGateway({ secretKey, webhookSecret: undefined })).toBeNull();
  });
});

describe('Stripe gateway against the fake API', () => {
  let fake: TFakeStripeServer;
  let gateway: TStripeGateway;
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    const created = createStripeGateway({
      secretKey,
      webhookSecret,
      apiUrl: fake.url,
      logger: { warn: (details, message) => warnings.push({ details, message }) },
    });
    if (!created) throw new Error('gateway expected');
    gateway = created;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    warnings.length = 0;
  });

  it('creates a Checkout Session for the lines in cents, with the order as reference and the idempotency key', async () => {
    const session = await gateway.createCheckoutSession(checkoutInput());

    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    expect(fake.requests).toHaveLength(1);
    const request = fake.lastRequest('/v1/checkout/sessions');
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.idempotencyKey).toBe('checkout-6d2f8f0a-attempt-1');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Certified translation, Spanish → English (3 pages)',
      'line_items[0][quantity]': '3',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '1999',
      'line_items[1][price_data][product_data][name]': 'Express delivery',
      'line_items[1][quantity]': '1',
      customer_email: 'ana@example.com',
      client_reference_id: 'SL-2026-000123',
      success_url: 'https://sello.test/orders/SL-2026-000123?paid=1',
      cancel_url: 'https://sello.test/orders/SL-2026-000123',
    });
    const metadata = {
      orderId: '0b6c1c1e-8f5e-4a53-9f51-6f1f3f0b2a11',
      orderNumber: 'SL-2026-000123',
      officialQuoteId: '6d2f8f0a-3b1e-4f7c-9a0d-2b7c1e5f9a22',
    };
    expect(request?.body.metadata).toEqual(metadata);
    expect(request?.body.payment_intent_data).toEqual({ metadata });
    expect(request?.body.line_items).toHaveLength(2);
  });

  it('sends the same idempotency key again on a retry and gets the same session back', async () => {
    const first = await gateway.createCheckoutSession(checkoutInput());
    const again = await gateway.createCheckoutSession(checkoutInput());
    expect(again).toEqual(first);
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual([
      'checkout-6d2f8f0a-attempt-1',
      'checkout-6d2f8f0a-attempt-1',
    ]);
  });

  it('refunds through the Refunds API with the payment intent, the amount and the idempotency key', async () => {
    const refund = await gateway.createRefund({
      paymentIntentId: 'pi_test_123',
      amountCents: 4250,
      reason: 'requested_by_customer',
      idempotencyKey: 'refund-0b6c1c1e-1',
      metadata: { orderId: '0b6c1c1e-8f5e-4a53-9f51-6f1f3f0b2a11', orderNumber: 'SL-2026-000123' },
    });

    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_test_/), status: 'succeeded', amountCents: 4250 });
    const request = fake.lastRequest('/v1/refunds');
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.idempotencyKey).toBe('refund-0b6c1c1e-1');
    expect(request?.form).toMatchObject({
      payment_intent: 'pi_test_123',
      amount: '4250',
      reason: 'requested_by_customer',
      'metadata[orderId]': '0b6c1c1e-8f5e-4a53-9f51-6f1f3f0b2a11',
      'metadata[orderNumber]': 'SL-2026-000123',
    });
  });

  it("lists a payment intent's refunds, ours and the dashboard's, and only that intent's", async () => {
    const ours = await gateway.createRefund({
      paymentIntentId: 'pi_test_listed',
      amountCents: 1000,
      idempotencyKey: 'refund-listed-1',
      metadata: {},
    });
    const dashboard = fake.dashboardRefund('pi_test_listed', 500);
    fake.dashboardRefund('pi_test_other', 700);

    const listed = await gateway.listRefunds('pi_test_listed');
    expect(
      listed
        .map(({ refundId, amountCents, status }) => ({ refundId, amountCents, status }))
        .sort((a, b) => a.refundId.localeCompare(b.refundId)),
    ).toEqual(
      [
        { refundId: ours.refundId, amountCents: 1000, status: 'succeeded' },
        { refundId: dashboard.id, amountCents: 500, status: 'succeeded' },
      ].sort((a, b) => a.refundId.localeCompare(b.refundId)),
    );
    const request = fake.lastRequest('/v1/refunds');
    expect(request?.method).toBe('GET');
  });

  it('turns a 500 from Stripe into a safe 503 AppError, after one retry with the same key', async () => {
    fake.failNext(500, { times: 2, message: `Internal error for ana@example.com using ${secretKey}` });

    const error = await expectAppError(
      gateway.createCheckoutSession(checkoutInput()),
      'UNAVAILABLE',
      'The payment provider could not be reached. Please try again.',
    );
    expect(error.statusCode).toBe(503);
    expect(JSON.stringify({ message: error.message, details: error.details, cause: error.cause })).not.toMatch(
      /sk_test|ana@example\.com|Internal error/,
    );
    expect(fake.requests).toHaveLength(2);
    expect(new Set(fake.requests.map((request) => request.idempotencyKey))).toEqual(
      new Set(['checkout-6d2f8f0a-attempt-1']),
    );
    // Logged: what failed, never Stripe's message or the customer's email.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ operation: 'checkout.sessions.create', statusCode: 500 });
    expect(JSON.stringify(warnings)).not.toMatch(/sk_test|ana@example\.com|Internal error/);
  });

  it('turns a refused refund into a 400 with only Stripe’s error code', async () => {
    fake.failNext(400, { code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' });

    const error = await expectAppError(
      gateway.createRefund({ paymentIntentId: 'pi_test_1', amountCents: 100, idempotencyKey: 'r-1', metadata: {} }),
      'BAD_REQUEST',
      'The payment provider refused the request.',
    );
    expect(error.details).toEqual({ providerCode: 'charge_already_refunded' });
  });

  it('turns an unreachable API into the same safe 503', async () => {
    const offline = createStripeGateway({ secretKey, webhookSecret, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    await expectAppError(
      // biome-ignore lint/style/noNonNullAssertion: configured above
      offline!.createCheckoutSession(checkoutInput()),
      'UNAVAILABLE',
      'The payment provider could not be reached. Please try again.',
    );
  });

  it('refuses amounts that are not whole cents before calling Stripe', async () => {
    await expect(
      gateway.createCheckoutSession(
        checkoutInput({ lines: [{ description: 'Translation', amountCents: 12.5, quantity: 1 }] }),
      ),
    ).rejects.toThrow(/cents/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Stripe webhook verification', () => {
  // biome-ignore lint/style/noNonNullAssertion: both secrets are set
  const gateway = createStripeGateway({ secretKey, webhookSecret })!;
  const event = stripeEvent('checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    payment_intent: 'pi_test_1',
    payment_status: 'paid',
    amount_total: 9499,
    metadata: { orderId: 'o-1', orderNumber: 'SL-2026-000123', officialQuoteId: 'q-1' },
  });

  it('accepts a correctly signed payload, as a string or raw bytes', () => {
    const { payload, header } = signedStripeEvent(event, webhookSecret);
    const parsed = gateway.parseWebhook(Buffer.from(payload), header);
    expect(parsed.id).toBe(event.id);
    expect(parsed.type).toBe('checkout.session.completed');
    expect(parsed.data.object).toMatchObject({ id: 'cs_test_1', amount_total: 9499 });
    expect(gateway.parseWebhook(payload, header).id).toBe(event.id);
  });

  it('refuses a tampered payload', () => {
    const { payload, header } = signedStripeEvent(event, webhookSecret);
    expectSignatureRefused(() => gateway.parseWebhook(payload.replace('9499', '1'), header));
  });

  it('refuses a payload signed with another secret', () => {
    const { payload, header } = signedStripeEvent(event, 'whsec_someone_else');
    expectSignatureRefused(() => gateway.parseWebhook(payload, header));
  });

  it('refuses a missing or malformed signature header', () => {
    const { payload } = signedStripeEvent(event, webhookSecret);
    expectSignatureRefused(() => gateway.parseWebhook(payload, undefined));
    expectSignatureRefused(() => gateway.parseWebhook(payload, ''));
    expectSignatureRefused(() => gateway.parseWebhook(payload, 'not-a-signature'));
  });

  it('refuses a delivery older than Stripe’s 300 s tolerance and accepts one just inside it', () => {
    const now = Math.floor(Date.now() / 1000);
    const old = signedStripeEvent(event, webhookSecret, { timestamp: now - 301 });
    expectSignatureRefused(() => gateway.parseWebhook(old.payload, old.header));
    const recent = signedStripeEvent(event, webhookSecret, { timestamp: now - 240 });
    expect(gateway.parseWebhook(recent.payload, recent.header).id).toBe(event.id);
  });
});
