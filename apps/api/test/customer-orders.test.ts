import type { TOrder } from '@sello/shared/order-schemas';
import { ZCustomerOrdersResponse } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';

const PUBLIC_URL = 'https://sello.example.com';
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `customer${++counter}-${Date.now()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const guestOrder = async (
  email: string,
  { filenames = ['certificate.txt'], sourceLanguage = 'english', targetLanguage = 'spanish' } = {},
) => {
  const keys: string[] = [];
  for (const filename of filenames) {
    keys.push((await uploadFile(t.app, { filename, contentType: 'text/plain', body: words(300) })).fileKey);
  }
  const quote = await createFileQuote(t.app, keys, { sourceLanguage, targetLanguage });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo: { ...customerInfo, email } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as TOrder;
};

const signUpSession = async (email: string, password = 'correct horse battery') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'Jane', lastName: 'Doe' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tokens as { accessToken: string; refreshToken: string };
};
const signUp = async (email: string) => (await signUpSession(email)).accessToken;

const verificationEmails = (email: string) =>
  t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('template', '=', 'verify-email')
    .orderBy('created_at')
    .execute();

/** The token of the newest verification link sent to the address. */
const emailedToken = async (email: string) => {
  const rows = await verificationEmails(email);
  const last = rows.at(-1);
  if (!last) throw new Error(`no verification email to ${email}`);
  return emailLinkToken(last.text_body, `${PUBLIC_URL}/verify-email`);
};

/** Follows the link signed in as `accessToken`'s account (the owner's way), or anonymously when none is given. */
const verify = (token: string, accessToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...(accessToken ? { headers: bearer(accessToken) } : {}),
  });

const myOrders = async (accessToken: string) => {
  const res = await t.app.inject({ url: '/api/orders', headers: bearer(accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return ZCustomerOrdersResponse.parse(res.json());
};

describe('GET /api/orders', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('attaches guest orders with the same email only once the emailed link is followed', async () => {
    const email = uniqueEmail();
    const first = await guestOrder(email, {
      filenames: ['passport.txt', 'birth.txt', 'diploma.txt', 'marriage.txt'],
      sourceLanguage: 'fr',
      targetLanguage: 'en',
    });
    const second = await guestOrder(email);
    const stranger = await guestOrder(uniqueEmail());

    const accessToken = await signUp(email);
    const [sent] = await verificationEmails(email);
    expect(sent).toMatchObject({ subject: expect.stringContaining('Confirm your email') });
    expect(sent?.html_body).toContain(`${PUBLIC_URL}/verify-email?token=`);

    const before = await myOrders(accessToken);
    expect(before).toMatchObject({ orders: [], emailVerified: false });

    const token = await emailedToken(email);
    const stored = await t.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const res = await verify(token, accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, email, attachedOrders: 2 });

    const after = await myOrders(accessToken);
    expect(after.emailVerified).toBe(true);
    expect(after.orders.map((order) => order.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
    expect(after.orders.map((order) => order.orderId)).not.toContain(stranger.orderId);
    const card = after.orders.find((order) => order.orderId === first.orderId);
    expect(card).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'PENDING',
      sourceLanguage: 'french',
      targetLanguage: 'english',
      orderDate: first.orderDate,
      serviceName: 'Professional Translation',
    });
    expect(card?.files.map((file) => [file.filename, file.fileType, file.analysisComplete])).toEqual([
      ['passport.txt', 'SOURCE', true],
      ['birth.txt', 'SOURCE', true],
      ['diploma.txt', 'SOURCE', true],
      ['marriage.txt', 'SOURCE', true],
    ]);
    expect(card?.totalPrice).toBeGreaterThan(0);

    // Attached for good: the shared link now shows the owner their unmasked details.
    const detail = await t.app.inject({ url: `/api/orders/${first.orderId}`, headers: bearer(accessToken) });
    expect(detail.json().order.customerInfo.email).toBe(email);

    // A guest order placed later with the verified email shows up too.
    const later = await guestOrder(email);
    expect((await myOrders(accessToken)).orders.map((order) => order.orderId)).toContain(later.orderId);
  });

  it('never lists another account’s orders and keeps legacy statuses as stored', async () => {
    const emailA = uniqueEmail();
    const emailB = uniqueEmail();
    const tokenA = await signUp(emailA);
    const tokenB = await signUp(emailB);
    await verify(await emailedToken(emailA), tokenA);
    await verify(await emailedToken(emailB), tokenB);
    const orderA = await guestOrder(emailA);
    const orderB = await guestOrder(emailB);
    await t.db.updateTable('orders').set({ status: 'in_progress' }).where('id', '=', orderB.orderId).execute();

    const listA = await myOrders(tokenA);
    expect(listA.orders.map((order) => order.orderId)).toEqual([orderA.orderId]);
    const listB = await myOrders(tokenB);
    expect(listB.orders).toMatchObject([{ orderId: orderB.orderId, status: 'in_progress' }]);
  });

  it('lists an order placed with "create an account" at once and emails that account a verification link', async () => {
    const email = uniqueEmail();
    const file = await uploadFile(t.app, { filename: 'deed.txt', contentType: 'text/plain', body: words(200) });
    const quote = await createFileQuote(t.app, [file.fileKey]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        quoteId: quote.quoteId,
        serviceType: 'professional',
        customerInfo: { ...customerInfo, email },
        createAccount: { password: 'correct horse battery' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, session } = res.json();
    expect(await verificationEmails(email)).toHaveLength(1);
    const list = await myOrders(session.tokens.accessToken);
    expect(list).toMatchObject({
      emailVerified: false,
      orders: [{ orderId: order.orderId, files: [expect.objectContaining({ filename: 'deed.txt' })] }],
    });
  });
});

describe('POST /api/auth/verify-email', () => {
  it('works once; a reused, expired or unknown link gets a clear 400', async () => {
    const email = uniqueEmail();
    const accessToken = await signUp(email);
    const token = await emailedToken(email);
    expect((await verify(token, accessToken)).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeInstanceOf(Date);

    const reused = await verify(token, accessToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'BAD_REQUEST', reason: 'used' });
    expect(reused.json().error).toMatch(/already been used/);

    const unknown = await verify('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ reason: 'invalid' });

    const email2 = uniqueEmail();
    await signUp(email2);
    const token2 = await emailedToken(email2);
    await t.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email2)
      .execute();
    const expired = await verify(token2);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ reason: 'expired' });
    expect(expired.json().error).toMatch(/expired/);
    const user2 = await t.db.selectFrom('users').selectAll().where('email', '=', email2).executeTakeFirstOrThrow();
    expect(user2.email_verified_at).toBeNull();
  });
});

describe('account pre-hijack: an account opened with someone else’s email', () => {
  it('never gets their guest orders; the owner’s link sets a new password and ends every other session', async () => {
    const victim = uniqueEmail();
    const order = await guestOrder(victim);
    const squatter = await signUpSession(victim, 'squatter password 1');
    const token = await emailedToken(victim);

    // Following the link without the account's password verifies nothing and attaches nothing.
    const anonymous = await verify(token);
    expect(anonymous.statusCode, anonymous.body).toBe(403);
    expect(anonymous.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'sign-in-required', email: victim });
    const otherAccount = await signUp(uniqueEmail());
    expect((await verify(token, otherAccount)).json()).toMatchObject({ reason: 'sign-in-required' });
    expect(await myOrders(squatter.accessToken)).toMatchObject({ orders: [], emailVerified: false });

    // The owner of the mailbox chooses a password while verifying: the account is theirs from now on.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, newPassword: 'owner password 2' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      success: true,
      email: victim,
      attachedOrders: 1,
      session: { user: { email: victim }, tokens: { accessToken: expect.any(String) } },
    });

    // The squatter's access token, refresh token and password are all dead.
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(squatter.accessToken) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: squatter.refreshToken, email: victim },
    });
    expect(refreshed.statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: victim, password: 'squatter password 1' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const detail = await t.app.inject({ url: `/api/orders/${order.orderId}`, headers: bearer(squatter.accessToken) });
    expect(detail.statusCode).toBe(401);

    // The owner's new session sees the order.
    const owner = await myOrders(taken.json().session.tokens.accessToken);
    expect(owner).toMatchObject({ emailVerified: true, orders: [{ orderId: order.orderId }] });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: victim, password: 'owner password 2' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('rejects a weak new password with a clear message and keeps the link usable', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = await emailedToken(email);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/8 characters/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, newPassword: 'a good long password' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new working link, at most once a minute, and needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);

    const email = uniqueEmail();
    const accessToken = await signUp(email);
    const firstToken = await emailedToken(email);
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(accessToken),
    });
    expect(tooSoon.statusCode).toBe(429);

    await t.db
      .updateTable('email_verification_tokens')
      .set({ created_at: new Date(Date.now() - 5 * 60_000) })
      .where('email', '=', email)
      .execute();
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(accessToken),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ success: true, alreadyVerified: false });
    expect(await verificationEmails(email)).toHaveLength(2);
    const secondToken = await emailedToken(email);
    expect(secondToken).not.toBe(firstToken);
    expect((await verify(secondToken, accessToken)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(accessToken),
    });
    expect(again.json()).toEqual({ success: true, alreadyVerified: true });
  });
});
