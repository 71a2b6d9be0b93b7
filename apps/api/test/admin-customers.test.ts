import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { listRoutes } from './helpers/route-table.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let admin: { authorization: string };
let aliceId: string;
let bobId: string;
const orderIds: Record<string, string> = {};

/** A 500-word document: professional $35, sworn $80 at the default rates. */
const placeOrder = async (
  label: string,
  { email, serviceType, token }: { email: string; serviceType: 'professional' | 'sworn'; token?: string },
) => {
  const file = await uploadFile(t.app, { filename: 'contract.txt', contentType: 'text/plain', body: words(500) });
  const quote = await createFileQuote(t.app, [file.fileKey]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType, customerInfo: { ...customerInfo, email, firstName: label } },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  orderIds[label] = res.json().order.orderId;
};

const get = (url: string) => t.app.inject({ url, headers: admin });

beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await signInAdmin(t.app, t.db)}` };
  const aliceToken = await signUpCustomer(t.app, 'alice@example.com');
  await signUpCustomer(t.app, 'bob@example.com');
  const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
  aliceId = users.find((user) => user.email === 'alice@example.com')?.id ?? '';
  bobId = users.find((user) => user.email === 'bob@example.com')?.id ?? '';

  await placeOrder('Guestone', { email: 'guest@example.com', serviceType: 'professional' });
  await placeOrder('Aliceone', { email: 'alice@example.com', serviceType: 'sworn', token: aliceToken });
  await placeOrder('Guesttwo', { email: 'Guest@Example.com', serviceType: 'sworn' });
  // Alice ordering again without signing in: her account's email makes it hers.
  await placeOrder('Alicetwo', { email: 'ALICE@example.com', serviceType: 'professional' });
  // The admin status route belongs to the orders screen; a cancelled order is set here directly.
  await t.db
    .updateTable('orders')
    .set({ status: 'CANCELLED' })
    .where('id', '=', orderIds.Guesttwo ?? '')
    .execute();
});
afterAll(() => t.close());

describe('GET /api/admin/customers', () => {
  it('lists accounts and guests with SQL aggregates, latest buyer first, staff left out', async () => {
    const res = await get('/api/admin/customers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, limit: 50, offset: 0 });
    expect(body.customers.map((customer: { email: string }) => customer.email)).toEqual([
      'alice@example.com',
      'guest@example.com',
      'bob@example.com',
    ]);
    const [alice, guest, bob] = body.customers;
    expect(alice).toMatchObject({ key: aliceId, kind: 'account', name: 'Casey Customer', orderCount: 2, revenue: 115 });
    // The cancelled order counts as an order but not as revenue.
    expect(guest).toMatchObject({
      key: 'guest@example.com',
      kind: 'guest',
      name: 'Guesttwo Doe',
      orderCount: 2,
      revenue: 35,
    });
    expect(guest.company).toBe('Acme');
    expect(bob).toMatchObject({ key: bobId, kind: 'account', orderCount: 0, revenue: 0, lastOrderAt: null });
    expect(Date.parse(alice.lastOrderAt)).toBeGreaterThan(Date.parse(guest.lastOrderAt));
  });

  it('searches by email, name or company (literally) and pages', async () => {
    const guest = await get('/api/admin/customers?q=GUEST');
    expect(guest.json().customers.map((customer: { key: string }) => customer.key)).toEqual(['guest@example.com']);
    const byName = await get('/api/admin/customers?q=casey');
    expect(byName.json().count).toBe(2);
    const wildcard = await get('/api/admin/customers?q=%25');
    expect(wildcard.json()).toMatchObject({ customers: [], count: 0 });

    const page = await get('/api/admin/customers?limit=1&offset=1');
    expect(page.json()).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(page.json().customers.map((customer: { key: string }) => customer.key)).toEqual(['guest@example.com']);
    const beyond = await get('/api/admin/customers?limit=10&offset=10');
    expect(beyond.json()).toMatchObject({ customers: [], count: 3 });

    const bad = await get('/api/admin/customers?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^limit: /);
  });
});

describe('GET /api/admin/customers/:key', () => {
  it('shows an account with every order, its guest orders included, newest first', async () => {
    const res = await get(`/api/admin/customers/${aliceId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { customer } = res.json();
    expect(customer).toMatchObject({ kind: 'account', email: 'alice@example.com', orderCount: 2, revenue: 115 });
    expect(customer.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      orderIds.Alicetwo,
      orderIds.Aliceone,
    ]);
    expect(customer.orders[0]).toMatchObject({ totalPrice: 35, serviceType: 'professional' });
    expect(customer.phone).toBe(customerInfo.phone);

    // The account's email, in any case, opens the same customer.
    const byEmail = await get('/api/admin/customers/Alice%40Example.com');
    expect(byEmail.json().customer.key).toBe(aliceId);
  });

  it('shows a guest by email, and answers 404 for unknown customers', async () => {
    const guest = await get('/api/admin/customers/guest%40example.com');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().customer).toMatchObject({ kind: 'guest', orderCount: 2, revenue: 35, isAdmin: false });
    expect(guest.json().customer.orders.map((order: { status: string }) => order.status)).toEqual([
      'CANCELLED',
      'PENDING',
    ]);

    for (const key of ['nobody%40example.com', '00000000-0000-4000-8000-000000000000', 'boss%40sello.test']) {
      const missing = await get(`/api/admin/customers/${key}`);
      expect(missing.statusCode, key).toBe(404);
      expect(missing.json()).toEqual({ error: 'Customer not found', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/users', () => {
  it('lists accounts (staff included) with their order counts, never secrets', async () => {
    const res = await get('/api/users?limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const { users } = res.json();
    expect(users.map((user: { email: string }) => user.email).sort()).toEqual([
      'alice@example.com',
      'bob@example.com',
      'boss@sello.test',
    ]);
    expect(users.find((user: { id: string }) => user.id === aliceId)).toMatchObject({ orderCount: 2, isAdmin: false });
    expect(res.json().count).toBe(3);
    expect(res.body).not.toContain('password');
    // The count is of every account, not of the page.
    expect((await get('/api/users?limit=1')).json()).toMatchObject({ users: [expect.any(Object)], count: 3 });
  });

  it('reads one account, 404 for an unknown or malformed id', async () => {
    const res = await get(`/api/users/${bobId}`);
    expect(res.json()).toMatchObject({ success: true, user: { email: 'bob@example.com', orderCount: 0 } });
    expect((await get('/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/users/not-an-id')).statusCode).toBe(404);
  });
});

// admin-access.test.ts reads only the top-level lines of the printed route tree; this walks the nested ones too.
describe('routes of customers, users, analytics, settings, testimonials, leads and outbox', () => {
  it('answer 401 anonymous, 403 for a customer and let an admin through, nested routes included', async () => {
    const customerToken = await signUpCustomer(t.app, 'carol@example.com');
    const mine = listRoutes(t.app).filter(({ url }) =>
      /^\/api\/(users|admin\/(customers|analytics|settings|testimonials|leads|outbox))/.test(url),
    );
    expect(mine.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'GET /api/users/:id',
        'GET /api/admin/customers/:key',
        'PUT /api/admin/settings',
        'DELETE /api/admin/testimonials/:id',
        'PUT /api/admin/leads/:id',
        'POST /api/admin/outbox/:id/retry',
      ]),
    );
    for (const route of mine) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method as 'GET';
      expect((await t.app.inject({ method, url })).statusCode, `${route.method} ${url} anonymous`).toBe(401);
      const asCustomer = await t.app.inject({ method, url, headers: { authorization: `Bearer ${customerToken}` } });
      expect(asCustomer.statusCode, `${route.method} ${url} customer`).toBe(403);
      const asAdmin = await t.app.inject({ method, url, headers: admin });
      expect([401, 403], `${route.method} ${url} admin`).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode).toBeLessThan(500);
    }
  });
});
