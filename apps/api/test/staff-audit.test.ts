import type { TAuditEvent } from '@sello/shared/audit-schemas';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { signInAdmin, signInStaff } from './helpers/sign-in-admin.ts';

/** Staff changes in the audit trail (issue 30): entries without an order, for the owner alone. */

let t: TTestApp;
let ownerToken: string;
let managerToken: string;
let ownerId: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const today = () => new Date().toISOString().slice(0, 10);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await buildTestApp();
  ownerToken = await signInAdmin(t.app, t.db);
  await t.db
    .updateTable('users')
    .set({ first_name: 'Olive', last_name: 'Owner' })
    .where('email', '=', 'boss@sello.test')
    .execute();
  ownerId = await userId('boss@sello.test');
  managerToken = await signInStaff(t.app, t.db, 'project_manager', 'pm-audit@sello.test');
});
afterAll(() => t.close());

const staffActivity = async (token = ownerToken) =>
  t.app.inject({ url: '/api/admin/staff/activity', headers: bearer(token) });

/** The staff entries written since `since` (their count), oldest first. */
const entriesSince = async (since: number): Promise<TAuditEvent[]> => {
  const res = await staffActivity();
  expect(res.statusCode, res.body).toBe(200);
  const events = res.json().events as TAuditEvent[];
  return events.filter((event) => Date.parse(event.createdAt) >= since).reverse();
};

