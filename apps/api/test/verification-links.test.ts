import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashVerificationToken } from '../src/services/auth/verification-tokens.ts';
import { codeFor, freezeClockMidCodePeriod } from './helpers/authenticator.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

// Issue 28, item 3: an unused verification link must not outlive the credentials it was sent with, must do
// nothing for a confirmed email, and must never sign in to an account with two-factor without the code.

const PUBLIC_URL = 'https://sello.example';
const PASSWORD = 'first-password-1';

let t: TTestApp;
beforeAll(async () => {
  const generous = { max: 10_000, timeWindow: '1 minute' };
  t = await buildTestApp({ env: { PUBLIC_URL }, rateLimits: { authentication: generous, passwordReset: generous } });
  freezeClockMidCodePeriod();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

let counter = 0;
const uniqueEmail = () => `links${++counter}-${Date.now()}@example.com`;
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const post = (url: string, payload: Record<string, unknown>, accessToken?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(accessToken ? { headers: bearer(accessToken) } : {}) });

/** The tokens of every email of `template` sent to `email`. */
const sentLinks = async (email: string, template: 'verify-email' | 'password-reset') => {
  const rows = await t.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('template', '=', template)
    .execute();
  const page = template === 'verify-email' ? 'verify-email' : 'reset-password';
  return rows.map((row) => emailLinkToken(row.text_body, `${PUBLIC_URL}/${page}`));
};

/** The token of the only email of `template` sent to `email` so far. */
const onlyLink = async (email: string, template: 'verify-email' | 'password-reset') => {
  const links = await sentLinks(email, template);
  expect(links).toHaveLength(1);
  return links[0] as string;
};

/** "Resend email", each time from another address (the route allows 5 per 10 minutes per IP). */
const askForNewLink = (accessToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: bearer(accessToken),
    remoteAddress: `192.0.2.${++counter % 250}`,
  });

/** A second verification email, once the one-a-minute cooldown has passed. */
const resend = async (email: string, accessToken: string) => {
  await t.db
    .updateTable('email_verification_tokens')
    .set({ created_at: new Date(Date.now() - 5 * 60_000) })
    .where('email', '=', email)
    .execute();
  const before = await sentLinks(email, 'verify-email');
  const res = await askForNewLink(accessToken);
  expect(res.statusCode, res.body).toBe(200);
  const added = (await sentLinks(email, 'verify-email')).filter((link) => !before.includes(link));
  expect(added).toHaveLength(1);
  return added[0] as string;
};

const verifyWithPassword = (token: string, newPassword = 'link-password-2') =>
  post('/api/auth/verify-email', { token, newPassword });

const expectUsed = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', reason: 'used' });
  expect(res.json()).not.toHaveProperty('session');
};

describe('an unused verification link dies with every credential change', () => {
  it('a newer link replaces it', async () => {
    const email = uniqueEmail();
    const accessToken = await signUpCustomer(t.app, email, PASSWORD);
    const first = await onlyLink(email, 'verify-email');
    const second = await resend(email, accessToken);
    expect(second).not.toBe(first);

    expectUsed(await verifyWithPassword(first));
    expect((await post('/api/auth/verify-email', { token: first }, accessToken)).json()).toMatchObject({
      reason: 'used',
    });
    const res = await verifyWithPassword(second);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a password reset kills it', async () => {
    const email = uniqueEmail();
    await signUpCustomer(t.app, email, PASSWORD);
    const link = await onlyLink(email, 'verify-email');
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const resetToken = await onlyLink(email, 'password-reset');
    const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'reset-password-3' });
    expect(reset.statusCode, reset.body).toBeLessThan(300);

    expectUsed(await verifyWithPassword(link));
    expect((await post('/api/auth/signin', { email, password: 'reset-password-3' })).statusCode).toBe(200);
  });

  it('a password change kills it', async () => {
    const email = uniqueEmail();
    const accessToken = await signUpCustomer(t.app, email, PASSWORD);
    const link = await onlyLink(email, 'verify-email');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'changed-password-4' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expectUsed(await verifyWithPassword(link));
    expect((await post('/api/auth/signin', { email, password: 'changed-password-4' })).statusCode).toBe(200);
  });

  it('verifying with one link uses up the others', async () => {
    const email = uniqueEmail();
    const accessToken = await signUpCustomer(t.app, email, PASSWORD);
    const first = await onlyLink(email, 'verify-email');
    // Two links outstanding at once, as the old code left them (a resend did not retire the first).
    const second = await resend(email, accessToken);
    await t.db
      .updateTable('email_verification_tokens')
      .set({ used_at: null })
      .where('token_hash', '=', hashVerificationToken(first))
      .execute();

    expect((await post('/api/auth/verify-email', { token: second }, accessToken)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('email_verification_tokens')
      .select('used_at')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.used_at !== null)).toBe(true);
  });
});

