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

  it('two instances starting together make one admin: one shows the password, the other nothing, neither fails', async () => {
    const fresh = await buildTestApp();
    try {
      const start = () =>
        ensureFirstAdmin({ db: fresh.db, adminEmail: undefined, adminPassword: undefined, fallbackDomain: 'two.test' });
      const results = await Promise.all([start(), start()]);
      const shown = results.filter((result) => result !== null);
      expect(shown).toHaveLength(1);
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'admin@two.test', password: shown[0]?.password },
      });
      expect(res.statusCode).toBe(200);
      const configured = () =>
        ensureFirstAdmin({
          db: fresh.db,
          adminEmail: 'boss@two.test',
          adminPassword: 'boss-password-1',
          fallbackDomain: 'x',
        });
      await expect(Promise.all([configured(), configured()])).resolves.toEqual([null, null]);
      const bosses = await fresh.db.selectFrom('users').select('id').where('email', '=', 'boss@two.test').execute();
      expect(bosses).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('creates the configured ADMIN_EMAIL when it has no account, verified and with that password', async () => {
    const result = await ensureFirstAdmin({
      db: t.db,
      adminEmail: ' Fresh@Sello.test',
      adminPassword: 'fresh-admin-pass',
      fallbackDomain: 'x',
    });
    expect(result).toBeNull();
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'fresh@sello.test')
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
    expect(row.email_verified_at).not.toBeNull();
    expect(await verifyPassword(row.password_hash, 'fresh-admin-pass')).toBe(true);
  });

  const signUp = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'owner-pass-1', firstName: 'O', lastName: 'W' },
    });
    expect(res.json().user.isAdmin).toBe(false);
  };
  const isAdmin = async (email: string) =>
    (await t.db.selectFrom('users').select('is_admin').where('email', '=', email).executeTakeFirstOrThrow()).is_admin;
  const recordingLogger = () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    };
    return { lines, logger: { info: record, warn: record } };
  };

  it('never promotes an existing account without ADMIN_PROMOTE_EXISTING, verified or not', async () => {
    // Anyone can sign up with the address before the operator sets ADMIN_EMAIL to it.
    await signUp('squatter@sello.test');
    const { lines, logger } = recordingLogger();
    for (let boot = 0; boot < 2; boot += 1) {
      await ensureFirstAdmin({
        db: t.db,
        adminEmail: 'squatter@sello.test',
        adminPassword: 'whatever-pass',
        fallbackDomain: 'x',
        logger,
      });
    }
    expect(await isAdmin('squatter@sello.test')).toBe(false);
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('email', '=', 'squatter@sello.test')
      .execute();
    await ensureFirstAdmin({
      db: t.db,
      adminEmail: 'squatter@sello.test',
      adminPassword: 'whatever-pass',
      fallbackDomain: 'x',
      logger,
    });
    expect(await isAdmin('squatter@sello.test')).toBe(false);
    expect(lines.join('\n')).toContain('ADMIN_PROMOTE_EXISTING');
    expect(lines.join('\n')).not.toContain('squatter');
  });

  it('with ADMIN_PROMOTE_EXISTING promotes only a verified account, once, keeping its password', async () => {
    await signUp('owner@sello.test');
    const { lines, logger } = recordingLogger();
    const boot = () =>
      ensureFirstAdmin({
        db: t.db,
        adminEmail: ' Owner@Sello.test',
        adminPassword: 'ignored-for-existing',
        promoteExisting: true,
        fallbackDomain: 'x',
        logger,
      });
    expect(await boot()).toBeNull();
    expect(await isAdmin('owner@sello.test')).toBe(false);
    expect(lines.join('\n')).toMatch(/not verified/);

    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('email', '=', 'owner@sello.test')
      .execute();
    await boot();
    expect(await isAdmin('owner@sello.test')).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'owner@sello.test')
      .executeTakeFirstOrThrow();
    // An existing account keeps its own password.
    expect(await verifyPassword(row.password_hash, 'owner-pass-1')).toBe(true);

    // Taken back by hand later: the flag still set at the next boot does not promote it again.
    await t.db.updateTable('users').set({ staff_role: null }).where('email', '=', 'owner@sello.test').execute();
    await boot();
    expect(await isAdmin('owner@sello.test')).toBe(false);
    expect(lines.join('\n')).not.toContain('owner@');
  });
});
