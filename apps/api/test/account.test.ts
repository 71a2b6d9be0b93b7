import {
  FORGOT_PASSWORD_MESSAGE,
  NAMED_ON_TASKS_DELETE_MESSAGE,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  STAFF_ACCOUNT_DELETE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@sello/shared/account-schemas';
import { INVALID_CREDENTIALS_MESSAGE, ZAuthResponse, ZSignupResponse } from '@sello/shared/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../src/auth/tokens.ts';
import { MAX_RESETS_PER_HOUR } from '../src/services/auth/request-password-reset.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { createFileQuote, customerInfo, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff } from './helpers/sign-in-admin.ts';

const PUBLIC_URL = 'https://sello.example';
const PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'brand-new-password-2';

let t: TTestApp;
beforeAll(async () => {
  const generous = { max: 10_000, timeWindow: '1 minute' };
  t = await buildTestApp({ env: { PUBLIC_URL }, rateLimits: { passwordReset: generous } });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `account${++counter}-${Date.now()}@example.com`;

const newAccount = async () => {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: PASSWORD, firstName: 'Ana', lastName: 'García' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = ZSignupResponse.parse(res.json());
  return { email, userId: body.user.id, ...body.tokens };
};

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
const refresh = (email: string, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { email, refreshToken } });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const resetEmails = (to: string) =>
  t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('template', '=', 'password-reset')
    .orderBy('created_at')
    .execute();

const tokenFromEmail = (text: string): string => emailLinkToken(text, `${PUBLIC_URL}/reset-password`);

const requestResetToken = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(202);
  const emails = await resetEmails(email);
  return tokenFromEmail(emails.at(-1)?.text_body ?? '');
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await newAccount();
    const known = await forgot(email.toUpperCase());
    const unknownEmail = `nobody-${Date.now()}@example.com`;
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(await resetEmails(unknownEmail)).toHaveLength(0);
    expect(await resetEmails(email)).toHaveLength(1);
  });

  it('pads both answers, for an unknown email and a known one, to the same minimum time', async () => {
    const { email } = await newAccount();
    const time = async (address: string) => {
      const started = performance.now();
      await forgot(address);
      return performance.now() - started;
    };
    // Lower bounds only: a busy machine makes either answer later, never earlier (the known path's work fits
    // within the padding on a normal day, which is not something a test on a shared machine can assert).
    expect(await time(email)).toBeGreaterThanOrEqual(290);
    expect(await time(`ghost-${Date.now()}@example.com`)).toBeGreaterThanOrEqual(290);
  });

  it('queues an email with a working single-use link built from PUBLIC_URL; only the hash is stored', async () => {
    const { email, userId } = await newAccount();
    await forgot(email);
    const [message] = await resetEmails(email);
    expect(message).toMatchObject({ subject: expect.stringContaining('Reset your'), dedupe_key: expect.any(String) });
    const token = tokenFromEmail(message?.text_body ?? '');
    expect(message?.html_body).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    const row = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashRefreshToken(token));
    expect(row.token_hash).not.toContain(token);
    const validMinutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(validMinutes).toBeGreaterThan(59);
    expect(validMinutes).toBeLessThanOrEqual(60.1);
  });

  it(`sends at most ${MAX_RESETS_PER_HOUR} emails per account per hour, answering the same`, async () => {
    const { email } = await newAccount();
    for (let i = 0; i < MAX_RESETS_PER_HOUR + 1; i++) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(202);
    }
    expect(await resetEmails(email)).toHaveLength(MAX_RESETS_PER_HOUR);
  });

  it('validates the email', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimits: { passwordReset: { max: 2, timeWindow: '1 minute' } } });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.com' } });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, revokes every session, and the old password stops working', async () => {
    const { email, accessToken, refreshToken } = await newAccount();
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    const second = ZAuthResponse.parse((await signin(email, PASSWORD)).json());
    const token = await requestResetToken(email);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    // The completed reset signs the user in (issue 28, item 2): the same `{ tokens, user }` as a sign-in.
    const signedIn = ZAuthResponse.parse(res.json());
    expect(res.json().success).toBe(true);
    expect(signedIn.user.email).toBe(email);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(signedIn.tokens.accessToken) })).statusCode).toBe(
      200,
    );
    expect([res.headers['set-cookie']].flat().join()).toMatch(/^sello_device=.*; Path=\/api;.*; HttpOnly/);

    expect((await signin(email, PASSWORD)).statusCode).toBe(401);
    expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(email, refreshToken)).statusCode).toBe(401);
    expect((await refresh(email, second.tokens.refreshToken)).statusCode).toBe(401);
    // Access tokens issued before the reset stop working at once, not when they expire.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(second.tokens.accessToken) })).statusCode).toBe(
      401,
    );

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: RESET_LINK_USED_MESSAGE, code: 'BAD_REQUEST', reason: 'used' });
    expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link with a clear message', async () => {
    const { email, userId } = await newAccount();
    const token = await requestResetToken(email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: RESET_LINK_EXPIRED_MESSAGE, reason: 'expired' });
    expect((await signin(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short password', async () => {
    const unknown = await reset('not-a-real-token', NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: RESET_LINK_INVALID_MESSAGE, reason: 'invalid' });

    const { email } = await newAccount();
    const token = await requestResetToken(email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 8 characters/);
    // The link still works after a refused password.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a used link makes the account’s other outstanding links stop working', async () => {
    const { email } = await newAccount();
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'another-password-3')).json().reason).toBe('used');
  });
});

