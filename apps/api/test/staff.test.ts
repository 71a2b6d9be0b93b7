import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { createFileQuote, placeOrder, uploadFile } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

/** Staff invitations, roles and removal (issue 30): the owner's staff page and the emailed invitation link. */

let t: TTestApp;
let ownerToken: string;
let counter = 0;
const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}-${counter}@sello.test`;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const invite = async (email: string, role = 'translator', token = ownerToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: bearer(token),
    payload: { email, role, firstName: 'Tara', lastName: 'Translator' },
  });

/** The token of the newest invitation email sent to `email`. */
const invitationToken = async (email: string) => {
  const row = await t.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('template', '=', 'staff-invitation')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.text_body).toContain('/staff-invitation?token=');
  return emailLinkToken(row.text_body);
};

const accept = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/staff-invitation/accept', payload, headers });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } } });
  ownerToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe('staff invitations', () => {
  it('emails a link where the invitee sets a password and is signed in with the role; the link works once', async () => {
    const email = uniqueEmail('new');
    const invited = await invite(email);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().invitation).toMatchObject({ email, role: 'translator', expired: false });
    const token = await invitationToken(email);

    const preview = await t.app.inject({ method: 'POST', url: '/api/auth/staff-invitation', payload: { token } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().invitation).toMatchObject({ email, role: 'translator', existingAccount: false });

    const accepted = await accept({ token, firstName: 'Tara', lastName: 'Tradutora', password: 'a-long-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email,
      lastName: 'Tradutora',
      staffRole: 'translator',
      isAdmin: false,
    });
    const signedIn = (await me(accepted.json().tokens.accessToken)).json().user;
    expect(signedIn.staffRole).toBe('translator');

    const again = await accept({ token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ reason: 'used' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(ownerToken) });
    expect(list.json().staff).toContainEqual(
      expect.objectContaining({ email, role: 'translator', twoFactorEnabled: false }),
    );
    expect(list.json().invitations.map((row: { email: string }) => row.email)).not.toContain(email);
  });

  it('refuses an expired link, a withdrawn one and one replaced by sending again, each with its reason', async () => {
    const expiring = uniqueEmail('expiring');
    await invite(expiring);
    const expiredToken = await invitationToken(expiring);
    await t.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', expiring)
      .execute();
    const expired = await accept({ token: expiredToken, password: 'a-long-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ reason: 'expired', error: expect.stringContaining('expired') });

    const resending = uniqueEmail('resent');
    const created = (await invite(resending)).json().invitation;
    const first = await invitationToken(resending);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/invitations/${created.id}/resend`,
      headers: bearer(ownerToken),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await invitationToken(resending);
    expect(second).not.toBe(first);
    expect((await accept({ token: first, password: 'a-long-password' })).json()).toMatchObject({ reason: 'invalid' });

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${created.id}`,
      headers: bearer(ownerToken),
    });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await accept({ token: second, password: 'a-long-password' });
    expect(afterRevoke.statusCode).toBe(400);
    expect(afterRevoke.json()).toMatchObject({ reason: 'revoked' });
  });

  it('adds the role to an existing customer account, which must sign in to accept: never a second account', async () => {
    const email = uniqueEmail('customer');
    const customerToken = await signUpCustomer(t.app, email);
    const otherToken = await signUpCustomer(t.app, uniqueEmail('other'));
    await invite(email, 'reviewer');
    const token = await invitationToken(email);
    const preview = await t.app.inject({ method: 'POST', url: '/api/auth/staff-invitation', payload: { token } });
    expect(preview.json().invitation.existingAccount).toBe(true);

    const anonymous = await accept({ token, firstName: 'X', lastName: 'Y', password: 'a-long-password' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ reason: 'sign-in-required' });
    const someoneElse = await accept({ token }, bearer(otherToken));
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({ reason: 'other-account' });

    const accepted = await accept({ token }, bearer(customerToken));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, staffRole: 'reviewer' });
    const accounts = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    // The customer session was opened without the role: it ended, the new one carries it.
    expect((await me(customerToken)).statusCode).toBe(401);
  });

  it('throttles the token routes like signing in', async () => {
    const limited = await buildTestApp({ rateLimits: { authentication: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/staff-invitation/accept',
          payload: { token: 'x'.repeat(43), password: 'a-long-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('is the owner’s alone: a project manager cannot invite', async () => {
    const pmToken = await signInStaff(t.app, t.db, 'project_manager', uniqueEmail('pm'));
    const res = await invite(uniqueEmail('nope'), 'owner', pmToken);
    expect(res.statusCode).toBe(403);
  });
});

describe('removing staff and changing roles', () => {
  it('ends every session of a removed member at once, and their account stays a customer’s', async () => {
    const email = uniqueEmail('leaving');
    const token = await signInStaff(t.app, t.db, 'translator', email);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'staff-password' },
    });
    const refreshToken = signin.json().tokens.refreshToken as string;
    expect((await me(token)).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${user.id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { email, refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const row = await t.db.selectFrom('users').select('staff_role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.staff_role).toBeNull();
  });

  it('ends the sessions of a member whose role changes', async () => {
    const email = uniqueEmail('promoted');
    const token = await signInStaff(t.app, t.db, 'translator', email);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${user.id}/role`,
      headers: bearer(ownerToken),
      payload: { role: 'project_manager' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().member).toMatchObject({ role: 'project_manager' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never removes or demotes the last owner', async () => {
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'boss@sello.test')
      .executeTakeFirstOrThrow();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${owner.id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ reason: 'last-owner' });
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${owner.id}/role`,
      headers: bearer(ownerToken),
      payload: { role: 'project_manager' },
    });
    expect(demoted.statusCode).toBe(409);
    expect((await me(ownerToken)).json().user.staffRole).toBe('owner');
  });
});

describe('the owner’s "require two-factor for staff"', () => {
  it('answers 403 two-factor-required on staff routes to staff without it, but not on the account routes', async () => {
    const pmToken = await signInStaff(t.app, t.db, 'project_manager', uniqueEmail('pm-2fa'));
    // A guest's order: staff open its documents and full contact details through the customer routes too.
    const source = await uploadFile(t.app, {
      filename: 'acta.txt',
      contentType: 'text/plain',
      body: 'Acta de nacimiento',
    });
    const order = await placeOrder(t.app, (await createFileQuote(t.app, [source.fileKey])).quoteId);
    const sourceLink = () =>
      t.app.inject({
        url: `/api/orders/${order.orderId}/files/${source.fileKey}/download?format=json`,
        headers: bearer(pmToken),
      });
    const contactEmail = async () =>
      (await t.app.inject({ url: `/api/orders/${order.orderId}`, headers: bearer(pmToken) })).json().order.customerInfo
        .email;
    expect((await sourceLink()).statusCode).toBe(200);
    expect(await contactEmail()).toBe('jane.doe@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(pmToken) })).statusCode).toBe(
      200,
    );
    try {
      await t.db
        .insertInto('settings')
        .values({ key: 'staffSecurity', value: JSON.stringify({ requireTwoFactor: true }) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ requireTwoFactor: true }) }))
        .execute();
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(pmToken) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'two-factor-required' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: bearer(pmToken) })).statusCode,
      ).toBe(200);
      expect((await me(pmToken)).statusCode).toBe(200);
      // …and on the customer routes they are a stranger to the guest's order: no documents, the contact masked.
      expect((await sourceLink()).statusCode).toBe(403);
      expect(await contactEmail()).not.toBe('jane.doe@example.com');
      // The owner without two-factor is held back too, from the settings page included.
      const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(ownerToken) });
      expect(settings.json()).toMatchObject({ reason: 'two-factor-required' });
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'staffSecurity').execute();
    }
  });
});
