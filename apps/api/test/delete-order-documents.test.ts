import type { TAuditEvent } from '@sello/shared/audit-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { insertPayment } from './helpers/payment-rows.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

/**
 * Issue 32: the customer deletes their documents now. Every source and translated file of the order leaves storage at
 * once (the retention job's way), the order and its receipts stay, the downloads answer 410, an email confirms it
 * and the audit trail says who did it. Refused while the order is still open (409, the message says to cancel it).
 */

const PUBLIC_URL = 'https://sello.test';
let t: TTestApp;
let adminToken: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const orderAs = async (headers: Record<string, string>, email: string) => {
  const { fileKey } = await uploadFile(
    t.app,
    { filename: 'passport.txt', contentType: 'text/plain', body: words(60) },
    headers,
  );
  const { quoteId } = await createFileQuote(t.app, [fileKey], undefined, headers);
  const order = await placeOrder(t.app, quoteId, { headers, customer: { email } });
  return { order, fileKey };
};

const complete = async (orderId: string) => {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: bearer(adminToken),
    payload: {
      files: [{ filename: 'passport-es.txt', contentType: 'text/plain', size: 5 }],
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

const deleteDocuments = (orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/documents`, headers });

const readOrder = async (orderId: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as TOrder;
};

const auditOf = async (orderId: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/audit`, headers: bearer(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events as TAuditEvent[];
};

describe('DELETE /api/orders/:id/documents', () => {
  it('removes every file of a completed order from storage at once; the order, its receipts and the verification record stay', async () => {
    const email = 'guest.deleter@example.com';
    const { order, fileKey } = await orderAs({}, email);
    const { id: paymentId } = await insertPayment(t.db, order.orderId, { kind: 'PAYMENT', amount_cents: 4500 });
    const translatedKey = await complete(order.orderId);
    const translated = await t.db
      .selectFrom('files')
      .select('id')
      .where('file_key', '=', translatedKey)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('certified_documents')
      .values({
        order_id: order.orderId,
        file_id: translated.id,
        verification_code: '7KQ2M9XD4TPA',
        sha256: 'a'.repeat(64),
        page_count: 1,
        document_name: 'passport.txt',
        source_language: 'english',
        target_language: 'spanish',
        translator_name: 'Ana Pérez',
        certifications: JSON.stringify([]),
        signed_digitally: false,
      })
      .execute();
    expect(await t.storage.exists(fileKey)).toBe(true);
    expect(await t.storage.exists(translatedKey)).toBe(true);

    // A guest order: whoever holds its link is its holder.
    const res = await deleteDocuments(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedFiles: 2 });
    const deletedAt = res.json().documentsDeletedAt as string;
    expect(new Date(deletedAt).getTime()).toBeGreaterThan(0);

    expect(await t.storage.exists(fileKey)).toBe(false);
    expect(await t.storage.exists(translatedKey)).toBe(false);

    const after = await readOrder(order.orderId);
    expect(after.status).toBe('COMPLETED');
    expect(after.documentsDeletedAt).toBe(deletedAt);
    expect(after.filesDeleteAt).toBe(deletedAt);
    expect(after.files.map((file) => [file.filename, file.deletedAt, file.downloadUrl])).toEqual([
      ['passport.txt', deletedAt, undefined],
      ['passport-es.txt', deletedAt, undefined],
    ]);
    expect(after.payments.map((payment) => payment.paymentId)).toEqual([paymentId]);
    const receipt = await t.app.inject({ url: after.payments[0]?.documentUrl ?? '' });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toMatch(/application\/pdf/);

    const download = await t.app.inject({
      url: `/api/orders/${order.orderId}/files/${translatedKey}/download?format=json`,
    });
    expect(download.statusCode, download.body).toBe(410);
    expect(download.json().error).toBe(
      `This file was deleted from our servers on ${deletedAt.slice(0, 10)}, at your request.`,
    );

    const verify = await t.app.inject({ url: '/api/verify/7KQ2-M9XD-4TPA' });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toMatchObject({ status: 'valid', fileDeletedAt: deletedAt });

    const emails = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('template', '=', 'order-documents-deleted')
      .execute();
    expect(emails.map((mail) => mail.subject)).toEqual([`Your documents for order ${order.orderNumber} were deleted`]);
    expect(emails[0]?.text_body).toMatch(/order record, its amounts and your receipts/);

    const entries = (await auditOf(order.orderId)).filter((event) => event.action === 'documents_deleted');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorRole: 'customer', actorName: null, detail: { files: 2 } });

    // Asked again: nothing left to delete, no second email, no second entry.
    const again = await deleteDocuments(order.orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ deletedFiles: 0, documentsDeletedAt: deletedAt });
    expect((await auditOf(order.orderId)).filter((event) => event.action === 'documents_deleted')).toHaveLength(1);
  });

  it('is refused while the order is still open, saying to cancel it first; once cancelled the documents go', async () => {
    const email = 'open.order@example.com';
    const token = await signUpCustomer(t.app, email);
    const { order, fileKey } = await orderAs(bearer(token), email);

    const refused = await deleteDocuments(order.orderId, bearer(token));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().error).toMatch(/cancel/i);
    expect(await t.storage.exists(fileKey)).toBe(true);
    expect((await readOrder(order.orderId, bearer(token))).documentsDeletedAt).toBeNull();

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      headers: bearer(adminToken),
      payload: { reason: 'The customer changed their mind.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await deleteDocuments(order.orderId, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.storage.exists(fileKey)).toBe(false);
    const entries = (await auditOf(order.orderId)).filter((event) => event.action === 'documents_deleted');
    expect(entries.map((event) => [event.actorRole, event.actorName])).toEqual([['customer', 'Casey Customer']]);
  });

  it('says a translator is working on them while a task is in progress', async () => {
    const email = 'task.order@example.com';
    const token = await signUpCustomer(t.app, email);
    const { order } = await orderAs(bearer(token), email);
    await signInStaff(t.app, t.db, 'translator', 'busy.translator@example.com');
    await signInStaff(t.app, t.db, 'reviewer', 'busy.reviewer@example.com');
    const staffId = async (staffEmail: string) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', staffEmail).executeTakeFirstOrThrow()).id;
    await t.db.updateTable('orders').set({ status: 'IN_PROGRESS' }).where('id', '=', order.orderId).execute();
    await t.db
      .insertInto('order_tasks')
      .values({
        order_id: order.orderId,
        file_id: null,
        translator_id: await staffId('busy.translator@example.com'),
        reviewer_id: await staffId('busy.reviewer@example.com'),
        assigned_by: null,
        due_at: new Date(Date.now() + 86_400_000),
        state: 'accepted',
        decline_reason: null,
        notes: null,
      })
      .execute();
    const refused = await deleteDocuments(order.orderId, bearer(token));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(/translator is working on/);
  });

  it("is the order holder's alone: another customer 404, an account's order without its owner 401, staff 403", async () => {
    const owner = await signUpCustomer(t.app, 'holder@example.com');
    const other = await signUpCustomer(t.app, 'someone.else@example.com');
    const { order, fileKey } = await orderAs(bearer(owner), 'holder@example.com');
    await complete(order.orderId);
    expect((await deleteDocuments(order.orderId, bearer(other))).statusCode).toBe(404);
    expect((await deleteDocuments(order.orderId)).statusCode).toBe(401);
    const staff = await deleteDocuments(order.orderId, bearer(adminToken));
    expect(staff.statusCode, staff.body).toBe(403);
    expect(staff.json().error).toMatch(/Only the customer/);
    expect(await t.storage.exists(fileKey)).toBe(true);
    expect((await deleteDocuments('00000000-0000-4000-8000-000000000000', bearer(owner))).statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it("removes its delivered and cancelled orders' documents at once, the same way", async () => {
    const email = 'leaving.now@example.com';
    const token = await signUpCustomer(t.app, email);
    const { order, fileKey } = await orderAs(bearer(token), email);
    const translatedKey = await complete(order.orderId);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(token),
      payload: { password: 'customer-password' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.storage.exists(fileKey)).toBe(false);
    expect(await t.storage.exists(translatedKey)).toBe(false);
    const staffView = await readOrder(order.orderId, bearer(adminToken));
    expect(staffView.documentsDeletedAt).not.toBeNull();
    expect(staffView.files.every((file) => file.deletedAt === staffView.documentsDeletedAt)).toBe(true);
    const entries = (await auditOf(order.orderId)).filter((event) => event.action === 'documents_deleted');
    expect(entries.map((event) => [event.actorRole, event.detail.reason])).toEqual([['customer', 'account_deleted']]);
  });
});
