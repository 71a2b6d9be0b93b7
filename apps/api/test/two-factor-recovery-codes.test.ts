import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeFor, freezeClockMidCodePeriod, turnOnTwoFactor } from './helpers/authenticator.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  freezeClockMidCodePeriod();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

let counter = 0;
const post = (url: string, payload: Record<string, unknown>, accessToken?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const status = async (accessToken: string) =>
  (await t.app.inject({ url: '/api/account/two-factor', headers: { authorization: `Bearer ${accessToken}` } })).json();

/** A staff member who has just turned two-factor on: the secret and the recovery codes the answer showed. */
const staffWithTwoFactor = async () => {
  const credentials = { email: `recovery${++counter}-${Date.now()}@sello.test`, password: 'admin-password-1' };
  const accessToken = await signInAdmin(t.app, t.db, credentials);
  const { secret, enabled } = await turnOnTwoFactor(t.app, accessToken, credentials.password);
  const userId = (
    await t.db.selectFrom('users').select('id').where('email', '=', credentials.email).executeTakeFirstOrThrow()
  ).id;
  return { ...credentials, accessToken, userId, secret, enabled };
};

const challengeFor = async (email: string, password: string) => {
  const res = await post('/api/auth/signin', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challengeToken as string;
};

describe('two-factor recovery codes', () => {
  it('come as ten one-time codes when two-factor is turned on, stored only as hashes', async () => {
    const staff = await staffWithTwoFactor();
    expect(staff.enabled).toEqual({ enabled: true, recoveryCodesLeft: 10, recoveryCodes: expect.any(Array) });
    const codes: string[] = staff.enabled.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(await status(staff.accessToken)).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const stored = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', staff.userId)
      .execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.code_hash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
  });

  it('each signs in once in place of the app code, however it is typed', async () => {
    const staff = await staffWithTwoFactor();
    const [first, second] = staff.enabled.recoveryCodes as string[];
    const challengeToken = await challengeFor(staff.email, staff.password);
    const signedIn = await post('/api/auth/signin/two-factor', { challengeToken, code: first });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(Object.keys(signedIn.json()).sort()).toEqual(['tokens', 'user']);
    expect(await status(staff.accessToken)).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const again = await post('/api/auth/signin/two-factor', {
      challengeToken: await challengeFor(staff.email, staff.password),
      code: first,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('Invalid authentication code');

    const typed = ` ${(second as string).toUpperCase().replace('-', ' ')} `;
    const other = await post('/api/auth/signin/two-factor', {
      challengeToken: await challengeFor(staff.email, staff.password),
      code: typed,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await status(staff.accessToken)).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('counts a wrong recovery code toward the sign-in throttle, like a wrong app code', async () => {
    const staff = await staffWithTwoFactor();
    const challengeToken = await challengeFor(staff.email, staff.password);
    // The password step is attempt 1; four wrong recovery codes make five.
    for (const wrong of ['aaaaa-aaaaa', 'bbbbb-bbbbb', 'ccccc-ccccc', 'ddddd-ddddd']) {
      expect((await post('/api/auth/signin/two-factor', { challengeToken, code: wrong })).statusCode).toBe(401);
    }
    const locked = await post('/api/auth/signin/two-factor', { challengeToken, code: staff.enabled.recoveryCodes[0] });
    expect(locked.statusCode).toBe(429);
    expect(await status(staff.accessToken)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('refuses text that is neither an app code nor a recovery code with a clear message', async () => {
    const staff = await staffWithTwoFactor();
    const challengeToken = await challengeFor(staff.email, staff.password);
    const res = await post('/api/auth/signin/two-factor', { challengeToken, code: 'not a code' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/6-digit code .* or one of your recovery codes/);
  });

  it('can be replaced with the password and an app code: the old ones stop working', async () => {
    const staff = await staffWithTwoFactor();
    const old: string[] = staff.enabled.recoveryCodes;
    const url = '/api/account/two-factor/recovery-codes';
    expect(
      (await post(url, { password: 'not-it', code: codeFor(staff.secret, 1) }, staff.accessToken)).statusCode,
    ).toBe(400);
    expect((await post(url, { password: staff.password, code: '000000' }, staff.accessToken)).statusCode).toBe(400);
    expect((await post(url, { password: staff.password, code: codeFor(staff.secret, 1) })).statusCode).toBe(401);

    const renewed = await post(url, { password: staff.password, code: codeFor(staff.secret, 1) }, staff.accessToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(renewed.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, recoveryCodes: expect.any(Array) });
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    const withOld = await post('/api/auth/signin/two-factor', {
      challengeToken: await challengeFor(staff.email, staff.password),
      code: old[0],
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await post('/api/auth/signin/two-factor', {
      challengeToken: await challengeFor(staff.email, staff.password),
      code: fresh[0],
    });
    expect(withNew.statusCode, withNew.body).toBe(200);
  });

  it('go when two-factor is turned off', async () => {
    const staff = await staffWithTwoFactor();
    const off = await post(
      '/api/account/two-factor/disable',
      { password: staff.password, code: codeFor(staff.secret, 1) },
      staff.accessToken,
    );
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const left = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', staff.userId)
      .execute();
    expect(left).toHaveLength(0);
    expect(
      (
        await post(
          '/api/account/two-factor/recovery-codes',
          { password: staff.password, code: '123456' },
          staff.accessToken,
        )
      ).statusCode,
    ).toBe(409);
  });
});