describe('PUT /api/account/profile', () => {
  it('changes the names (trimmed) and requires both', async () => {
    const { accessToken } = await newAccount();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(accessToken),
      payload: { firstName: ' Beatriz ', lastName: 'Ruiz' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Beatriz', lastName: 'Ruiz' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
    expect(me.json().user).toMatchObject({ firstName: 'Beatriz', lastName: 'Ruiz' });

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(accessToken),
      payload: { firstName: '   ', lastName: 'x'.repeat(101) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/First name is required/);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/account/password', () => {
  it('needs the current password, then revokes every other session and returns a fresh one', async () => {
    const { email, accessToken, refreshToken } = await newAccount();
    const other = ZAuthResponse.parse((await signin(email, PASSWORD)).json());

    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(accessToken),
      payload: { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);

    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(accessToken),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = ZAuthResponse.parse(res.json());

    expect((await refresh(email, refreshToken)).statusCode).toBe(401);
    expect((await refresh(email, other.tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(email, fresh.tokens.refreshToken)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh.tokens.accessToken) })).statusCode).toBe(
      200,
    );
    expect((await signin(email, PASSWORD)).json().error).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sensitive account changes re-check the password, and failures count (issue 28, item 11)', () => {
  it('counts wrong passwords on change-password and delete-account like wrong sign-ins, from that address', async () => {
    const { email, accessToken } = await newAccount();
    const from = (remoteAddress: string) => ({ remoteAddress, headers: bearer(accessToken) });
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        ...from('192.0.2.200'),
        payload: { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        ...from('192.0.2.200'),
        payload: { password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const backedOff = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      ...from('192.0.2.200'),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(backedOff.statusCode).toBe(429);
    expect(Number(backedOff.headers['retry-after'])).toBeGreaterThan(0);
    const signinThere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '192.0.2.200',
      payload: { email, password: PASSWORD },
    });
    expect(signinThere.statusCode).toBe(429);
    // Elsewhere the owner is not refused.
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      ...from('192.0.2.201'),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  it('keeps the orders with their customer details, removes the login and its sessions', async () => {
    const { email, userId, accessToken, refreshToken } = await newAccount();
    const file = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: words(200) });
    const quote = await createFileQuote(t.app, [file.fileKey]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(accessToken),
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo: { ...customerInfo, email } },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId: string = order.json().order.orderId;
    expect(
      (await t.db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow()).user_id,
    ).toBe(userId);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(accessToken),
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(accessToken),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);

    const kept = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      user_id: null,
      // A signed-in customer's order carries the account's name.
      customer_first_name: 'Ana',
      customer_last_name: 'García',
      customer_email: email,
      customer_phone: customerInfo.phone,
    });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).execute()).toHaveLength(
      0,
    );
    expect((await signin(email, PASSWORD)).statusCode).toBe(401);
    expect((await refresh(email, refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
    // The order is not left open as a guest's: nobody but staff reaches it by its id (deleted-account-access.test.ts).
    expect(kept.owner_deleted_at).not.toBeNull();
    expect((await t.app.inject({ url: `/api/orders/${orderId}` })).statusCode).toBe(404);
  });

  it('refuses a staff member deleting their own account: the owner removes them from the staff first', async () => {
    const ownerToken = await signInAdmin(t.app, t.db, { email: 'only-owner@sello.test', password: 'owner-password' });
    const managerEmail = uniqueEmail();
    await signInStaff(t.app, t.db, 'project_manager', managerEmail, PASSWORD);
    const translator = await newAccount();
    await t.db.updateTable('users').set({ staff_role: 'translator' }).where('id', '=', translator.userId).execute();
    const deleteOwn = (accessToken: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(accessToken), payload: { password } });

    // The only owner, with a project manager beside them: the agency would be left without an owner.
    const owner = await deleteOwn(ownerToken, 'owner-password');
    expect(owner.statusCode, owner.body).toBe(409);
    expect(owner.json().error).toBe(STAFF_ACCOUNT_DELETE_MESSAGE);
    const staff = await deleteOwn(translator.accessToken, PASSWORD);
    expect(staff.statusCode, staff.body).toBe(409);
    expect(staff.json().error).toBe(STAFF_ACCOUNT_DELETE_MESSAGE);
    const owners = await t.db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
  });

  it('answers a former translator named on a task with 409, not 500: their tasks stay as the order history', async () => {
    const customer = await newAccount();
    const { fileKey } = await uploadFile(
      t.app,
      { filename: 'birth.txt', contentType: 'text/plain', body: words(40) },
      bearer(customer.accessToken),
    );
    const quote = await createFileQuote(t.app, [fileKey], undefined, bearer(customer.accessToken));
    const { orderId } = await placeOrder(t.app, quote.quoteId, { headers: bearer(customer.accessToken) });
    const formerStaff = await newAccount();
    const reviewer = await newAccount();
    await t.db
      .insertInto('order_tasks')
      .values({
        order_id: orderId,
        translator_id: formerStaff.userId,
        reviewer_id: reviewer.userId,
        due_at: new Date(Date.now() + 86_400_000),
        state: 'approved',
      })
      .execute();
    // Removed from the staff by the owner, their task kept: the account stays, as a customer's.
    await t.db.updateTable('users').set({ staff_role: 'translator' }).where('id', '=', formerStaff.userId).execute();
    const ownerToken = await signInAdmin(t.app, t.db, { email: 'only-owner@sello.test', password: 'owner-password' });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${formerStaff.userId}`,
      headers: bearer(ownerToken),
    });
    expect(removal.statusCode, removal.body).toBe(204);
    expect(
      await t.db.selectFrom('order_tasks').select('translator_id').where('order_id', '=', orderId).execute(),
    ).toEqual([{ translator_id: formerStaff.userId }]);
    // The removal ended their sessions: they sign in again, as a customer.
    const again = await signin(formerStaff.email, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(again.json().tokens.accessToken),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(NAMED_ON_TASKS_DELETE_MESSAGE);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', formerStaff.userId).execute()).toHaveLength(1);
  });
});
