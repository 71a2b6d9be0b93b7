import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { listRoutes } from './helpers/route-table.ts';

let t: TTestApp;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAIL: 'boss@sello.test', ADMIN_PASSWORD: 'boss-password' } });
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'customer@sello.test', password: 'customer-pass', firstName: 'C', lastName: 'U' },
  });
  customerToken = customer.json().tokens.accessToken;
  const { ensureFirstAdmin } = await import('../src/services/auth/ensure-first-admin.ts');
  await ensureFirstAdmin({
    db: t.db,
    adminEmail: 'boss@sello.test',
    adminPassword: 'boss-password',
    fallbackDomain: 'x',
  });
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'boss@sello.test', password: 'boss-password' },
  });
  adminToken = admin.json().tokens.accessToken;
});
afterAll(() => t.close());

/** Every registered route under /api/admin and /api/users (nested ones included), from Fastify's own route table. */
const protectedRoutes = () =>
  listRoutes(t.app)
    .filter((route) => /^\/api\/(admin|users)(\/|$)/.test(route.url))
    .map((route) => ({ ...route, url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000') }));

describe('admin routes', () => {
  it('are all found in the route table', () => {
    const routes = protectedRoutes();
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/outbox' });
    // Nested routes are printed under their parent in the route tree; they must be found too.
    const id = '00000000-0000-4000-8000-000000000000';
    expect(routes).toContainEqual({ method: 'PUT', url: `/api/admin/orders/${id}/status` });
    expect(routes).toContainEqual({ method: 'POST', url: `/api/admin/outbox/${id}/retry` });
    expect(routes).toContainEqual({ method: 'GET', url: `/api/users/${id}` });
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it('answer 401 anonymous, 403 for a customer and let an admin through', async () => {
    for (const route of protectedRoutes()) {
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url: route.url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Admin authentication required', code: 'UNAUTHORIZED' });

      const customer = await t.app.inject({
        method,
        url: route.url,
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(customer.statusCode, `${route.method} ${route.url} customer`).toBe(403);
      expect(customer.json()).toEqual({ error: 'Admin access required', code: 'FORBIDDEN' });

      const admin = await t.app.inject({ method, url: route.url, headers: { authorization: `Bearer ${adminToken}` } });
      expect([401, 403], `${route.method} ${route.url} admin`).not.toContain(admin.statusCode);
      expect(admin.statusCode).toBeLessThan(500);
    }
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists stored emails newest first and validates its query', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jo', email: 'jo@example.com', subject: 'general', message: 'Hello there' },
    });
    const res = await t.app.inject({
      url: '/api/admin/outbox?limit=5',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().messages;
    expect(first).toMatchObject({ template: 'contact-message', to: 'support@sello.test', replyTo: 'jo@example.com' });
    expect(first.textBody).toContain('Hello there');

    const bad = await t.app.inject({
      url: '/api/admin/outbox?limit=abc',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^limit: /);
  });

  it('masks the tokens of reset and verification links once sent; unsent emails still show them', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'customer@sello.test' },
    });
    expect(forgot.statusCode).toBe(202);
    const linkEmails = async () => {
      const res = await t.app.inject({
        url: '/api/admin/outbox?limit=200',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const messages: { id: string; template: string; textBody: string }[] = res.json().messages;
      return messages.filter((m) => m.template === 'verify-email' || m.template === 'password-reset');
    };
    const unsent = await linkEmails();
    expect(unsent.map((m) => m.template).sort()).toEqual(['password-reset', 'verify-email']);
    // Stored without SMTP (or queued, or failed): the outbox is the only way the link reaches anyone.
    for (const message of unsent) expect(message.textBody).toMatch(/\?token=[\w-]{20,}/);

    await t.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: new Date() })
      .where(
        'id',
        'in',
        unsent.map((m) => m.id),
      )
      .execute();
    const sent = await linkEmails();
    for (const message of sent) {
      expect(message.textBody).toMatch(/\?token=••••/);
      expect(message.textBody).not.toMatch(/token=[\w-]/);
    }
  });
});
