import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { startSmtpPeer, type TSmtpPeer } from './helpers/smtp-peer.ts';
import { waitFor } from './helpers/wait.ts';

const validMessage = {
  name: 'Jane Doe',
  email: 'Jane@Example.com',
  phone: '+1 (312) 555-0100',
  subject: 'quote',
  message: 'I need my birth certificate translated to Spanish.',
};

describe('POST /api/contact with the default outbox', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and an email to the support address, then marks it stored', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com', subject: 'quote' });

    const email = await waitFor(() =>
      t.db
        .selectFrom('outbox')
        .selectAll()
        .where('dedupe_key', '=', `contact-message:${id}`)
        .where('status', '=', 'stored')
        .executeTakeFirst(),
    );
    expect(email.to_address).toBe('support@sello.test');
    expect(email.reply_to).toBe('jane@example.com');
    expect(email.subject).toBe('New contact message: Quote request from Jane Doe');
    expect(email.text_body).toContain('I need my birth certificate translated to Spanish.');
    expect(email.html_body).toContain('I need my birth certificate translated to Spanish.');
  });

  it('escapes HTML from visitors in the email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validMessage, message: '<script>alert(1)</script>' },
    });
    const { id } = res.json();
    const email = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `contact-message:${id}`)
      .executeTakeFirstOrThrow();
    expect(email.html_body).not.toContain('<script>');
    expect(email.html_body).toContain('&lt;script&gt;');
  });

  it.each([
    [{ ...validMessage, subject: 'spam' }, /^subject: /],
    [{ ...validMessage, message: '   ' }, /^message: Message is required$/],
    [{ ...validMessage, email: 'nope' }, /^email: Please enter a valid email address$/],
    [{ ...validMessage, phone: 'call me maybe' }, /^phone: Please enter a valid phone number$/],
    [{ ...validMessage, name: 42 }, /^name: /],
  ])('refuses %j with a 400 and stores nothing', async (payload, message) => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    const after = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimits: { contact: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/contact with SMTP configured', () => {
  let smtp: TSmtpPeer;
  let t: TTestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sello <no-reply@sello.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the email to the support address with reply-to set to the visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validMessage });
    expect(res.statusCode).toBe(201);
    const message = await waitFor(() => smtp.received[0]);
    expect(message.to).toEqual(['support@sello.test']);
    expect(message.from).toBe('no-reply@sello.test');
    expect(message.raw).toMatch(/^Reply-To: jane@example\.com/m);
    expect(message.raw).toMatch(/^Subject: New contact message: Quote request from Jane Doe/m);
    expect(message.raw).toContain('multipart/alternative');
    const row = await waitFor(() =>
      t.db.selectFrom('outbox').selectAll().where('status', '=', 'sent').executeTakeFirst(),
    );
    expect(row.sent_at).not.toBeNull();
  });
});
