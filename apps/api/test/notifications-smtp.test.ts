import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, type TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer, type TMailer } from '../src/mail/mailer.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';
import { decodeQuotedPrintable, startSmtpPeer, type TSmtpPeer } from './helpers/smtp-peer.ts';
import { waitFor } from './helpers/wait.ts';

const PUBLIC_URL = 'https://sello.test';

describe('notifications through a real SMTP peer', () => {
  const refusedOnce = new Set<string>();
  let smtp: TSmtpPeer;
  let t: TTestApp;
  let adminToken: string;

  beforeAll(async () => {
    // The first "Translation started" message fails as if the peer crashed mid-delivery: the job is retried.
    smtp = await startSmtpPeer({
      refuse: ({ subject }) => {
        if (!subject.startsWith('Translation started') || refusedOnce.has(subject)) return false;
        refusedOnce.add(subject);
        return true;
      },
    });
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sello <no-reply@sello.test>', PUBLIC_URL } });
    adminToken = await signInAdmin(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the status-change email once, with the right headers and links, even after a failed attempt and a re-run', async () => {
    const { fileKey } = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: words(40) });
    const quote = await createFileQuote(t.app, [fileKey]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        quoteId: quote.quoteId,
        serviceType: 'professional',
        customerInfo: { ...customerInfo, email: 'smtp.client@example.com' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().order as { orderId: string; orderNumber: string };

    // Project received: to the customer, with the tracking link.
    const receivedEmail = await waitFor(() =>
      smtp.received.find((m) => m.subject.startsWith('We received your project')),
    );
    expect(receivedEmail.to).toEqual(['smtp.client@example.com']);
    expect(receivedEmail.from).toBe('no-reply@sello.test');
    expect(decodeQuotedPrintable(receivedEmail.raw)).toContain(`${PUBLIC_URL}/order-tracking?id=${order.orderId}`);

    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { status: 'IN_PROGRESS' },
    });
    expect(started.statusCode, started.body).toBe(200);

    const subject = `Translation started: order ${order.orderNumber}`;
    const message = await waitFor(() => smtp.received.find((m) => m.subject === subject));
    expect(refusedOnce.has(subject)).toBe(true);
    expect(message.to).toEqual(['smtp.client@example.com']);
    expect(message.from).toBe('no-reply@sello.test');
    expect(message.raw).toMatch(/^From: Sello <no-reply@sello\.test>/m);
    expect(message.raw).toMatch(/^To: smtp\.client@example\.com/m);
    expect(message.raw).toMatch(/^Reply-To: support@sello\.test/m);
    expect(message.raw).toContain('multipart/alternative');
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain(`${PUBLIC_URL}/order-tracking?id=${order.orderId}`);
    expect(body).toContain(`href="mailto:support@sello.test"`);

    const row = await waitFor(() =>
      t.db
        .selectFrom('outbox')
        .selectAll()
        .where('dedupe_key', '=', `order-status:${order.orderId}:IN_PROGRESS`)
        .where('status', '=', 'sent')
        .executeTakeFirst(),
    );
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();

    // The job runs again (pg-boss redelivery after a worker crash), and a restart sweeps the outbox:
    // nothing is sent a second time.
    const sends: string[] = [];
    let mailer: TMailer;
    const jobs = {
      send: async (queue: string, data: { outboxId: string }) => {
        if (queue === QUEUES.sendEmail) {
          sends.push(data.outboxId);
          await mailer.deliver(data.outboxId);
        }
        return null;
      },
    } as unknown as TJobQueue;
    mailer = createMailer({
      db: t.db,
      jobs,
      logger: t.app.log,
      smtpUrl: smtp.url,
      from: 'Sello <no-reply@sello.test>',
    });
    await mailer.deliver(row.id);
    await mailer.sweep({ atBoot: true });
    // Setting the same status again, or re-running the request, queues nothing new either.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { status: 'IN_PROGRESS' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('dedupe_key', '=', `order-status:${order.orderId}:IN_PROGRESS`)
      .execute();
    expect(rows).toHaveLength(1);
  }, 60_000);
});
