import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signUpCustomer } from './helpers/sign-in-admin.ts';

const INJECTED = 'Your account is suspended. Verify at https://evil.example now!';
const NAME_RULE = /may contain only letters, spaces, apostrophes and hyphens/;

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://sello.test' } });
});
afterAll(() => t.close());

describe('person names (issue 28, item 12)', () => {
  it('refuses a sign-up whose name carries a message or a URL, with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'victim@example.com', password: 'customer-password', firstName: INJECTED, lastName: 'Doe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /^firstName: First name may contain only letters, spaces, apostrophes and hyphens/,
    );
    expect(
      await t.db.selectFrom('outbox').select('id').where('to_address', '=', 'victim@example.com').execute(),
    ).toEqual([]);
  });

  it('accepts names in any alphabet with accents, spaces, apostrophes and hyphens', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'jose@example.com',
        password: 'customer-password',
        firstName: 'José María',
        lastName: "O'Neil-Núñez",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ firstName: 'José María', lastName: "O'Neil-Núñez" });
  });

  it('applies the same rule to the profile, the checkout, the contact form and leads', async () => {
    const token = await signUpCustomer(t.app, 'profile-names@example.com');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Ana', lastName: 'https://evil.example' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error).toMatch(NAME_RULE);

    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: randomUUID(), serviceType: 'sworn', customerInfo: { ...customerInfo, firstName: INJECTED } },
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().error).toMatch(/customerInfo\.firstName: First name may contain only letters/);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: INJECTED, email: 'someone@example.com', subject: 'quote', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error).toMatch(NAME_RULE);

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { email: 'lead@example.com', name: 'Visit www.evil.example' },
    });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().error).toMatch(NAME_RULE);
  });

  it('never prints a stored name that breaks the rule (older rows) into an email', async () => {
    const email = 'older-row@example.com';
    const token = await signUpCustomer(t.app, email);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ first_name: INJECTED }).where('id', '=', user.id).execute();
    // Past the one-minute resend cooldown.
    await t.db
      .updateTable('email_verification_tokens')
      .set({ created_at: new Date(Date.now() - 5 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resend.statusCode, resend.body).toBeLessThan(300);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(202);

    const rows = await t.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text_body', 'html_body'])
      .where('to_address', '=', email)
      .where('dedupe_key', 'not like', 'verify-email:%')
      .execute();
    const resent = await t.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text_body', 'html_body'])
      .where('to_address', '=', email)
      .where('template', '=', 'verify-email')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    const emails = [...rows, ...resent];
    expect(emails.map((row) => row.template).sort()).toEqual(['password-reset', 'verify-email']);
    for (const row of emails) {
      const content = `${row.subject}\n${row.text_body}\n${row.html_body}`;
      expect(content).not.toContain('evil');
      expect(content).not.toContain('suspended');
      // The only links left are the site's own.
      for (const url of content.match(/https?:\/\/[^\s"'<>]+/g) ?? []) expect(url).toMatch(/^https:\/\/sello\.test\//);
    }
  });
});

describe('file names in emails to customers (issue 28, item 12)', () => {
  it('never prints a client-written file name into the order-received email; staff still see it', async () => {
    const email = 'file-name-victim@example.com';
    const injectedName = 'Your account is suspended. Verify at www.evil.example now.txt';
    const keys = [
      (await uploadFile(t.app, { filename: injectedName, contentType: 'text/plain', body: words(300) })).fileKey,
      (await uploadFile(t.app, { filename: 'birth-certificate.txt', contentType: 'text/plain', body: words(30) }))
        .fileKey,
    ];
    const quote = await createFileQuote(t.app, keys);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo: { ...customerInfo, email } },
    });
    expect(order.statusCode, order.body).toBe(201);

    const [received] = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
    expect(received?.template).toBe('order-received');
    const content = `${received?.subject}\n${received?.text_body}\n${received?.html_body}`;
    expect(received?.text_body).toContain('Documents: 2 documents (TXT)');
    expect(content).not.toContain('evil');
    expect(content).not.toContain('suspended');
    expect(content).not.toContain('birth-certificate');
    // Nothing a mail client could turn into a link but the site's own address.
    for (const host of content.match(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi) ?? []) {
      expect(
        ['sello.test', 'example.com'].some((own) => host.toLowerCase().endsWith(own)),
        host,
      ).toBe(true);
    }

    const [staff] = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `new-project:${order.json().order.orderId}`)
      .execute();
    expect(staff?.text_body).toContain(injectedName);
  });
});
