import { INVALID_CREDENTIALS_MESSAGE } from '@sello/shared/auth-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_CEILING,
  ACCOUNT_SLOWDOWN_MS,
  addressGroup,
  FORGET_AFTER_MS,
  MAX_FAILURES_BEFORE_BACKOFF,
  sweepAuthThrottles,
} from '../src/services/auth/account-throttle.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

/** The slowdowns the throttle decided on, in order (nothing waits in tests). */
let slowdowns: number[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    signInSlowdown: async (milliseconds) => {
      slowdowns.push(milliseconds);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  slowdowns = [];
});

const PASSWORD = 'correct horse';
let counter = 0;
const uniqueEmail = () => `locked${++counter}-${Date.now()}@example.com`;

const signinFrom = (address: string, email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: address,
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` part of the device cookie a response set. */
const deviceCookieOf = (res: Awaited<ReturnType<typeof signinFrom>>) => {
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((value) => value.startsWith('sello_device='));
  if (!line) throw new Error('no device cookie set');
  return line.split(';')[0] ?? '';
};

const newAccount = async () => {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: PASSWORD, firstName: 'Ana', lastName: 'García' },
  });
  expect(res.statusCode).toBe(201);
  return email;
};

const failFrom = async (address: string, email: string, times = MAX_FAILURES_BEFORE_BACKOFF) => {
  for (let i = 1; i <= times; i += 1) {
    const res = await signinFrom(address, email, `wrong-${i}`);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error).toBe(INVALID_CREDENTIALS_MESSAGE);
  }
};

describe('sign-in throttling that never locks the owner out (issue 28, item 2)', () => {
  it('an attacker sending wrong passwords from many addresses cannot stop the owner signing in', async () => {
    const email = await newAccount();
    const home = '203.0.113.7';
    const signedIn = await signinFrom(home, email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const device = deviceCookieOf(signedIn);

    // The attacker: past the account's ceiling from many addresses, and backed off on the owner's own address too.
    for (let i = 1; i <= ACCOUNT_FAILURE_CEILING; i += 1) await failFrom(`192.0.2.${i}`, email, 1);
    await failFrom(home, email);
    expect((await signinFrom(home, email, 'wrong-again')).statusCode).toBe(429);
    expect((await signinFrom('192.0.2.1', email, 'wrong-again')).statusCode).toBe(401);

    // The owner's device: no backoff earned by others, no slowdown.
    slowdowns = [];
    const owner = await signinFrom(home, email, PASSWORD, device);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(email);
    expect(slowdowns).toEqual([]);

    // A new device elsewhere: slowed, never refused, and the right password gets in.
    const elsewhere = await signinFrom('198.51.100.20', email, PASSWORD);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(slowdowns).toEqual([ACCOUNT_SLOWDOWN_MS]);
  });

  it('backs off one address (or IPv6 /64) with 429 + Retry-After, doubling, without touching the others', async () => {
    const email = await newAccount();
    await failFrom('192.0.2.50', email);
    for (const password of ['wrong-6', PASSWORD]) {
      const res = await signinFrom('192.0.2.50', email.toUpperCase(), password);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: expect.stringMatching(
          /^Too many failed sign-in attempts from this connection\. Please try again in (1 minute|\d+ seconds?), or reset your password\.$/,
        ),
        code: 'RATE_LIMITED',
        reason: 'sign-in-throttled',
        retryAfter,
      });
    }
    expect((await signinFrom('192.0.2.51', email, PASSWORD)).statusCode).toBe(200);

    // The backoff runs out; the next failure from there backs off for longer.
    await t.db
      .updateTable('auth_throttles')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('locked_until', 'is not', null)
      .execute();
    expect((await signinFrom('192.0.2.50', email, 'wrong-7')).statusCode).toBe(401);
    const longer = await signinFrom('192.0.2.50', email, PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);

    const other = await newAccount();
    await failFrom('2001:db8:1:2::1', other);
    expect((await signinFrom('2001:db8:1:2:ffff:1:2:3', other, PASSWORD)).statusCode).toBe(429);
    expect((await signinFrom('2001:db8:1:3::1', other, PASSWORD)).statusCode).toBe(200);
  });

  it('groups addresses: IPv4 as is, IPv6 by /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.9')).toBe('192.0.2.9');
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const known = await newAccount();
    const unknown = uniqueEmail();
    const answers = [];
    for (const email of [known, unknown]) {
      for (let i = 1; i <= ACCOUNT_FAILURE_CEILING; i += 1) await failFrom(`198.18.${counter}.${i}`, email, 1);
      await failFrom('198.19.0.1', email);
      slowdowns = [];
      const slowed = await signinFrom('198.19.0.2', email, 'wrong');
      const backedOff = await signinFrom('198.19.0.1', email, 'anything');
      answers.push({
        slowed: [slowed.statusCode, slowed.json(), [...slowdowns]],
        // The wait itself depends on when the backoff began: compared apart, as a bound.
        backedOff: [backedOff.statusCode, backedOff.json().error.replace(/in .* or/, 'in … or')],
        retryAfter: Number(backedOff.headers['retry-after']),
      });
      await t.db.deleteFrom('auth_throttles').where('key', 'like', 'c:%').execute();
    }
    for (const answer of answers) {
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(answer.retryAfter).toBeLessThanOrEqual(60);
    }
    const [knownAnswer, unknownAnswer] = answers.map(({ retryAfter: _, ...rest }) => rest);
    expect(unknownAnswer).toEqual(knownAnswer);
    expect(answers[0]?.slowed[0]).toBe(401);
    expect(answers[0]?.slowed[2]).toEqual([ACCOUNT_SLOWDOWN_MS]);
    expect(answers[0]?.backedOff[0]).toBe(429);
  });

  it('takes a device cookie only for the account it was issued to, signed, sent on the whole API (the account routes re-check passwords too)', async () => {
    const email = await newAccount();
    const other = await newAccount();
    const res = await signinFrom('192.0.2.60', other, PASSWORD);
    const line = [res.headers['set-cookie']].flat().find((value) => value?.startsWith('sello_device=')) ?? '';
    expect(line).toMatch(/; Path=\/api;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).not.toMatch(/Secure/);
    const othersDevice = deviceCookieOf(res);
    const forged = `${othersDevice.slice(0, -4)}AAAA`;

    await failFrom('192.0.2.61', email);
    for (const cookie of [othersDevice, forged]) {
      expect((await signinFrom('192.0.2.61', email, PASSWORD, cookie)).statusCode).toBe(429);
    }

    const https = await buildTestApp({ env: { PUBLIC_URL: 'https://sello.example' } });
    try {
      const secure = await https.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: PASSWORD, firstName: 'Ana', lastName: 'García' },
      });
      expect(secure.statusCode).toBe(201);
      const signin = await https.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: PASSWORD },
      });
      expect([signin.headers['set-cookie']].flat().join()).toMatch(/sello_device=.*; Secure/);
    } finally {
      await https.close();
    }
  });

  it('forgets a client’s failures after its successful sign-in', async () => {
    const email = await newAccount();
    await failFrom('192.0.2.70', email, MAX_FAILURES_BEFORE_BACKOFF - 1);
    expect((await signinFrom('192.0.2.70', email, PASSWORD)).statusCode).toBe(200);
    await failFrom('192.0.2.70', email, MAX_FAILURES_BEFORE_BACKOFF - 1);
  });

  it('lets only one of many parallel guesses from one address past the backoff', async () => {
    const email = await newAccount();
    await failFrom('192.0.2.80', email, MAX_FAILURES_BEFORE_BACKOFF - 1);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signinFrom('192.0.2.80', email, `guess-${i}`).then((res) => res.statusCode)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('the throttle table is swept (issue 28, item 10)', () => {
  it('deletes rows idle for a day and keeps the others', async () => {
    const email = await newAccount();
    await failFrom('192.0.2.90', email, 2);
    const stale = ['a:stale-account', 'c:stale-account:client'];
    await t.db
      .insertInto('auth_throttles')
      .values(
        stale.map((key) => ({
          key,
          failures: 3,
          locked_until: null,
          updated_at: new Date(Date.now() - FORGET_AFTER_MS - 60_000),
        })),
      )
      .execute();
    const before = await t.db.selectFrom('auth_throttles').select('key').execute();
    await sweepAuthThrottles(t.db);
    const after = (await t.db.selectFrom('auth_throttles').select('key').execute()).map((row) => row.key);
    for (const key of stale) expect(after).not.toContain(key);
    expect(after.length).toBe(before.length - stale.length);
    // The live count is still there: the next failures from that address back it off as before.
    await failFrom('192.0.2.90', email, MAX_FAILURES_BEFORE_BACKOFF - 2);
    expect((await signinFrom('192.0.2.90', email, PASSWORD)).statusCode).toBe(429);
  });
});
