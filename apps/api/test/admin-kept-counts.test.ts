import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchColumnsAndQuoteCounts from '../src/db/migrations/0019-admin-search-names-and-quote-counts.ts';
import * as dashboardTotals from '../src/db/migrations/0020-dashboard-totals.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { insertPayment } from './helpers/payment-rows.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

// The file names searched and the counts shown are kept by triggers (migrations 0019, 0020): each test changes the
// rows underneath the API, as other code paths and bulk statements do, and checks what the admin reads.
let t: TTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const getOk = async (url: string) => {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const orderIdsFound = async (q: string) =>
  (await getOk(`/api/admin/orders?q=${encodeURIComponent(q)}`)).orders.map(
    (order: { orderId: string }) => order.orderId,
  );
const quoteIdsFound = async (q: string) =>
  (await getOk(`/api/admin/quotes?q=${encodeURIComponent(q)}`)).quotes.map(
    (quote: { quoteId: string }) => quote.quoteId,
  );

const newQuote = async (...filenames: string[]) => {
  const files = [];
  for (const filename of filenames) {
    files.push(await uploadFile(t.app, { filename, contentType: 'text/plain', body: words(120) }));
  }
  return createFileQuote(
    t.app,
    files.map((file) => file.fileKey),
  );
};
const pay = (orderId: string, kind: 'PAYMENT' | 'REFUND', amountCents: number) =>
  insertPayment(t.db, orderId, { kind, amount_cents: amountCents });

/**
 * The figures counted here from the rows themselves, as the API counted them before migrations 0019 and 0020 (the
 * unfiltered lists' totals included).
 */
const recount = async () => {
  const now = Date.now();
  const quotes = await t.db.selectFrom('quotes').select(['status', 'selected_service', 'expires_at']).execute();
  const orders = await t.db.selectFrom('orders').select(['customer_email', 'status']).execute();
  const payments = await t.db.selectFrom('payments').select(['kind', 'amount_cents']).execute();
  const users = await t.db.selectFrom('users').select(['email', 'is_admin']).execute();
  const expired = (quote: (typeof quotes)[number]) => quote.status !== 'ACCEPTED' && quote.expires_at.getTime() < now;
  const accountEmails = new Set(users.map((user) => user.email.toLowerCase()));
  const guests = new Set(orders.map((order) => order.customer_email).filter((email) => !accountEmails.has(email)));
  return {
    quotes: {
      totalQuotes: quotes.length,
      convertedQuotes: quotes.filter((quote) => quote.selected_service !== null).length,
      pendingQuotes: quotes.filter((quote) => quote.status === 'PENDING' && !expired(quote)).length,
      expiredQuotes: quotes.filter(expired).length,
    },
    ordersIn: (statuses: string[]) => orders.filter((order) => statuses.includes(order.status)).length,
    dashboard: {
      totalOrders: orders.length,
      totalQuotes: quotes.length,
      totalCustomers: users.filter((user) => !user.is_admin).length + guests.size,
      totalRevenue:
        payments.reduce((sum, payment) => sum + (payment.kind === 'PAYMENT' ? 1 : -1) * payment.amount_cents, 0) / 100,
      convertedQuotes: quotes.filter((quote) => quote.selected_service !== null).length,
    },
  };
};
const expectExactCounts = async () => {
  const expected = await recount();
  const quotesList = await getOk('/api/admin/quotes');
  expect(quotesList.stats).toMatchObject(expected.quotes);
  expect(quotesList.count).toBe(expected.quotes.totalQuotes);
  expect((await getOk('/api/admin/orders')).count).toBe(expected.dashboard.totalOrders);
  for (const [query, statuses] of [
    ['?status=PENDING', ['PENDING']],
    ['?status=IN_PROGRESS', ['IN_PROGRESS']],
    ['?status=COMPLETED', ['COMPLETED', 'DELIVERED']],
    ['?active=true', ['PENDING', 'PAID', 'IN_PROGRESS']],
    ['?active=true&status=CANCELLED', []],
  ] as const) {
    expect((await getOk(`/api/admin/orders${query}`)).count, query).toBe(expected.ordersIn([...statuses]));
  }
  expect((await getOk('/api/admin/stats')).stats).toMatchObject(expected.dashboard);
  return expected;
};

describe('file-name search kept by triggers', () => {
  it("finds an order by its source files' names as they are renamed, deleted and attached", async () => {
    const quote = await newQuote('lease-agreement.txt', 'utility-bill.txt');
    const order = await placeOrder(t.app, quote.quoteId);
    expect(await orderIdsFound('LEASE-agreement')).toEqual([order.orderId]);
    expect(await orderIdsFound('utility-bill')).toEqual([order.orderId]);
    // Names are matched one at a time, never across two of them.
    expect(await orderIdsFound('agreement.txt utility')).toEqual([]);

    await t.db
      .updateTable('files')
      .set({ original_name: 'tenancy-contract.txt' })
      .where('order_id', '=', order.orderId)
      .where('original_name', '=', 'lease-agreement.txt')
      .execute();
    expect(await orderIdsFound('lease-agreement')).toEqual([]);
    expect(await orderIdsFound('tenancy-contract')).toEqual([order.orderId]);
    // With a status filter, the file matches are the order's in that status only.
    expect((await getOk('/api/admin/orders?q=tenancy&status=PENDING')).count).toBe(1);
    expect((await getOk('/api/admin/orders?q=tenancy&status=COMPLETED')).count).toBe(0);

    // Retention marks a file deleted before its bytes go: it is no longer the order's.
    await t.db
      .updateTable('files')
      .set({ status: 'deleted' })
      .where('original_name', '=', 'utility-bill.txt')
      .execute();
    expect(await orderIdsFound('utility-bill')).toEqual([]);
    expect(await orderIdsFound('tenancy-contract')).toEqual([order.orderId]);

    // Translated files are not searched.
    await t.db
      .insertInto('files')
      .values({
        file_key: 'translated/kept-counts-test',
        original_name: 'translated-deed.txt',
        declared_content_type: 'text/plain',
        content_type: 'text/plain',
        declared_size: 10,
        size: 10,
        sha256: null,
        kind: 'TRANSLATED',
        status: 'uploaded',
        order_id: order.orderId,
        uploaded_by: null,
        analysis: null,
        uploaded_at: new Date(),
        delete_after: null,
        deleted_at: null,
        attached_at: new Date(),
      })
      .execute();
    expect(await orderIdsFound('translated-deed')).toEqual([]);

    await t.db.deleteFrom('files').where('original_name', '=', 'tenancy-contract.txt').execute();
    expect(await orderIdsFound('tenancy-contract')).toEqual([]);
  });

  it('lists file matches in the order of their rows, which may be moved', async () => {
    const older = await placeOrder(t.app, (await newQuote('apostille-older.txt')).quoteId);
    const newer = await placeOrder(t.app, (await newQuote('apostille-newer.txt')).quoteId);
    expect(await orderIdsFound('APOSTILLE')).toEqual([newer.orderId, older.orderId]);
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', older.orderId)
      .execute();
    expect(await orderIdsFound('apostille')).toEqual([older.orderId, newer.orderId]);
  });

  it("finds a quote by its files' names as they are renamed, unlinked and deleted", async () => {
    const quote = await newQuote('birth-record.txt', 'school-diploma.txt');
    const other = await newQuote('school-report.txt');
    expect(await quoteIdsFound('birth-record')).toEqual([quote.quoteId]);
    expect(await quoteIdsFound('school-')).toEqual([other.quoteId, quote.quoteId]);

    await t.db
      .updateTable('files')
      .set({ original_name: 'civil-record.txt' })
      .where('original_name', '=', 'birth-record.txt')
      .execute();
    expect(await quoteIdsFound('birth-record')).toEqual([]);
    expect(await quoteIdsFound('civil-record')).toEqual([quote.quoteId]);

    const diploma = await t.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'school-diploma.txt')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('quote_files').where('file_id', '=', diploma.id).execute();
    expect(await quoteIdsFound('school-')).toEqual([other.quoteId]);

    // Deleting a file takes its quote link with it (on delete cascade).
    await t.db.deleteFrom('files').where('original_name', '=', 'civil-record.txt').execute();
    expect(await quoteIdsFound('civil-record')).toEqual([]);
    expect(
      await t.db.selectFrom('quote_file_names').selectAll().where('quote_id', '=', quote.quoteId).execute(),
    ).toEqual([]);
  });
});

