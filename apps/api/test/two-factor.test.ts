import { TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE } from '@sello/shared/two-factor-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashRefreshToken } from '../src/auth/tokens.ts';
import { TWO_FACTOR_FAILURE_CAP } from '../src/services/auth/account-throttle.ts';
import { codeFor, freezeClockMidCodePeriod, turnOnTwoFactor } from './helpers/authenticator.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

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
const newAdmin = async () => {
  const credentials = { email: `admin${++counter}-${Date.now()}@sello.test`, password: 'admin-password-1' };
  const accessToken = await signInAdmin(t.app, t.db, credentials);
  return { ...credentials, accessToken };
};

const post = (url: string, payload: Record<string, unknown>, accessToken?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

/** Sets up and confirms two-factor for a new admin; returns the admin and the base32 secret. */
const adminWithTwoFactor = async () => {
  const admin = await newAdmin();
  const { secret } = await turnOnTwoFactor(t.app, admin.accessToken, admin.password);
  return { ...admin, secret };
};

const passwordStep = async (email: string, password: string) => {
  const res = await post('/api/auth/signin', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('two-factor enrolment', () => {
  it('gives a new secret and otpauth URI, turns on only with a valid code, and is for admins', async () => {
    const admin = await newAdmin();
    const status = await t.app.inject({
      url: '/api/account/two-factor',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    // An access token alone does not enrol an app: the current password is asked (issue 28, item 11).
    const withoutPassword = await post('/api/account/two-factor/setup', {}, admin.accessToken);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error).toMatch(/Password is required/);
    const wrongPassword = await post('/api/account/two-factor/setup', { password: 'not-it' }, admin.accessToken);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toBe('The password is not correct');
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('totp_pending_secret')
          .where('email', '=', admin.email)
          .executeTakeFirstOrThrow()
      ).totp_pending_secret,
    ).toBeNull();

    const setup = await post('/api/account/two-factor/setup', { password: admin.password }, admin.accessToken);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Sello:admin\d+-\d+%40sello\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    // Stored encrypted, not as the base32 the app shows.
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', admin.email).executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toBeTruthy();
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(row.totp_secret).toBeNull();

    const wrong = await post('/api/account/two-factor/enable', { code: '000000' }, admin.accessToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/code/i);
    const malformed = await post('/api/account/two-factor/enable', { code: 'abc' }, admin.accessToken);
    expect(malformed.statusCode).toBe(400);

    const enable = await post('/api/account/two-factor/enable', { code: codeFor(secret) }, admin.accessToken);
    expect(enable.statusCode).toBe(200);
    expect(enable.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await post('/api/account/two-factor/setup', { password: admin.password }, admin.accessToken);
    expect(again.statusCode).toBe(409);

    const customer = await signUpCustomer(t.app, `customer${Date.now()}@example.com`);
    expect((await post('/api/account/two-factor/setup', { password: 'whatever' }, customer)).statusCode).toBe(403);
    expect((await post('/api/account/two-factor/setup', { password: 'whatever' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('answers the password with a short-lived challenge, and the code with the usual session', async () => {
    const admin = await adminWithTwoFactor();
    const challenge = await passwordStep(admin.email, admin.password);
    expect(challenge).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String), expiresIn: 300 });
    expect(challenge.tokens).toBeUndefined();
    // The challenge is not an access token.
    const meWithChallenge = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${challenge.challengeToken}` },
    });
    expect(meWithChallenge.statusCode).toBe(401);

    // The enrolment used the current period's code; the next period's is accepted (±1 step).
    const res = await post('/api/auth/signin/two-factor', {
      challengeToken: challenge.challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['tokens', 'user']);
    expect(res.json().user).toMatchObject({ email: admin.email, isAdmin: true });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong code, a code already used, and a forged challenge', async () => {
    const admin = await adminWithTwoFactor();
    const { challengeToken } = await passwordStep(admin.email, admin.password);
    const wrong = await post('/api/auth/signin/two-factor', { challengeToken, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid authentication code');

    // The code that turned two-factor on cannot be played back.
    const reused = await post('/api/auth/signin/two-factor', { challengeToken, code: codeFor(admin.secret) });
    expect(reused.statusCode).toBe(401);
    const ok = await post('/api/auth/signin/two-factor', { challengeToken, code: codeFor(admin.secret, 1) });
    expect(ok.statusCode).toBe(200);
    const replay = await post('/api/auth/signin/two-factor', { challengeToken, code: codeFor(admin.secret, 1) });
    expect(replay.statusCode).toBe(401);

    const forged = await post('/api/auth/signin/two-factor', {
      challengeToken: 'x.y.z',
      code: codeFor(admin.secret, 1),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatch(/sign in again/i);
  });

  it('counts wrong codes toward the sign-in throttle', async () => {
    const admin = await adminWithTwoFactor();
    // The password step is attempt 1; four wrong codes make five.
    const { challengeToken } = await passwordStep(admin.email, admin.password);
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/auth/signin/two-factor', { challengeToken, code: `00000${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/api/auth/signin/two-factor', { challengeToken, code: codeFor(admin.secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves accounts without two-factor signing in in one step, as before', async () => {
    const admin = await newAdmin();
    const res = await post('/api/auth/signin', { email: admin.email, password: admin.password });
    expect(Object.keys(res.json()).sort()).toEqual(['tokens', 'user']);
  });
});

describe('a password reset with two-factor on', () => {
  it('answers with the challenge, not a session: the link alone does not get past the code', async () => {
    const admin = await adminWithTwoFactor();
    await t.db
      .insertInto('password_resets')
      .values({
        user_id: (
          await t.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()
        ).id,
        token_hash: hashRefreshToken('reset-token-for-two-factor-admin'),
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const reset = await post('/api/auth/reset-password', {
      token: 'reset-token-for-two-factor-admin',
      password: 'brand-new-password-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      expiresIn: 300,
    });
    expect(reset.headers['set-cookie']).toBeUndefined();
    const done = await post('/api/auth/signin/two-factor', {
      challengeToken: reset.json().challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(admin.email);
  });
});

/** A request from `address`, with a device cookie when given. */
const postFrom = (address: string, url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: address, headers: cookie ? { cookie } : {} });

const deviceCookieOf = (res: Awaited<ReturnType<typeof postFrom>>) =>
  ([res.headers['set-cookie']].flat().find((line) => line?.startsWith('sello_device=')) ?? '').split(';')[0] ?? '';

const challengeFrom = async (address: string, email: string, password: string, cookie?: string) => {
  const res = await postFrom(address, '/api/auth/signin', { email, password }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challengeToken as string;
};

/** Moves the frozen clock on by whole code periods, so the next code is one the account has not used. */
const nextPeriods = (periods: number) => vi.setSystemTime(Date.now() + periods * 30_000);

describe('the code step cannot be guessed across addresses (issue 28, item 2)', () => {
  it('refuses clients without the device cookie after the cap of wrong codes; the owner’s device still signs in', async () => {
    const admin = await adminWithTwoFactor();
    const home = '203.0.113.40';
    const first = await postFrom(home, '/api/auth/signin/two-factor', {
      challengeToken: await challengeFrom(home, admin.email, admin.password),
      code: codeFor(admin.secret, 1),
    });
    expect(first.statusCode, first.body).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^sello_device=/);

    // The attacker knows the password: one challenge and one wrong code from each of many addresses.
    for (let i = 1; i <= TWO_FACTOR_FAILURE_CAP; i += 1) {
      const address = `2001:db8:${i}::1`;
      const wrong = await postFrom(address, '/api/auth/signin/two-factor', {
        challengeToken: await challengeFrom(address, admin.email, admin.password),
        code: '000000',
      });
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    nextPeriods(2);
    const beyond = '2001:db8:ffff::1';
    const refused = await postFrom(beyond, '/api/auth/signin/two-factor', {
      challengeToken: await challengeFrom(beyond, admin.email, admin.password),
      code: codeFor(admin.secret),
    });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await postFrom(
      home,
      '/api/auth/signin/two-factor',
      { challengeToken: await challengeFrom(home, admin.email, admin.password, device), code: codeFor(admin.secret) },
      device,
    );
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(admin.email);
  });

  it('refuses a challenge sent from another address than the one that earned it', async () => {
    const admin = await adminWithTwoFactor();
    const challengeToken = await challengeFrom('192.0.2.140', admin.email, admin.password);
    const elsewhere = await postFrom('198.51.100.140', '/api/auth/signin/two-factor', {
      challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(401);
    expect(elsewhere.json().error).toBe(TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    const here = await postFrom('192.0.2.140', '/api/auth/signin/two-factor', {
      challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(here.statusCode, here.body).toBe(200);
  });

  it('keeps the wrong-code count through a password reset', async () => {
    const admin = await adminWithTwoFactor();
    for (let i = 1; i <= TWO_FACTOR_FAILURE_CAP; i += 1) {
      const address = `198.18.40.${i}`;
      await postFrom(address, '/api/auth/signin/two-factor', {
        challengeToken: await challengeFrom(address, admin.email, admin.password),
        code: '000000',
      });
    }
    const user = await t.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow();
    await t.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashRefreshToken(`reset-token-${admin.email}`),
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const reset = await postFrom('198.18.41.1', '/api/auth/reset-password', {
      token: `reset-token-${admin.email}`,
      password: 'brand-new-password-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const code = await postFrom('198.18.41.1', '/api/auth/signin/two-factor', {
      challengeToken: reset.json().challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(code.statusCode, code.body).toBe(429);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a valid code, then sign-in is one step again', async () => {
    const admin = await adminWithTwoFactor();
    const wrongPassword = await post(
      '/api/account/two-factor/disable',
      { password: 'not-it', code: codeFor(admin.secret, 1) },
      admin.accessToken,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post(
      '/api/account/two-factor/disable',
      { password: admin.password, code: '000000' },
      admin.accessToken,
    );
    expect(wrongCode.statusCode).toBe(400);
    const off = await post(
      '/api/account/two-factor/disable',
      { password: admin.password, code: codeFor(admin.secret, 1) },
      admin.accessToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', admin.email).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    const signin = await post('/api/auth/signin', { email: admin.email, password: admin.password });
    expect(signin.json().tokens.accessToken).toEqual(expect.any(String));
  });
});
