import { addBusinessDays } from '@sello/shared/pricing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEmailDate } from '../src/mail/email-words.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

/**
 * One source of truth for an order's price and delivery date (issue 29): once staff sent an official quote, every
 * view shows its total and its date; the date counts the quote's turnaround from the payment; a delivered order shows
 * when it was delivered.
 */

let t: TTestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
  customerToken = await signUpCustomer(t.app, 'terms.customer@example.com');
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: the views are read as untyped JSON, as a client would
type TJson = Record<string, any>;
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TJson;
};
const admin = () => ({ authorization: `Bearer ${adminToken}` });
const customer = () => ({ authorization: `Bearer ${customerToken}` });
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A sworn order of 600 words (3 pages × $40 = $120 estimated), placed by the signed-in customer. */
const newOrder = async () => {
  const file = await uploadFile(
    t.app,
    { filename: 'acta.txt', contentType: 'text/plain', body: words(600) },
    customer(),
  );
  const quote = await createFileQuote(
    t.app,
    [file.fileKey],
    { sourceLanguage: 'spanish', targetLanguage: 'english' },
    customer(),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer(),
    payload: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: { ...customerInfo, email: 'terms.customer@example.com' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order as TJson, fileKey: file.fileKey };
};

/** Staff correct the count to 5 pages ($200, or $300 with rush) due `businessDays` business days from today. */
const sendQuote = async (orderId: string, fileKey: string, businessDays: number, extras: TJson[] = []) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/official-quote`,
    headers: admin(),
    payload: {
      files: [{ fileKey, pages: 5, wordCount: 600, reason: 'Two-sided pages' }],
      extras,
      deliveryDate: isoDate(addBusinessDays(new Date(), businessDays)),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().officialQuote as TJson;
};

const pay = async (orderId: string, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payments`,
    headers: admin(),
    payload: { amount, method: 'bank_transfer', reference: `WIRE-${orderId.slice(0, 6)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
};

/** The order as every view shows it: admin page, admin list, dashboard, customer page, customer list, tracking. */
const everyView = async (order: TJson) => {
  const adminOrder = (await get(`/api/admin/orders/${order.orderId}`, admin())).order;
  const adminList = (await get(`/api/admin/orders?q=${order.orderNumber}`, admin())).orders;
  const stats = await get('/api/admin/stats', admin());
  const customerOrder = (await get(`/api/orders/${order.orderId}`, customer())).order;
  const customerList = (await get('/api/orders', customer())).orders;
  const tracking = (await get(`/api/orders/track?q=${order.orderNumber}`)).tracking;
  const find = (orders: TJson[]) => orders.find((row) => row.orderId === order.orderId);
  return {
    adminOrder,
    adminListRow: find(adminList),
    dashboardRow: find(stats.recentOrders),
    customerOrder,
    customerListRow: find(customerList),
    tracking,
  };
};

describe("an order's price and delivery date", () => {
  it('once an official quote is sent, every view shows its total; the estimate stays the estimate', async () => {
    const { order, fileKey } = await newOrder();
    expect(order).toMatchObject({ totalPrice: 120, total: 120 });
    const quote = await sendQuote(order.orderId, fileKey, 12);
    expect(quote.total).toBe(200);

    const views = await everyView(order);
    for (const view of [
      views.adminOrder,
      views.adminListRow,
      views.dashboardRow,
      views.customerOrder,
      views.customerListRow,
    ]) {
      // totalPrice is the specification's instant estimate, frozen at submission; total is what the order costs.
      expect(view).toMatchObject({ totalPrice: 120, total: 200 });
    }
    // The customer's revenue in the customers list and on their page adds up the totals their orders show.
    const listed = (await get('/api/admin/customers?q=terms.customer', admin())).customers;
    expect(listed).toMatchObject([{ email: 'terms.customer@example.com', revenue: 200 }]);
    const detail = (await get(`/api/admin/customers/${encodeURIComponent(listed[0].key)}`, admin())).customer;
    expect(detail).toMatchObject({ revenue: 200, orders: [{ total: 200 }] });
    // Before the payment the quote's twelve business days count from today.
    const expected = [isoDate(addBusinessDays(new Date(), 12)), quote.deliveryDate];
    for (const view of [
      views.adminOrder,
      views.adminListRow,
      views.dashboardRow,
      views.customerOrder,
      views.customerListRow,
      views.tracking,
    ]) {
      expect(expected).toContain(view.deliveryDate.slice(0, 10));
    }
  });

  it('a rush quote paid a week after it was sent is due its turnaround after the payment, in every view', async () => {
    const { order, fileKey } = await newOrder();
    const quote = await sendQuote(order.orderId, fileKey, 2, [{ code: 'rush' }]);
    expect(quote.total).toBe(300);
    // The quote was sent a week ago, due two business days after that (a whole week keeps the weekdays).
    await sql`update official_quotes
      set created_at = created_at - interval '7 days', delivery_date = delivery_date - 7
      where id = ${quote.officialQuoteId}`.execute(t.db);
    // …and the instant estimate's date has passed meanwhile.
    await sql`update orders set estimated_delivery = now() - interval '1 day' where id = ${order.orderId}`.execute(
      t.db,
    );
    await pay(order.orderId, 300);

    const views = await everyView(order);
    const paidAt = views.adminOrder.paidAt as string;
    expect(paidAt).toEqual(expect.any(String));
    const due = addBusinessDays(new Date(paidAt), 2).toISOString();
    for (const view of [
      views.adminOrder,
      views.adminListRow,
      views.dashboardRow,
      views.customerOrder,
      views.customerListRow,
      views.tracking,
    ]) {
      expect(view.deliveryDate).toBe(due);
    }
    for (const view of [
      views.adminOrder,
      views.adminListRow,
      views.dashboardRow,
      views.customerOrder,
      views.customerListRow,
    ]) {
      expect(view.total).toBe(300);
    }
    // The receipt email names the same date.
    const receipt = await t.db
      .selectFrom('outbox')
      .select('text_body')
      .where('template', '=', 'payment-received')
      .where('text_body', 'like', `%/orders/${order.orderId}%`)
      .executeTakeFirstOrThrow();
    expect(receipt.text_body).toContain(formatEmailDate(new Date(due), 'en'));
    // Not overdue: the days count from the payment, not from the quote's sending a week ago.
    expect(views.dashboardRow).toMatchObject({ isOverdue: false });
  });

  it('a delivered order shows the date it was delivered, tracked by number too', async () => {
    const { order, fileKey } = await newOrder();
    const quote = await sendQuote(order.orderId, fileKey, 5);
    await pay(order.orderId, quote.total);
    const translation = Buffer.from('Birth certificate, translated.');
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      headers: admin(),
      payload: {
        files: [{ filename: 'acta-en.txt', contentType: 'text/plain', size: translation.length }],
        fileType: 'TRANSLATED',
        orderId: order.orderId,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: translation });
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/complete`,
      headers: admin(),
      payload: { translatedFileKeys: [upload.fileKey], message: 'Your translation is ready.' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const views = await everyView(order);
    const completedAt = views.adminOrder.history.find((event: TJson) => event.toStatus === 'COMPLETED').at;
    for (const view of [
      views.adminOrder,
      views.adminListRow,
      views.dashboardRow,
      views.customerOrder,
      views.customerListRow,
      views.tracking,
    ]) {
      expect(view.deliveryDate).toBe(completedAt);
    }
  });
});
