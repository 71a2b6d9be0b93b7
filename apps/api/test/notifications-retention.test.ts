import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import {
  deleteDeliveredOrderFiles,
  deletionReminderKey,
} from '../src/services/retention/delete-delivered-order-files.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

const PUBLIC_URL = 'https://sello.test';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TTestApp;
let adminToken: string;
const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const newOrder = async (email: string) => {
  const { fileKey } = await uploadFile(t.app, { filename: 'diploma.txt', contentType: 'text/plain', body: words(50) });
  const quote = await createFileQuote(t.app, [fileKey]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo: { ...customerInfo, email } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().order as TOrder), sourceKey: fileKey };
};

const setStatus = (orderId: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, headers: asAdmin(), payload: { status } });

const emailsTo = (address: string) =>
  t.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('created_at').execute();

/** A mailer on the test database whose jobs are only recorded: the test decides when anything is sent. */
const recordingMailer = () => {
  const dispatched: string[] = [];
  const jobs = {
    send: async (_queue: string, data: { outboxId: string }) => {
      dispatched.push(data.outboxId);
      return null;
    },
  } as unknown as TJobQueue;
  const mailer = createMailer({ db: t.db, jobs, logger: t.app.log, smtpUrl: undefined, from: 'x@sello.test' });
  return { mailer, dispatched };
};

describe('status-change emails', () => {
  it('tells the customer once when staff start the translation, and never that a payment arrived', async () => {
    const order = await newOrder('status.change@example.com');
    // PAID follows only from a recorded payment: the status controls refuse it and email nobody.
    expect((await setStatus(order.orderId, 'PAID')).statusCode).toBe(409);
    expect((await setStatus(order.orderId, 'IN_PROGRESS')).statusCode).toBe(200);
    expect((await setStatus(order.orderId, 'IN_PROGRESS')).statusCode).toBe(200);
    const emails = (await emailsTo('status.change@example.com')).filter((row) =>
      row.template.startsWith('order-status'),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      dedupe_key: `order-status:${order.orderId}:IN_PROGRESS`,
      template: 'order-status-in-progress',
      subject: `Translation started: order ${order.orderNumber}`,
      reply_to: 'support@sello.test',
    });
    expect(emails[0]?.text_body).toContain(`${PUBLIC_URL}/order-tracking?id=${order.orderId}`);
    expect(emails[0]?.html_body).toContain(`${PUBLIC_URL}/order-tracking?id=${order.orderId}`);
  });
});

