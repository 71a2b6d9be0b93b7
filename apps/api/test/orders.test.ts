import { ORDER_NUMBER_PATTERN } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newQuote = async (pair?: { sourceLanguage: string; targetLanguage: string }) => {
  const file = await uploadFile(t.app, {
    filename: 'birth-certificate.txt',
    contentType: 'text/plain',
    body: words(500),
  });
  return createFileQuote(t.app, [file.fileKey], pair);
};
const submit = (payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('POST /api/orders', () => {
  it('creates the order with a frozen price, accepts the quote, records the event and queues both emails', async () => {
    const quote = await newQuote();
    const res = await submit({ quoteId: quote.quoteId, serviceType: 'sworn', customerInfo });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order).toMatchObject({
      status: 'PENDING',
      serviceType: 'sworn',
      totalPrice: 80,
      rate: 40,
      serviceName: 'Sworn Translation',
      totalPages: 2,
      totalWords: 500,
      orderDate: expect.any(String),
      estimatedDelivery: expect.any(String),
    });
    expect(order.events).toEqual([{ status: 'PENDING', at: expect.any(String) }]);
    expect(order.files).toEqual([
      expect.objectContaining({
        filename: 'birth-certificate.txt',
        fileType: 'SOURCE',
        pages: 2,
        analysisComplete: true,
      }),
    ]);
    expect(order.files[0]).not.toHaveProperty('downloadUrl');
    // An anonymous submitter gets the masked view back: name, masked email and phone, no address.
    expect(order.customerInfo).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'j•••@example.com',
      phone: '•••-•••-0123',
      company: 'Acme',
      address: null,
      city: null,
      state: null,
      zipCode: null,
      country: 'United States',
    });
    const stored = await t.db
      .selectFrom('orders')
      .select(['customer_address', 'customer_city', 'customer_state', 'customer_zip_code', 'customer_country'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      customer_address: '233 S Wacker Dr',
      customer_city: 'Chicago',
      customer_state: 'IL',
      customer_zip_code: '60606',
      customer_country: 'United States',
    });

    // A guest order's id opens the order: the quote (a weaker, shared link) does not give it away.
    const accepted = (await t.app.inject({ url: `/api/quotes/${quote.quoteId}` })).json().quote;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', orderId: null });

    const emails = await t.db
      .selectFrom('outbox')
      .select(['template', 'to_address', 'text_body'])
      .where('dedupe_key', 'like', `%:${order.orderId}`)
      .execute();
    expect(emails.map((email) => email.template).sort()).toEqual(['new-project', 'order-received']);
    const received = emails.find((email) => email.template === 'order-received');
    expect(received?.to_address).toBe('jane.doe@example.com');
    expect(received?.text_body).toContain(`/order-tracking?id=${order.orderId}`);
    const file = await t.db
      .selectFrom('files')
      .select(['order_id', 'delete_after'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(file.delete_after).toBeNull();
  });

  it('never creates a second order for a quote, even with 20 concurrent submits', async () => {
    const quote = await newQuote();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit({ quoteId: quote.quoteId, serviceType: 'professional', customerInfo })),
    );
    const created = results.filter((res) => res.statusCode === 201);
    const conflicts = results.filter((res) => res.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    // Guests: no order id in the 409 (whoever holds the quote id would get the order's key), but where to look.
    const orderId = created[0]?.json().order.orderId;
    for (const conflict of conflicts) {
      expect(conflict.json()).toMatchObject({ code: 'CONFLICT', error: expect.stringContaining('confirmation email') });
      expect(conflict.body).not.toContain(orderId);
    }
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('quote_id', '=', quote.quoteId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.each([
    ['an unknown quote', async () => ({ quoteId: '11111111-1111-4111-8111-111111111111' }), 404, 'Quote not found'],
    [
      'sworn for en→fr',
      async () => ({
        quoteId: (await newQuote({ sourceLanguage: 'en', targetLanguage: 'fr' })).quoteId,
        serviceType: 'sworn',
      }),
      400,
      'Sworn translation is not available for English → French.',
    ],
    [
      'a manual estimate without files',
      async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/quotes',
          payload: { manualEstimate: { pages: 1 }, sourceLanguage: 'en', targetLanguage: 'es' },
        });
        return { quoteId: res.json().quote.quoteId };
      },
      400,
      'Please upload at least one document before submitting.',
    ],
    [
      'an expired quote',
      async () => {
        const quote = await newQuote();
        await t.db
          .updateTable('quotes')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', quote.quoteId)
          .execute();
        return { quoteId: quote.quoteId };
      },
      400,
      'This quote has expired. Please create a new quote.',
    ],
  ])('refuses %s and writes nothing', async (_label, prepare, status, message) => {
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await submit({ serviceType: 'professional', customerInfo, ...(await prepare()) });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it.each([
    [{ customerInfo: { ...customerInfo, phone: '' } }, 'customerInfo.phone: Phone is required'],
    [{ customerInfo: { ...customerInfo, email: 'nope' } }, 'customerInfo.email: Please enter a valid email address'],
    [{ serviceType: 'express' }, "serviceType: serviceType must be 'professional' or 'sworn'"],
    [{ quoteId: 'abc' }, 'quoteId: quoteId must be a quote id'],
    [{ createAccount: { password: 'short' } }, 'createAccount.password: Password must be at least 8 characters long'],
  ])('validates %j', async (override, message) => {
    const res = await submit({
      quoteId: '11111111-1111-4111-8111-111111111111',
      serviceType: 'professional',
      customerInfo,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('creates an account with the order and signs it in; a taken email is refused without an order', async () => {
    const quote = await newQuote();
    const email = `new-${Date.now()}@example.com`;
    const res = await submit({
      quoteId: quote.quoteId,
      serviceType: 'professional',
      customerInfo: { ...customerInfo, email },
      createAccount: { password: 'long-enough' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.session.user.email).toBe(email);
    // The new owner sees unmasked contact details.
    expect(body.order.customerInfo.email).toBe(email);

    const other = await newQuote();
    const taken = await submit({
      quoteId: other.quoteId,
      serviceType: 'professional',
      customerInfo: { ...customerInfo, email },
      createAccount: { password: 'long-enough' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      'An account with this email already exists. Please sign in or use a different email.',
    );
    expect((await t.app.inject({ url: `/api/quotes/${other.quoteId}` })).json().quote.status).toBe('PENDING');
  });
});

describe('the order-received email (issue 32: a flow that says what really happens)', () => {
  const receivedEmail = async (serviceType: 'professional' | 'sworn', email: string) => {
    const quote = await newQuote();
    const res = await submit({ quoteId: quote.quoteId, serviceType, customerInfo: { ...customerInfo, email } });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', email)
      .where('template', '=', 'order-received')
      .executeTakeFirstOrThrow();
    return row;
  };

  it('walks through review, official quote, approve & pay, translation and delivery, naming the extras', async () => {
    const { text_body: text, html_body: html } = await receivedEmail('professional', 'flow.professional@example.com');
    const steps = [
      'We review your documents',
      'We email you an official quote',
      'You approve the quote and pay',
      'We translate your documents',
      'We email you when your translation is ready',
    ];
    let previous = -1;
    for (const step of steps) {
      const at = text.indexOf(step);
      expect(at, step).toBeGreaterThan(previous);
      previous = at;
      expect(html).toContain(step);
    }
    expect(text).toContain('Rush delivery, notarization and posted hard copies can be added to the official quote');
    expect(text).toContain('Nothing is charged before you approve');
    expect(text).not.toMatch(/reply to our email to go ahead/i);
    // Professional orders have no draft to check (the default draft-approval setting: sworn only).
    expect(text).not.toContain('draft');
  });

  it('tells a sworn customer they check a draft before the certified translation is issued', async () => {
    const { text_body: text } = await receivedEmail('sworn', 'flow.sworn@example.com');
    expect(text).toContain('you check a draft of the translation');
  });
});

describe('reading orders', () => {
  it('tracks by number (any case: the status only) and by id, masking contact details for strangers only', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'owner@example.com', password: 'owner-password', firstName: 'Olga', lastName: 'Owner' },
    });
    const ownerToken = signup.json().tokens.accessToken;
    const quote = await newQuote();
    const created = await submit({ quoteId: quote.quoteId, serviceType: 'professional', customerInfo }, ownerToken);
    const { order } = created.json();
    expect(order.customerInfo).toMatchObject({
      firstName: 'Olga',
      lastName: 'Owner',
      email: 'owner@example.com',
      address: '233 S Wacker Dr',
      zipCode: '60606',
    });

    const byNumber = await t.app.inject({ url: `/api/orders/track?q=${order.orderNumber.toLowerCase()}` });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().tracking).toMatchObject({ orderNumber: order.orderNumber, customerInitial: 'O.' });
    // The order belongs to an account: its id alone no longer opens it.
    const byId = await t.app.inject({ url: `/api/orders/track?q=${order.orderId}` });
    expect(byId.statusCode).toBe(401);
    expect(byId.json().error).toBe('This belongs to an account. Please sign in to that account to see it.');
    const guest = (
      await submit({ quoteId: (await newQuote()).quoteId, serviceType: 'professional', customerInfo })
    ).json();
    const guestById = await t.app.inject({ url: `/api/orders/track?q=${guest.order.orderId}` });
    expect(guestById.json().order.orderNumber).toBe(guest.order.orderNumber);
    expect(guestById.json().order.customerInfo.email).toBe('j•••@example.com');

    const asOwner = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(asOwner.json().order.customerInfo).toMatchObject({ phone: '+1 (312) 555-0123', city: 'Chicago' });

    await ensureFirstAdmin({
      db: t.db,
      adminEmail: 'admin@sello.test',
      adminPassword: 'admin-password',
      fallbackDomain: 'x',
    });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@sello.test', password: 'admin-password' },
    });
    const asAdmin = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: { authorization: `Bearer ${admin.json().tokens.accessToken}` },
    });
    expect(asAdmin.json().order.customerInfo.email).toBe('owner@example.com');
  });

  it('answers unknown orders clearly', async () => {
    const missing = await t.app.inject({ url: '/api/orders/track?q=TRS-20200101-ZZZZZZ' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Order not found. Please check the order ID or number and try again.');
    expect((await t.app.inject({ url: '/api/orders/track?q=' })).json().error).toBe(
      'q: Please enter an order ID or order number',
    );
    expect((await t.app.inject({ url: '/api/orders/track?q=hello' })).statusCode).toBe(404);
    const byId = await t.app.inject({ url: '/api/orders/11111111-1111-4111-8111-111111111111' });
    expect(byId.json()).toEqual({
      error: 'Order not found. Please check the link and try again.',
      code: 'NOT_FOUND',
      reason: 'order-not-found',
    });
    expect((await t.app.inject({ url: '/api/orders/nope' })).statusCode).toBe(404);
  });
});