describe('a link for an email already confirmed', () => {
  it('is refused with reason already-verified, with or without a password, and changes nothing', async () => {
    const email = uniqueEmail();
    const accessToken = await signUpCustomer(t.app, email, PASSWORD);
    const stale = await onlyLink(email, 'verify-email');
    const fresh = await resend(email, accessToken);
    expect((await post('/api/auth/verify-email', { token: fresh }, accessToken)).statusCode).toBe(200);
    // A link the old code left open after the email was confirmed.
    await t.db
      .updateTable('email_verification_tokens')
      .set({ used_at: null })
      .where('token_hash', '=', hashVerificationToken(stale))
      .execute();

    const withPassword = await verifyWithPassword(stale, 'hijack-password-5');
    expect(withPassword.statusCode, withPassword.body).toBe(400);
    expect(withPassword.json()).toMatchObject({ code: 'BAD_REQUEST', reason: 'already-verified' });
    expect(withPassword.json().error).toMatch(/already confirmed/i);
    expect(withPassword.json()).not.toHaveProperty('session');
    const signedIn = await post('/api/auth/verify-email', { token: stale }, accessToken);
    expect(signedIn.json()).toMatchObject({ reason: 'already-verified' });

    expect((await post('/api/auth/signin', { email, password: 'hijack-password-5' })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(accessToken) })).statusCode).toBe(200);
  });
});

describe('a link for an account with two-factor on', () => {
  /** An admin with two-factor on whose email is not confirmed yet, and a verification link for it. */
  const unverifiedAdminWithTwoFactor = async () => {
    const email = `admin${++counter}-${Date.now()}@sello.test`;
    const accessToken = await signInAdmin(t.app, t.db, { email, password: PASSWORD });
    const setup = await post('/api/account/two-factor/setup', { password: PASSWORD }, accessToken);
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().secret as string;
    expect((await post('/api/account/two-factor/enable', { code: codeFor(secret) }, accessToken)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', email).execute();
    expect((await askForNewLink(accessToken)).statusCode).toBe(200);
    // Access tokens issued before a password change are refused by time; the clock stands still otherwise.
    vi.setSystemTime(Date.now() + 1000);
    return { email, accessToken, secret, link: await onlyLink(email, 'verify-email') };
  };

  it('answers the two-factor challenge as sign-in does, and changes nothing until the code is given', async () => {
    const admin = await unverifiedAdminWithTwoFactor();

    const res = await verifyWithPassword(admin.link, 'link-password-6');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String), expiresIn: 300 });
    // Not an access token.
    const asBearer = await t.app.inject({ url: '/api/orders', headers: bearer(res.json().challengeToken) });
    expect(asBearer.statusCode).toBe(401);

    // Nothing applied yet: old password, old session, email unconfirmed.
    expect((await post('/api/auth/signin', { email: admin.email, password: 'link-password-6' })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email: admin.email, password: PASSWORD })).json()).toMatchObject({
      twoFactorRequired: true,
    });
    const me = await t.app.inject({ url: '/api/orders', headers: bearer(admin.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ emailVerified: false });

    const wrong = await post('/api/auth/signin/two-factor', {
      challengeToken: res.json().challengeToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email: admin.email, password: 'link-password-6' })).statusCode).toBe(401);

    // The code completes the verification: new password, every other session ended, a fresh one.
    const done = await post('/api/auth/signin/two-factor', {
      challengeToken: res.json().challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: admin.email }, tokens: { accessToken: expect.any(String) } });
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(admin.accessToken) })).statusCode).toBe(401);
    const fresh = await t.app.inject({ url: '/api/orders', headers: bearer(done.json().tokens.accessToken) });
    expect(fresh.json()).toMatchObject({ emailVerified: true });
    expect((await post('/api/auth/signin', { email: admin.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email: admin.email, password: 'link-password-6' })).json()).toMatchObject({
      twoFactorRequired: true,
    });

    // The link is spent, and the challenge cannot be completed twice.
    expect((await verifyWithPassword(admin.link)).json()).toMatchObject({ reason: 'used' });
    const again = await post('/api/auth/signin/two-factor', {
      challengeToken: res.json().challengeToken,
      code: codeFor(admin.secret, -1),
    });
    expect(again.statusCode).not.toBe(200);
  });

  it('drops a pending password when the link dies before the code is given', async () => {
    const admin = await unverifiedAdminWithTwoFactor();
    const res = await verifyWithPassword(admin.link, 'link-password-7');
    expect(res.json()).toMatchObject({ twoFactorRequired: true });
    // A newer link retires this one (and the password waiting for the code with it).
    await resend(admin.email, admin.accessToken);
    const late = await post('/api/auth/signin/two-factor', {
      challengeToken: res.json().challengeToken,
      code: codeFor(admin.secret, 1),
    });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json()).toMatchObject({ reason: 'used' });
    expect(late.json()).not.toHaveProperty('tokens');
    expect((await post('/api/auth/signin', { email: admin.email, password: 'link-password-7' })).statusCode).toBe(401);
  });
});
