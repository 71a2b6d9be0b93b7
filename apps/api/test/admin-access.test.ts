import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAIL: 'boss@sello.test', ADMIN_PASSWORD: 'boss-password' } });
  // A customer whose verification (and later reset) email the outbox tests read.
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'customer@sello.test', password: 'customer-pass', firstName: 'C', lastName: 'U' },
  });
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

// Who may call each admin route is checked for every route in authorization-matrix.test.ts.

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
