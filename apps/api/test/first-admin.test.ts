import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('ensureFirstAdmin', () => {
  it('creates one admin with a random password when none is configured, and only once', async () => {
    const created = await ensureFirstAdmin({
      db: t.db,
      adminEmail: undefined,
      adminPassword: undefined,
      fallbackDomain: 'sello.test',
    });
    expect(created?.email).toBe('admin@sello.test');
    expect(created?.password.length).toBeGreaterThanOrEqual(16);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: created?.email, password: created?.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isAdmin).toBe(true);

    const again = await ensureFirstAdmin({
      db: t.db,
      adminEmail: undefined,
      adminPassword: undefined,
      fallbackDomain: 'sello.test',
    });
    expect(again).toBeNull();
  });

  it('creates or promotes the configured ADMIN_EMAIL without printing anything', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'owner@sello.test', password: 'owner-pass-1', firstName: 'O', lastName: 'W' },
    });
    expect(signup.json().user.isAdmin).toBe(false);
    const result = await ensureFirstAdmin({
      db: t.db,
      adminEmail: ' Owner@Sello.test',
      adminPassword: 'ignored-for-existing',
      fallbackDomain: 'x',
    });
    expect(result).toBeNull();
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'owner@sello.test')
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
    // An existing account keeps its own password.
    expect(await verifyPassword(row.password_hash, 'owner-pass-1')).toBe(true);
  });
});