/** Runs `change` and answers the staff entries it wrote. */
const recorded = async (change: () => Promise<unknown>) => {
  const since = (
    await t.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  await change();
  const rows = await t.db
    .selectFrom('audit_events')
    .select(['action', 'order_id', 'actor_user_id', 'actor_role', 'detail'])
    .orderBy('created_at')
    .orderBy('id')
    .offset(Number(since))
    .limit(100)
    .execute();
  return rows;
};

const inject = async (options: InjectOptions) => {
  const res = await t.app.inject(options);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

describe('staff changes in the audit trail', () => {
  it('each change records one entry without an order, with the actor and the staff member, no secrets', async () => {
    const email = 'tara-audit@sello.test';
    const invitation = await recorded(() =>
      inject({
        method: 'POST',
        url: '/api/admin/staff/invitations',
        headers: bearer(ownerToken),
        payload: { email, role: 'translator', firstName: 'Tara', lastName: 'Translator' },
      }),
    );
    expect(invitation).toEqual([
      {
        action: 'staff_invited',
        order_id: null,
        actor_user_id: ownerId,
        actor_role: 'owner',
        detail: expect.objectContaining({ memberEmail: email, memberName: 'Tara Translator', role: 'translator' }),
      },
    ]);
    const invitationId = (
      await t.db.selectFrom('staff_invitations').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;

    const resent = await recorded(() =>
      inject({
        method: 'POST',
        url: `/api/admin/staff/invitations/${invitationId}/resend`,
        headers: bearer(ownerToken),
      }),
    );
    expect(resent.map((row) => row.action)).toEqual(['staff_invitation_resent']);

    const mail = await t.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = emailLinkToken(mail.text_body);
    const accepted = await recorded(() =>
      inject({
        method: 'POST',
        url: '/api/auth/staff-invitation/accept',
        payload: { token, password: 'a-long-password' },
      }),
    );
    const memberId = await userId(email);
    expect(accepted).toEqual([
      {
        action: 'staff_invitation_accepted',
        order_id: null,
        actor_user_id: memberId,
        actor_role: 'translator',
        detail: expect.objectContaining({ memberId, memberEmail: email, role: 'translator' }),
      },
    ]);
    expect(JSON.stringify(accepted)).not.toContain('a-long-password');
    expect(JSON.stringify(accepted)).not.toContain(token);

    const changed = await recorded(() =>
      inject({
        method: 'PUT',
        url: `/api/admin/staff/${memberId}/role`,
        headers: bearer(ownerToken),
        payload: { role: 'reviewer' },
      }),
    );
    expect(changed).toEqual([
      expect.objectContaining({
        action: 'staff_role_changed',
        order_id: null,
        actor_user_id: ownerId,
        detail: expect.objectContaining({ memberId, from: 'translator', to: 'reviewer' }),
      }),
    ]);
    await inject({
      method: 'PUT',
      url: `/api/admin/staff/${memberId}/role`,
      headers: bearer(ownerToken),
      payload: { role: 'translator' },
    });

    const credential = await recorded(() =>
      inject({
        method: 'POST',
        url: `/api/admin/staff/${memberId}/credentials`,
        headers: bearer(ownerToken),
        payload: {
          kind: 'sworn',
          jurisdiction: 'spain',
          language: 'english',
          issuingAuthority: 'MAEC',
          number: 'TIJ 777',
        },
      }),
    );
    expect(credential).toEqual([
      expect.objectContaining({
        action: 'staff_credential_added',
        actor_role: 'owner',
        detail: expect.objectContaining({ memberId, kind: 'sworn', number: 'TIJ 777' }),
      }),
    ]);
    const credentialId = (
      await t.db.selectFrom('staff_credentials').select('id').where('user_id', '=', memberId).executeTakeFirstOrThrow()
    ).id;
    const corrected = await recorded(() =>
      inject({
        method: 'PUT',
        url: `/api/admin/staff/${memberId}/credentials/${credentialId}`,
        headers: bearer(ownerToken),
        payload: {
          kind: 'sworn',
          jurisdiction: 'spain',
          language: 'english',
          issuingAuthority: 'MAEC',
          number: 'TIJ 778',
        },
      }),
    );
    expect(corrected.map((row) => row.action)).toEqual(['staff_credential_updated']);
    const removedCredential = await recorded(() =>
      inject({
        method: 'DELETE',
        url: `/api/admin/staff/${memberId}/credentials/${credentialId}`,
        headers: bearer(ownerToken),
      }),
    );
    expect(removedCredential.map((row) => row.action)).toEqual(['staff_credential_removed']);

    const seal = await recorded(() =>
      inject({
        method: 'PUT',
        url: `/api/admin/staff/${memberId}/profile/images/seal`,
        headers: { ...bearer(ownerToken), 'content-type': 'image/png' },
        payload: PNG,
      }),
    );
    expect(seal).toEqual([
      expect.objectContaining({
        action: 'staff_image_stored',
        detail: expect.objectContaining({ memberId, image: 'seal' }),
      }),
    ]);
    expect(JSON.stringify(seal)).not.toMatch(/fileKey|file_key|iVBOR/);
    const sealRemoved = await recorded(() =>
      inject({
        method: 'DELETE',
        url: `/api/admin/staff/${memberId}/profile/images/seal`,
        headers: bearer(ownerToken),
      }),
    );
    expect(sealRemoved.map((row) => row.action)).toEqual(['staff_image_removed']);

    const removed = await recorded(() =>
      inject({ method: 'DELETE', url: `/api/admin/staff/${memberId}`, headers: bearer(ownerToken) }),
    );
    expect(removed).toEqual([
      expect.objectContaining({
        action: 'staff_removed',
        actor_user_id: ownerId,
        detail: expect.objectContaining({ memberId, memberEmail: email, role: 'translator' }),
      }),
    ]);

    // A refused change records nothing.
    expect(
      await recorded(async () => {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/staff/${memberId}`,
          headers: bearer(ownerToken),
        });
        expect(res.statusCode).toBe(404);
      }),
    ).toEqual([]);
  });

  it('revoking an invitation and the two-factor requirement are recorded', async () => {
    const invited = await inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: bearer(ownerToken),
      payload: { email: 'rex-audit@sello.test', role: 'reviewer', firstName: 'Rex', lastName: 'Reviewer' },
    });
    const revoked = await recorded(() =>
      inject({
        method: 'DELETE',
        url: `/api/admin/staff/invitations/${invited.json().invitation.id}`,
        headers: bearer(ownerToken),
      }),
    );
    expect(revoked).toEqual([
      expect.objectContaining({
        action: 'staff_invitation_revoked',
        order_id: null,
        detail: expect.objectContaining({ memberEmail: 'rex-audit@sello.test', role: 'reviewer' }),
      }),
    ]);

    const settings = (await inject({ url: '/api/admin/settings', headers: bearer(ownerToken) })).json().settings;
    const save = (requireTwoFactor: boolean) =>
      inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(ownerToken),
        payload: { ...settings, staffSecurity: { ...settings.staffSecurity, requireTwoFactor } },
      });
    // The owner has two-factor (the requirement would otherwise stop them at the settings once it is on).
    await t.db.updateTable('users').set({ totp_secret: 'set-up' }).where('id', '=', ownerId).execute();
    const on = await recorded(() => save(true));
    expect(on).toEqual([
      expect.objectContaining({ action: 'staff_two_factor_requirement_changed', detail: { required: true } }),
    ]);
    // Saving the settings without changing it records nothing; turning it off does.
    expect(await recorded(() => save(true))).toEqual([]);
    const off = await recorded(() => save(false));
    expect(off.map((row) => row.detail)).toEqual([{ required: false }]);
    await t.db.updateTable('users').set({ totp_secret: null }).where('id', '=', ownerId).execute();
  });

  it('the owner reads them on the staff activity list and in the export; a project manager cannot', async () => {
    const since = Date.now() - 60_000;
    const events = await entriesSince(since);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.orderId === null && event.orderNumber === null)).toBe(true);
    expect(events.find((event) => event.action === 'staff_invited')).toMatchObject({
      actorName: 'Olive Owner',
      actorRole: 'owner',
      detail: expect.objectContaining({ memberEmail: 'tara-audit@sello.test' }),
    });

    expect((await staffActivity(managerToken)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/admin/audit/export?from=${today()}&to=${today()}`,
          headers: bearer(managerToken),
        })
      ).statusCode,
    ).toBe(403);

    const csv = await inject({
      url: `/api/admin/audit/export?from=${today()}&to=${today()}`,
      headers: bearer(ownerToken),
    });
    const invitedLine = csv.body.split('\r\n').find((line) => line.includes('"Staff member invited"'));
    expect(invitedLine).toMatch(
      /^"[^"]+","","Staff member invited","Owner","Olive Owner","",".*tara-audit@sello\.test.*"/,
    );
  });
});