describe('deleting the files of delivered orders', () => {
  it('reminds 3 days before, deletes after 30 days (not before), keeps the listing and is idempotent', async () => {
    const { storage } = t;
    const order = await newOrder('retention.client@example.com');
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      headers: asAdmin(),
      payload: {
        files: [{ filename: 'titulo.txt', contentType: 'text/plain', size: Buffer.byteLength('Título') }],
        fileType: 'TRANSLATED',
        orderId: order.orderId,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from('Título') });
    const translatedKey = upload.fileKey as string;
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/complete`,
      headers: asAdmin(),
      payload: { translatedFileKeys: [translatedKey], message: 'Here it is.' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const completedAt = Date.now();

    // The completion email and the public order page both state the deletion date.
    const expected = new Date(completedAt + 30 * DAY_MS);
    const dateText = expected.toLocaleDateString('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const completion = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `order-completed:${order.orderId}`)
      .executeTakeFirstOrThrow();
    expect(completion.text_body).toContain(`will be deleted from our servers on ${dateText}`);
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    expect(Math.abs(Date.parse(page.filesDeleteAt) - expected.getTime())).toBeLessThan(60_000);

    await t.db
      .updateTable('translations')
      .set({ extracted_html: '<p>x</p>', translated_html: '<p>y</p>' })
      .where('order_id', '=', order.orderId)
      .execute();

    const { mailer, dispatched } = recordingMailer();
    const run = (days: number) =>
      deleteDeliveredOrderFiles({
        db: t.db,
        storage,
        mailer,
        logger: t.app.log,
        env: { BRAND_NAME: 'Sello', PUBLIC_URL },
        readSettings: t.readSettings,
        now: new Date(completedAt + days * DAY_MS),
      });

    expect(await run(26.9)).toEqual({ reminded: 0, orders: 0, files: 0 });
    expect(await run(27.1)).toEqual({ reminded: 1, orders: 0, files: 0 });
    // The job runs hourly: the reminder is not sent again.
    expect(await run(28)).toEqual({ reminded: 0, orders: 0, files: 0 });
    expect(await run(29.9)).toEqual({ reminded: 0, orders: 0, files: 0 });
    const reminders = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', deletionReminderKey(order.orderId))
      .execute();
    expect(reminders).toHaveLength(1);
    expect(dispatched).toEqual([reminders[0]?.id]);
    expect(reminders[0]).toMatchObject({
      to_address: 'retention.client@example.com',
      subject: `Your files for order ${order.orderNumber} will be deleted on ${dateText}`,
    });
    expect(reminders[0]?.text_body).toContain(`${PUBLIC_URL}/orders/${order.orderId}`);
    expect(await storage.exists(order.sourceKey)).toBe(true);
    expect(await storage.exists(translatedKey)).toBe(true);

    expect(await run(30.1)).toEqual({ reminded: 0, orders: 1, files: 2 });
    expect(await storage.exists(order.sourceKey)).toBe(false);
    expect(await storage.exists(translatedKey)).toBe(false);
    const translations = await t.db
      .selectFrom('translations')
      .select(['extracted_html', 'translated_html'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(translations.length).toBeGreaterThan(0);
    for (const row of translations) expect(row).toEqual({ extracted_html: null, translated_html: null });

    // Idempotent.
    expect(await run(31)).toEqual({ reminded: 0, orders: 0, files: 0 });

    // The order page lists the files as deleted; their links answer 410 with a clear message.
    const after = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    expect(after.files).toHaveLength(2);
    for (const file of after.files) expect(file.deletedAt).toBe(new Date(completedAt + 30.1 * DAY_MS).toISOString());
    const download = await t.app.inject({
      url: `/api/orders/${order.orderId}/files/${translatedKey}/download?format=json`,
    });
    expect(download.statusCode).toBe(410);
    expect(download.json().error).toMatch(/^This file was deleted from our servers on \d{4}-\d{2}-\d{2}/);

    // The admin sees the same files as deleted (not as missing) and the date they went.
    const admin = (await t.app.inject({ url: `/api/admin/orders/${order.orderId}`, headers: asAdmin() })).json().order;
    expect(admin.sourceFiles).toEqual([]);
    expect(admin.translatedFiles).toEqual([]);
    expect(admin.deletedFiles.map((file: { fileType: string }) => file.fileType).sort()).toEqual([
      'SOURCE',
      'TRANSLATED',
    ]);
    for (const file of admin.deletedFiles) {
      expect(file.deletedAt).toBe(new Date(completedAt + 30.1 * DAY_MS).toISOString());
    }
    expect(Math.abs(Date.parse(admin.filesDeleteAt) - (completedAt + 30 * DAY_MS))).toBeLessThan(5_000);
  });

  it('leaves orders that are not completed alone', async () => {
    const order = await newOrder('not.done@example.com');
    await setStatus(order.orderId, 'IN_PROGRESS');
    const { mailer } = recordingMailer();
    const { storage } = t;
    await deleteDeliveredOrderFiles({
      db: t.db,
      storage,
      mailer,
      logger: t.app.log,
      env: { BRAND_NAME: 'Sello', PUBLIC_URL },
      readSettings: t.readSettings,
      now: new Date(Date.now() + 400 * DAY_MS),
    });
    expect(await storage.exists(order.sourceKey)).toBe(true);
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    expect(page.filesDeleteAt).toBeNull();
  });
});
