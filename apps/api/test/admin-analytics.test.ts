import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfUtcWeek } from '../src/services/analytics/get-analytics.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TTestApp;
let admin: { authorization: string };
const thisWeek = startOfUtcWeek(new Date());
const lastWeek = new Date(thisWeek.getTime() - 7 * DAY);
const threeWeeksAgo = new Date(thisWeek.getTime() - 21 * DAY);

/** A quote for a 500-word document (professional $35, sworn $80), backdated: the API always stamps "now". */
const quoteAt = async (at: Date, pair: { sourceLanguage: string; targetLanguage: string }) => {
  const file = await uploadFile(t.app, { filename: 'report.txt', contentType: 'text/plain', body: words(500) });
  const quote = await createFileQuote(t.app, [file.fileKey], pair);
  await t.db.updateTable('quotes').set({ created_at: at }).where('id', '=', quote.quoteId).execute();
  return quote.quoteId as string;
};
const orderAt = async (quoteId: string, serviceType: 'professional' | 'sworn', at: Date) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId, serviceType, customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.orderId as string;
  await t.db.updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute();
  return orderId;
};
/** Status changes belong to the admin orders screen; here the row and its event are written as it would. */
const setStatus = async (orderId: string, status: 'COMPLETED' | 'CANCELLED', at: Date) => {
  await t.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
  await t.db
    .insertInto('order_events')
    .values({ order_id: orderId, from_status: 'PENDING', to_status: status, actor: 'admin', created_at: at })
    .execute();
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await signInAdmin(t.app, t.db)}` };
  const enEs = { sourceLanguage: 'english', targetLanguage: 'spanish' };
  const day1 = new Date(lastWeek.getTime() + DAY);

  await quoteAt(day1, enEs); // looked at the price and left
  const selected = await quoteAt(day1, enEs);
  const pick = await t.app.inject({
    method: 'PUT',
    url: `/api/quotes/${selected}`,
    payload: { selectedService: 'sworn' },
  });
  expect(pick.statusCode, pick.body).toBe(200);

  const completed = await orderAt(await quoteAt(day1, enEs), 'professional', day1);
  await setStatus(completed, 'COMPLETED', new Date(day1.getTime() + 10 * HOUR));

  const cancelled = await orderAt(await quoteAt(day1, { sourceLanguage: 'es', targetLanguage: 'en' }), 'sworn', day1);
  await setStatus(cancelled, 'CANCELLED', new Date(day1.getTime() + HOUR));

  const early = new Date(threeWeeksAgo.getTime() + 2 * DAY);
  await orderAt(await quoteAt(early, { sourceLanguage: 'en', targetLanguage: 'fr' }), 'professional', early);
});
afterAll(() => t.close());

const analytics = async (query = '') => {
  const res = await t.app.inject({ url: `/api/admin/analytics${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/admin/analytics', () => {
  it('buckets quotes, orders and revenue by UTC week, empty weeks included', async () => {
    const body = await analytics();
    expect(body.range).toMatchObject({ weeks: 12, to: new Date(thisWeek.getTime() + 7 * DAY).toISOString() });
    expect(body.weekly).toHaveLength(12);
    expect(body.weekly[11]).toEqual({
      weekStart: thisWeek.toISOString().slice(0, 10),
      quotes: 0,
      orders: 0,
      revenue: 0,
    });
    // The cancelled order is neither counted nor earned.
    expect(body.weekly[10]).toEqual({
      weekStart: lastWeek.toISOString().slice(0, 10),
      quotes: 4,
      orders: 1,
      revenue: 35,
    });
    expect(body.weekly[9]).toMatchObject({ quotes: 0, orders: 0, revenue: 0 });
    expect(body.weekly[8]).toEqual({
      weekStart: threeWeeksAgo.toISOString().slice(0, 10),
      quotes: 1,
      orders: 1,
      revenue: 35,
    });
    expect(body.totals).toEqual({ orders: 2, revenue: 70, averageOrderValue: 35, cancelledOrders: 1 });
  });

  it('follows the quotes through the funnel, by language pair and by service', async () => {
    const body = await analytics();
    expect(body.funnel).toEqual({ quotes: 5, serviceSelected: 4, orders: 3, completed: 1 });
    expect(body.byLanguagePair).toEqual([
      {
        sourceLanguage: 'english',
        targetLanguage: 'spanish',
        quotes: 3,
        serviceSelected: 2,
        orders: 1,
        completed: 1,
        revenue: 35,
      },
      {
        sourceLanguage: 'english',
        targetLanguage: 'french',
        quotes: 1,
        serviceSelected: 1,
        orders: 1,
        completed: 0,
        revenue: 35,
      },
      {
        sourceLanguage: 'spanish',
        targetLanguage: 'english',
        quotes: 1,
        serviceSelected: 1,
        orders: 1,
        completed: 0,
        revenue: 0,
      },
    ]);
    expect(body.byService).toEqual([
      { service: 'professional', serviceSelected: 2, orders: 2, completed: 1, revenue: 70 },
      { service: 'sworn', serviceSelected: 2, orders: 1, completed: 0, revenue: 0 },
    ]);
  });

  it('measures turnaround from order to its COMPLETED event', async () => {
    const body = await analytics();
    expect(body.turnaround).toEqual({
      completedOrders: 1,
      averageHours: 10,
      byService: [
        { service: 'professional', completedOrders: 1, averageHours: 10 },
        { service: 'sworn', completedOrders: 0, averageHours: null },
      ],
    });
  });

  it('narrows to the weeks asked for and validates the range', async () => {
    const twoWeeks = await analytics('?weeks=2');
    expect(twoWeeks.weekly).toHaveLength(2);
    expect(twoWeeks.funnel).toEqual({ quotes: 4, serviceSelected: 3, orders: 2, completed: 1 });
    expect(twoWeeks.totals).toMatchObject({ orders: 1, revenue: 35 });

    for (const weeks of ['0', '105', 'many']) {
      const bad = await t.app.inject({ url: `/api/admin/analytics?weeks=${weeks}`, headers: admin });
      expect(bad.statusCode, weeks).toBe(400);
      expect(bad.json().error).toMatch(/^weeks: /);
    }
  });
});