describe('counts kept by triggers', () => {
  it('stay exact through orders, status changes, bulk updates, refunds and deletions', async () => {
    await signUpCustomer(t.app, 'account-holder@example.com');
    const first = await newQuote('first.txt');
    const second = await newQuote('second.txt');
    const third = await newQuote('third.txt');
    const fourth = await newQuote('fourth.txt');
    const before = (await expectExactCounts()).dashboard;

    const chose = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${second.quoteId}`,
      payload: { selectedService: 'sworn' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const guestOrder = await placeOrder(t.app, first.quoteId, { customer: { email: 'guest-one@example.com' } });
    // Two orders by one email, and an order by an account's email: one customer each.
    const repeatOrder = await placeOrder(t.app, third.quoteId, { customer: { email: 'guest-one@example.com' } });
    await placeOrder(t.app, fourth.quoteId, { customer: { email: 'account-holder@example.com' } });
    await pay(guestOrder.orderId, 'PAYMENT', 12_000);
    await pay(repeatOrder.orderId, 'PAYMENT', 8_000);
    const refund = await pay(repeatOrder.orderId, 'REFUND', 1_500);
    let counted = await expectExactCounts();
    expect(counted.dashboard).toMatchObject({
      totalOrders: before.totalOrders + 3,
      totalCustomers: before.totalCustomers + 1,
      totalRevenue: before.totalRevenue + 185,
    });

    // An order's email corrected: the old email goes when its last order does.
    await t.db
      .updateTable('orders')
      .set({ customer_email: 'guest-two@example.com' })
      .where('id', '=', repeatOrder.orderId)
      .execute();
    counted = await expectExactCounts();
    expect(counted.dashboard.totalCustomers).toBe(before.totalCustomers + 2);
    await t.db
      .updateTable('orders')
      .set({ customer_email: 'guest-two@example.com' })
      .where('id', '=', guestOrder.orderId)
      .execute();
    counted = await expectExactCounts();
    expect(counted.dashboard.totalCustomers).toBe(before.totalCustomers + 1);

    // Orders moved along, one at a time and in bulk.
    await t.db.updateTable('orders').set({ status: 'IN_PROGRESS' }).where('id', '=', guestOrder.orderId).execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'DELIVERED' })
      .where('id', '<>', guestOrder.orderId)
      .where('status', '=', 'PENDING')
      .execute();
    await expectExactCounts();

    // Quote statuses and services changed in bulk, and quotes expired by the clock.
    await t.db
      .updateTable('quotes')
      .set({ status: 'SERVICE_SELECTED', selected_service: 'professional' })
      .where('status', '=', 'PENDING')
      .execute();
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('status', '<>', 'ACCEPTED')
      .execute();
    counted = await expectExactCounts();
    expect(counted.quotes.expiredQuotes).toBeGreaterThan(0);

    await t.db.updateTable('payments').set({ amount_cents: 1_000 }).where('id', '=', refund.id).execute();
    await t.db.deleteFrom('payments').where('order_id', '=', guestOrder.orderId).execute();
    await t.db.deleteFrom('quotes').where('id', 'not in', t.db.selectFrom('orders').select('quote_id')).execute();
    counted = await expectExactCounts();
    expect(counted.dashboard.totalRevenue).toBe(before.totalRevenue + 70);
    expect(counted.dashboard.totalQuotes).toBe(counted.dashboard.totalOrders);
  });

  it('are backfilled from the rows already there when the migrations run', async () => {
    const quote = await newQuote('backfilled-deed.txt');
    const order = await placeOrder(t.app, quote.quoteId, { customer: { email: 'backfill@example.com' } });
    await pay(order.orderId, 'PAYMENT', 4_200);
    const expected = await expectExactCounts();

    await dashboardTotals.down(t.db as unknown as Kysely<unknown>);
    await searchColumnsAndQuoteCounts.down(t.db as unknown as Kysely<unknown>);
    await searchColumnsAndQuoteCounts.up(t.db as unknown as Kysely<unknown>);
    await dashboardTotals.up(t.db as unknown as Kysely<unknown>);

    const backfilled = await expectExactCounts();
    expect({ quotes: backfilled.quotes, dashboard: backfilled.dashboard }).toEqual({
      quotes: expected.quotes,
      dashboard: expected.dashboard,
    });
    expect(await orderIdsFound('backfilled-deed')).toEqual([order.orderId]);
    expect(await quoteIdsFound('backfilled-deed')).toEqual([quote.quoteId]);
  });
});
