import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOutboxContent } from '../src/services/mail/expire-outbox-content.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { emailLinkToken } from './helpers/email-links.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';
import { decodeQuotedPrintable, startSmtpPeer, type TSmtpPeer } from './helpers/smtp-peer.ts';
import { waitFor } from './helpers/wait.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Signs up (a verification email) and asks for a password reset (a reset email): the two emails with tokens. */
const requestLinkEmails = async (t: TTestApp, email: string) => {
  await signUpCustomer(t.app, email);
  const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(forgot.statusCode).toBe(202);
};

const linkRows = (t: TTestApp, email: string) =>
  t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('template', 'in', ['verify-email', 'password-reset'])
    .orderBy('template')
    .execute();

/** Both link emails to `email` once they have the status. */
const bothLinkRows = (t: TTestApp, email: string, status: 'sent' | 'stored') =>
  waitFor(
    async () => (await linkRows(t, email)).filter((row) => row.status === status),
    (rows) => rows.length === 2,
  );

describe('outbox secrets (issue 28, item 6)', () => {
  describe('with SMTP', () => {
    let smtp: TSmtpPeer;
    let t: TTestApp;

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sello.test' } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('keeps no token in the stored text or HTML once the email is sent, and the admin list shows the same', async () => {
      const email = 'sent-links@sello.test';
      await requestLinkEmails(t, email);
      const rows = await bothLinkRows(t, email, 'sent');
      const receivedTokens = smtp.received
        .map((message) => decodeQuotedPrintable(message.raw))
        .filter((body) => body.includes('?token='))
        .map((body) => emailLinkToken(body));
      expect(receivedTokens).toHaveLength(2);
      for (const row of rows) {
        for (const token of receivedTokens) {
          expect(row.text_body).not.toContain(token);
          expect(row.html_body).not.toContain(token);
        }
        expect(row.text_body).toMatch(/\?token=••••/);
        expect(row.html_body).toMatch(/\?token=••••/);
      }

      const adminToken = await signInAdmin(t.app, t.db);
      const listed = await t.app.inject({
        url: '/api/admin/outbox?status=sent&limit=200',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const messages: { id: string; textBody: string }[] = listed.json().messages;
      for (const row of rows) expect(messages.find((m) => m.id === row.id)?.textBody).toBe(row.text_body);
    });

    it('deletes sent emails older than Settings › retention.sentEmailDays, and keeps younger ones', async () => {
      const adminToken = await signInAdmin(t.app, t.db);
      const current = await t.app.inject({
        url: '/api/admin/settings',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const { settings } = current.json();
      expect(settings.retention.sentEmailDays).toBe(90);
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { ...settings, retention: { ...settings.retention, sentEmailDays: 30 } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const tooShort = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { ...settings, retention: { ...settings.retention, sentEmailDays: 0 } },
      });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().fields['retention.sentEmailDays']).toMatch(/at least 7 days/);

      const email = 'old-links@sello.test';
      await requestLinkEmails(t, email);
      const sent = await bothLinkRows(t, email, 'sent');
      const sentAt = Math.max(...sent.map((row) => (row.sent_at as Date).getTime()));
      const expire = (now: number) => expireOutboxContent({ db: t.db, now: new Date(now) });

      await expire(sentAt + 29 * DAY_MS);
      expect(await linkRows(t, email)).toHaveLength(2);
      const { purged } = await expire(sentAt + 31 * DAY_MS);
      expect(purged).toBeGreaterThanOrEqual(2);
      expect(await linkRows(t, email)).toHaveLength(0);
    });
  });

  describe('without SMTP (emails stored for the admin to pass on)', () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { PUBLIC_URL: 'https://sello.test' } });
    });
    afterAll(() => t.close());

    it('keeps each link readable while it is valid, then scrubs it (reset after 1 h, verification after 48 h)', async () => {
      const email = 'stored-links@sello.test';
      await requestLinkEmails(t, email);
      const rows = await bothLinkRows(t, email, 'stored');
      const createdAt = (template: string) => {
        const row = rows.find((candidate) => candidate.template === template);
        if (!row) throw new Error(`no ${template} email`);
        return row.created_at.getTime();
      };
      const tokenOf = (template: string) => emailLinkToken(rows.find((r) => r.template === template)?.text_body ?? '');
      const resetToken = tokenOf('password-reset');
      const verifyToken = tokenOf('verify-email');
      const bodies = async (template: string) => {
        const row = (await linkRows(t, email)).find((r) => r.template === template);
        return `${row?.text_body}\n${row?.html_body}`;
      };
      const expire = (now: number) => expireOutboxContent({ db: t.db, now: new Date(now) });

      await expire(createdAt('password-reset') + 59 * 60_000);
      expect(await bodies('password-reset')).toContain(resetToken);
      expect(await bodies('verify-email')).toContain(verifyToken);

      await expire(createdAt('password-reset') + 61 * 60_000);
      expect(await bodies('password-reset')).not.toContain(resetToken);
      expect(await bodies('password-reset')).toMatch(/\?token=••••/);
      expect(await bodies('verify-email')).toContain(verifyToken);

      await expire(createdAt('verify-email') + 47 * HOUR_MS);
      expect(await bodies('verify-email')).toContain(verifyToken);
      await expire(createdAt('verify-email') + 49 * HOUR_MS);
      expect(await bodies('verify-email')).not.toContain(verifyToken);
      expect(await bodies('verify-email')).toMatch(/\?token=••••/);
      // Stored emails are the admin's record: scrubbed, never deleted by the sent-email retention.
      expect((await linkRows(t, email)).map((row) => row.status)).toEqual(['stored', 'stored']);
    });
  });
});
