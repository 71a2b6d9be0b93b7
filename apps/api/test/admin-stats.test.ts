import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { insertPayment } from './helpers/payment-rows.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const getStats = async () => {
  const res = await t.app.inject({ url: '/api/admin/stats', headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const newQuote = async (wordCount: number, filename = 'contract.txt') => {
  const file = await uploadFile(t.app, { filename, contentType: 'text/plain', body: words(wordCount) });
  return createFileQuote(t.app, [file.fileKey]);
};

const submitOrder = async (
  quoteId: string,
  serviceType: 'professional' | 'sworn',
  email: string,
  token?: string,
): Promise<TOrder> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId, serviceType, customerInfo: { ...customerInfo, email } },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
};

describe('GET /api/admin/stats', () => {
  it('answers zeros and empty lists before there is any business', async () => {
    const body = await getStats();
    expect(body).toEqual({
      stats: {
        totalOrders: 0,
        totalQuotes: 0,
        totalCustomers: 0,
        totalRevenue: 0,
        convertedQuotes: 0,
        conversionRate: 0,
      },
      needsAction: { newOrders: 0, overdueOrders: 0, total: 0, orders: [] },
      recentOrders: [],
      recentQuotes: [],
    });
  });

  it('matches the seeded quotes and orders, counted independently here', async () => {
    const customerToken = await signUpCustomer(t.app, 'casey@example.com');
    await signUpCustomer(t.app, 'browsing-only@example.com');

    // Seven quotes: two left open, one with a service chosen, four submitted as orders.
    const open = await newQuote(200, 'open-letter.txt');
    const expiring = await newQuote(300, 'expiring.txt'); // expired below: still a quote, not converted
    const chosen = await newQuote(400);
    const chose = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${chosen.quoteId}`,
      payload: { selectedService: 'professional' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const forGuest = await newQuote(500);
    const forCasey = await newQuote(600);
    const forCaseyAgain = await newQuote(700);
    const forCancelled = await newQuote(800);
    const quotesForOrders = [forGuest, forCasey, forCaseyAgain, forCancelled];

    const guest = await submitOrder(forGuest.quoteId, 'professional', 'guest@example.com');
    // Casey orders twice, once signed in and once as a guest with the same email (in another case): one person.
    const casey = await submitOrder(forCasey.quoteId, 'sworn', 'casey@example.com', customerToken);
    const caseyAgain = await submitOrder(forCaseyAgain.quoteId, 'professional', 'CASEY@example.com');
    const cancelled = await submitOrder(forCancelled.quoteId, 'sworn', 'cancelled@example.com');

    // Moving orders along and the clock's effects are set in the database: status changes belong to another route.
    const past = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.db
      .updateTable('orders')
      .set({ status: 'IN_PROGRESS', estimated_delivery: past })
      .where('id', '=', casey.orderId)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'CANCELLED', estimated_delivery: past })
      .where('id', '=', cancelled.orderId)
      .execute();
    await t.db.updateTable('orders').set({ status: 'COMPLETED' }).where('id', '=', caseyAgain.orderId).execute();
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.quoteId)
      .execute();

    // Revenue is money received minus refunds: the guest and Casey paid in full, Casey's second order was paid and
    // $5 of it refunded; the cancelled order paid nothing.
    for (const order of [guest, casey, caseyAgain]) {
      await insertPayment(t.db, order.orderId, { kind: 'PAYMENT', amount_cents: Math.round(order.totalPrice * 100) });
    }
    await insertPayment(t.db, caseyAgain.orderId, { kind: 'REFUND', amount_cents: 500, reason: 'Goodwill' });
    const body = await getStats();

    const revenue =
      ([guest, casey, caseyAgain].reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0) - 500) / 100;
    // 4 orders + 1 chosen service out of 7 quotes.
    expect(body.stats).toEqual({
      totalOrders: 4,
      totalQuotes: 7,
      // casey, browsing-only, guest, cancelled (the admin is not a customer).
      totalCustomers: 4,
      totalRevenue: revenue,
      convertedQuotes: 5,
      conversionRate: 71.4,
    });
    expect(revenue).toBeGreaterThan(0);

    // New: the guest's order (PENDING). Overdue: Casey's IN_PROGRESS order (the cancelled one is settled).
    expect(body.needsAction).toMatchObject({ newOrders: 1, overdueOrders: 1, total: 2 });
    expect(body.needsAction.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      casey.orderId,
      guest.orderId,
    ]);
    expect(body.needsAction.orders[0]).toMatchObject({
      orderNumber: casey.orderNumber,
      status: 'IN_PROGRESS',
      isNew: false,
      isOverdue: true,
      customerEmail: 'casey@example.com',
      customerName: 'Casey Customer',
      estimatedDelivery: past.toISOString(),
    });
    expect(body.needsAction.orders[1]).toMatchObject({ status: 'PENDING', isNew: true, isOverdue: false });

    // Recent lists: newest first, five at most.
    expect(body.recentOrders.map((order: { orderId: string }) => order.orderId)).toEqual([
      cancelled.orderId,
      caseyAgain.orderId,
      casey.orderId,
      guest.orderId,
    ]);
    expect(body.recentOrders[0]).toMatchObject({
      status: 'CANCELLED',
      isOverdue: false,
      totalPrice: cancelled.totalPrice,
    });
    expect(body.recentQuotes.map((quote: { quoteId: string }) => quote.quoteId)).toEqual(
      [...quotesForOrders]
        .reverse()
        .concat([chosen])
        .map((quote) => quote.quoteId),
    );
    expect(body.recentQuotes.map((quote: { status: string }) => quote.status)).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'SERVICE_SELECTED',
    ]);
    expect(body.recentQuotes.map((quote: { quoteId: string }) => quote.quoteId)).not.toContain(open.quoteId);
  });

  it('counts an order both new and overdue once in the total', async () => {
    const quote = await newQuote(250);
    const order = await submitOrder(quote.quoteId, 'professional', 'late-new@example.com');
    await t.db
      .updateTable('orders')
      .set({ estimated_delivery: new Date(Date.now() - 60_000) })
      .where('id', '=', order.orderId)
      .execute();
    const body = await getStats();
    expect(body.needsAction).toMatchObject({ newOrders: 2, overdueOrders: 2, total: 3 });
    expect(body.needsAction.orders.find((item: { orderId: string }) => item.orderId === order.orderId)).toMatchObject({
      isNew: true,
      isOverdue: true,
    });
  });

  it('lists the ten most urgent of more than ten orders needing action', async () => {
    for (let i = 0; i < 10; i += 1) {
      const quote = await newQuote(100 + i);
      const order = await submitOrder(quote.quoteId, 'professional', `urgent-${i}@example.com`);
      // Every other one overdue, by a different margin.
      if (i % 2 === 0) {
        await t.db
          .updateTable('orders')
          .set({ estimated_delivery: new Date(Date.now() - (i + 1) * 3_600_000) })
          .where('id', '=', order.orderId)
          .execute();
      }
    }
    const now = Date.now();
    const open = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'estimated_delivery', 'created_at'])
      .where('status', 'not in', ['COMPLETED', 'DELIVERED', 'CANCELLED'])
      .execute();
    const urgent = open
      .map((order) => ({
        ...order,
        overdue: order.estimated_delivery !== null && order.estimated_delivery.getTime() < now,
      }))
      .filter((order) => order.status === 'PENDING' || order.overdue)
      .sort(
        (a, b) =>
          Number(b.overdue) - Number(a.overdue) ||
          (a.overdue && b.overdue
            ? (a.estimated_delivery?.getTime() ?? 0) - (b.estimated_delivery?.getTime() ?? 0)
            : 0) ||
          a.created_at.getTime() - b.created_at.getTime() ||
          (a.id < b.id ? -1 : 1),
      );
    expect(urgent.length).toBeGreaterThan(10);
    const body = await getStats();
    expect(body.needsAction.total).toBe(urgent.length);
    expect(body.needsAction.orders.map((order: { orderId: string }) => order.orderId)).toEqual(
      urgent.slice(0, 10).map((order) => order.id),
    );
  });

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/stats' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signUpCustomer(t.app, 'nosy@example.com');
    const forbidden = await t.app.inject({ url: '/api/admin/stats', headers: { authorization: `Bearer ${customer}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Admin access required', code: 'FORBIDDEN' });
  });
});
