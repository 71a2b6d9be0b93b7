import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { deleteDeliveredOrderFiles } from '../src/services/retention/delete-delivered-order-files.ts';
import { deleteUnconvertedUploads } from '../src/services/retention/delete-unconverted-uploads.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

/**
 * Issue 28, item 7: deleting an account cleared orders.user_id / quotes.user_id (ON DELETE SET NULL), which made its
 * orders, quotes and plans guest records anyone holding their id could open. They stay staff-only, and their files
 * go as docs/security.md says (final orders' with the account, unordered uploads at once, orders in progress keep
 * theirs until staff finish or cancel them, then the retention job's next run).
 */

const PUBLIC_URL = 'https://sello.test';
const ENV = { BRAND_NAME: 'Sello', PUBLIC_URL };
let t: TTestApp;
let adminToken: string;
let strangerToken: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
  adminToken = await signInAdmin(t.app, t.db);
  strangerToken = await signUpCustomer(t.app, 'stranger@example.com');
});
afterAll(() => t.close());

const textFile = (filename: string) => ({ filename, contentType: 'text/plain', body: words(60) });

const orderAs = async (token: string, name: string) => {
  const { fileKey } = await uploadFile(t.app, textFile(name), bearer(token));
  const { quoteId } = await createFileQuote(t.app, [fileKey], undefined, bearer(token));
  const order = await placeOrder(t.app, quoteId, { headers: bearer(token) });
  return { order, quoteId, fileKey };
};

const complete = async (orderId: string) => {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: bearer(adminToken),
    payload: {
      files: [{ filename: 'translated.txt', contentType: 'text/plain', size: 5 }],
      fileType: 'TRANSLATED',
      orderId,
    },
  });
  const [item] = presign.json().uploads;
  await putUpload(t.app, item.uploadUrl, { contentType: 'text/plain', body: Buffer.from('hola!') });
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/complete`,
    headers: bearer(adminToken),
    payload: { translatedFileKeys: [item.fileKey], message: 'Here you are' },
  });
  expect(done.statusCode, done.body).toBe(200);
  return item.fileKey as string;
};

const recordingMailer = () => {
  const jobs = { send: async () => null } as unknown as TJobQueue;
  return createMailer({ db: t.db, jobs, logger: t.app.log, smtpUrl: undefined, from: 'x@sello.test' });
};

describe("a deleted account's orders, quotes and plans", () => {
  it('answer 404 to anonymous visitors and other customers, stay with staff, and their files go as documented', async () => {
    const email = 'leaving@example.com';
    const token = await signUpCustomer(t.app, email);
    const inProgress = await orderAs(token, 'passport.txt');
    const completed = await orderAs(token, 'diploma.txt');
    const translatedKey = await complete(completed.order.orderId);
    const { fileKey: looseUpload } = await uploadFile(t.app, textFile('draft.txt'), bearer(token));
    const letter = await uploadFile(t.app, textFile('letter.txt'), bearer(token));
    const { quoteId: openQuoteId } = await createFileQuote(t.app, [letter.fileKey], undefined, bearer(token));
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/planner/generate',
      headers: bearer(token),
      payload: { country: 'ES', visa_type: 'DNV', consulate: 'chicago', answers: { has_dependents: false } },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const planId = plan.json().planId as string;

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(token),
      payload: { password: 'customer-password' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const reads = [
      `/api/orders/${inProgress.order.orderId}`,
      `/api/orders/${completed.order.orderId}`,
      `/api/orders/track?q=${completed.order.orderId}`,
      `/api/quotes/${inProgress.quoteId}`,
      `/api/quotes/${openQuoteId}`,
    ];
    for (const url of reads) {
      for (const headers of [{}, bearer(strangerToken)]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      }
      const staff = await t.app.inject({ url, headers: bearer(adminToken) });
      expect(staff.statusCode, `${url} as staff: ${staff.body}`).toBe(200);
    }
    // The completed order's documents went with the account: 404 to others, and staff hear they were deleted.
    const download = `/api/orders/${completed.order.orderId}/files/${translatedKey}/download?format=json`;
    for (const headers of [{}, bearer(strangerToken)]) {
      expect((await t.app.inject({ url: download, headers })).statusCode).toBe(404);
    }
    const staffDownload = await t.app.inject({ url: download, headers: bearer(adminToken) });
    expect(staffDownload.statusCode, staffDownload.body).toBe(410);
    expect(staffDownload.json().error).toMatch(/at the customer's request\.$/);
    for (const headers of [{}, bearer(strangerToken)]) {
      const pdf = await t.app.inject({ method: 'POST', url: '/api/planner/pdf', headers, payload: { planId } });
      expect(pdf.statusCode, pdf.body).toBe(404);
      const analyse = await t.app.inject({
        method: 'POST',
        url: '/api/analyze/document',
        headers,
        payload: { fileKey: looseUpload },
      });
      expect(analyse.statusCode, analyse.body).toBe(404);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: { quoteId: openQuoteId, serviceType: 'professional', customerInfo },
      });
      expect(order.statusCode, order.body).toBe(404);
    }

    // Someone who opens a new account with the same address does not inherit them.
    const newcomer = await signUpCustomer(t.app, email);
    await t.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
    const list = await t.app.inject({ url: '/api/orders', headers: bearer(newcomer) });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toEqual([]);

    // Files: the completed order's went with the account (as "Delete my documents now" deletes them, issue 32),
    // uploads that never became an order go at once, the order in progress keeps its documents for staff.
    const runRetention = () =>
      deleteDeliveredOrderFiles({
        db: t.db,
        storage: t.storage,
        mailer: recordingMailer(),
        logger: t.app.log,
        env: ENV,
        readSettings: t.readSettings,
      });
    const result = await runRetention();
    expect(result).toEqual({ reminded: 0, orders: 0, files: 0 });
    await deleteUnconvertedUploads({ db: t.db, storage: t.storage, logger: t.app.log });
    expect(await t.storage.exists(completed.fileKey)).toBe(false);
    expect(await t.storage.exists(translatedKey)).toBe(false);
    expect(await t.storage.exists(looseUpload)).toBe(false);
    expect(await t.storage.exists(inProgress.fileKey)).toBe(true);

    // Once staff cancel the order in progress, its documents go at the next run too.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${inProgress.order.orderId}/cancel`,
      headers: bearer(adminToken),
      payload: { reason: 'The customer deleted their account.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runRetention();
    expect(await t.storage.exists(inProgress.fileKey)).toBe(false);
  });
});
