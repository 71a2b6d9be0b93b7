import { EXISTING_ACCOUNT_MESSAGE, ZAuthResponse, ZSignupResponse } from '@sello/shared/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../src/auth/tokens.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `user${++counter}-${Date.now()}@example.com`;

const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const signin = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: body });
const refresh = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: body });
const me = (accessToken: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

const newAccount = async () => {
  const email = uniqueEmail();
  const res = await signup({ email, password: 'correct horse', firstName: 'Ana', lastName: 'García' });
  expect(res.statusCode).toBe(201);
  return { email, ...ZSignupResponse.parse(res.json()) };
};

describe('POST /api/auth/signup', () => {
  it('creates the account, trims and lower-cases the email, hashes with argon2id and signs in', async () => {
    const res = await signup({
      email: '  Maria.Lopez@Example.COM ',
      password: 'secret-pass',
      firstName: ' María ',
      lastName: 'López',
    });
    expect(res.statusCode).toBe(201);
    const body = ZSignupResponse.parse(res.json());
    expect(body.user).toMatchObject({
      email: 'maria.lopez@example.com',
      firstName: 'María',
      lastName: 'López',
      isAdmin: false,
      staffRole: null,
    });
    expect(body.tokens.expiresIn).toBe(900);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'maria.lopez@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await me(body.tokens.accessToken)).json().user.email).toBe('maria.lopez@example.com');
  });

  it('refuses an existing email, whatever its case, with 409 and the agreed message', async () => {
    const { email } = await newAccount();
    const res = await signup({
      email: ` ${email.toUpperCase()}`,
      password: 'another-pass',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: EXISTING_ACCOUNT_MESSAGE, code: 'CONFLICT', reason: 'email-taken' });
  });

  it('never lets a client make itself an admin or staff', async () => {
    const res = await signup({
      email: uniqueEmail(),
      password: 'secret-pass',
      firstName: 'A',
      lastName: 'B',
      isAdmin: true,
      staffRole: 'owner',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ isAdmin: false, staffRole: null });
  });

  it.each([
    [{ password: 'secret-pass', firstName: 'A', lastName: 'B' }, 'email: Email is required'],
    [
      { email: 'not-an-email', password: 'secret-pass', firstName: 'A', lastName: 'B' },
      'email: Please enter a valid email address',
    ],
    [
      { email: 'a@b.co', password: 'short', firstName: 'A', lastName: 'B' },
      'password: Password must be at least 8 characters long',
    ],
    [{ email: 'a@b.co', password: 12345678, firstName: 'A', lastName: 'B' }, 'password: Password is required'],
    [{ email: 'a@b.co', password: 'secret-pass', firstName: '  ', lastName: 'B' }, 'firstName: First name is required'],
  ])('answers bad input %j with 400 and a message', async (body, message) => {
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'BAD_REQUEST', reason: 'validation' });
  });
});

describe('POST /api/auth/signin', () => {
  it('returns tokens and the user for the right password, whatever the email case', async () => {
    const { email } = await newAccount();
    const res = await signin({ email: email.toUpperCase(), password: 'correct horse' });
    expect(res.statusCode).toBe(200);
    const body = ZAuthResponse.parse(res.json());
    expect(body.user).toMatchObject({ email, firstName: 'Ana', lastName: 'García', isAdmin: false });
    expect(body.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the refresh token', async () => {
    const { tokens } = await newAccount();
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokens.refreshToken);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { email } = await newAccount();
    const wrong = await signin({ email, password: 'wrong password' });
    const unknown = await signin({ email: uniqueEmail(), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid email or password',
      code: 'UNAUTHORIZED',
      reason: 'invalid-credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers missing fields with 400', async () => {
    const res = await signin({ email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('password: Password is required');
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimits: { authentication: { max: 3, timeWindow: '1 minute' } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'a@b.co', password: 'x' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toEqual({
            error: 'Too many requests. Please wait a minute and try again.',
            code: 'RATE_LIMITED',
            reason: 'too-many-requests',
          });
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new pair is issued and the old refresh token stops working', async () => {
    const { email, tokens } = await newAccount();
    const first = await refresh({ refreshToken: tokens.refreshToken, email });
    expect(first.statusCode).toBe(200);
    const rotated = ZAuthResponse.parse(first.json());
    expect(rotated.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.user.email).toBe(email);
    expect((await me(rotated.tokens.accessToken)).statusCode).toBe(200);

    const second = await refresh({ refreshToken: rotated.tokens.refreshToken, email });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when an already-rotated token is presented again', async () => {
    const { email, tokens } = await newAccount();
    const rotated = ZAuthResponse.parse((await refresh({ refreshToken: tokens.refreshToken, email })).json());

    const replay = await refresh({ refreshToken: tokens.refreshToken, email });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('UNAUTHORIZED');

    // The legitimate holder of the newest token is signed out too: the family is burnt.
    const afterReuse = await refresh({ refreshToken: rotated.tokens.refreshToken, email });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const { email, tokens } = await newAccount();
    const results = await Promise.all([
      refresh({ refreshToken: tokens.refreshToken, email }),
      refresh({ refreshToken: tokens.refreshToken, email }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a token presented with another email, an unknown token and an expired one', async () => {
    const { email, tokens } = await newAccount();
    expect((await refresh({ refreshToken: tokens.refreshToken, email: uniqueEmail() })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: 'nope', email })).statusCode).toBe(401);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashRefreshToken(tokens.refreshToken))
      .execute();
    expect((await refresh({ refreshToken: tokens.refreshToken, email })).statusCode).toBe(401);
  });

  it('answers missing fields with 400', async () => {
    const res = await refresh({ email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^refreshToken: /);
  });
});

describe('POST /api/auth/signout', () => {
  it('revokes the refresh token family and always answers 204', async () => {
    const { email, tokens } = await newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh({ refreshToken: tokens.refreshToken, email })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: 'unknown' },
    });
    expect(unknown.statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('are required, checked and tied to an existing user', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const { user, tokens } = await newAccount();
    expect((await me(tokens.accessToken)).json().user.id).toBe(user.id);
    const tampered = `${tokens.accessToken.slice(0, -2)}xx`;
    expect((await me(tampered)).statusCode).toBe(401);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });
});
