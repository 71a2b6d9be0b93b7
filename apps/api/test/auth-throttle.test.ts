import { INVALID_CREDENTIALS_MESSAGE } from '@sello/shared/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `locked${++counter}-${Date.now()}@example.com`;

/** Each attempt from a different address: the per-IP limit never sees two from the same one. */
const signinFrom = (ip: number, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: `192.0.2.${ip}`,
    payload: { email, password },
  });

const newAccount = async () => {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'correct horse', firstName: 'Ana', lastName: 'García' },
  });
  expect(res.statusCode).toBe(201);
  return email;
};

const failFiveTimes = async (email: string) => {
  for (let i = 1; i <= 5; i += 1) {
    const res = await signinFrom(i, email, `wrong-${i}`);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error).toBe(INVALID_CREDENTIALS_MESSAGE);
  }
};

describe('per-account sign-in throttling', () => {
  it('refuses the 6th attempt on one account with 429 and Retry-After, whatever the address, even the right password', async () => {
    const email = await newAccount();
    await failFiveTimes(email);
    for (const password of ['wrong-6', 'correct horse']) {
      const res = await signinFrom(100, email.toUpperCase(), password);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: expect.stringMatching(
          /^Too many failed sign-in attempts for this account\. Please try again in 1 minute/,
        ),
        code: 'RATE_LIMITED',
        retryAfter,
      });
    }
    // Other accounts are not affected.
    const other = await newAccount();
    expect((await signinFrom(100, other, 'correct horse')).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const unknown = uniqueEmail();
    await failFiveTimes(unknown);
    const res = await signinFrom(101, unknown, 'anything');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many failed sign-in attempts for this account/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 4; i += 1) expect((await signinFrom(i, email, 'wrong')).statusCode).toBe(401);
    expect((await signinFrom(5, email, 'correct horse')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i += 1) expect((await signinFrom(i, email, 'wrong')).statusCode).toBe(401);
  });

  it('locks for longer after each further failure once a lock has passed', async () => {
    const email = await newAccount();
    await failFiveTimes(email);
    // The first lock (1 minute) runs out.
    await t.db
      .updateTable('auth_throttles')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await signinFrom(6, email, 'wrong-6')).statusCode).toBe(401);
    const res = await signinFrom(7, email, 'correct horse');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(res.json().error).toContain('2 minutes');
  });

  it('lets only one of many parallel guesses past the lock', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 4; i += 1) expect((await signinFrom(i, email, 'wrong')).statusCode).toBe(401);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signinFrom(20 + i, email, `guess-${i}`).then((res) => res.statusCode)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
