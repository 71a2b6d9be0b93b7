import type { TAuditEvent } from '@sello/shared/audit-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let ownerToken: string;
let managerToken: string;
let managerId: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asOwner = () => bearer(ownerToken);
const asManager = () => bearer(managerToken);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

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
  // A project manager: an account given the role, as accepting an invitation does.
  managerToken = await signUpCustomer(t.app, 'pm@sello.test');
  await t.db
    .updateTable('users')
    .set({ staff_role: 'project_manager', first_name: 'Pat', last_name: 'Manager' })
    .where('email', '=', 'pm@sello.test')
    .execute();
  managerId = await userId('pm@sello.test');
});
afterAll(() => t.close());

/** A real sworn order through the public API: upload → quote → submit (600 words: 3 pages). */
const newOrder = async (filename = 'birth-certificate.txt'): Promise<TOrder & { sourceKey: string }> => {
  const { fileKey } = await uploadFile(t.app, { filename, contentType: 'text/plain', body: words(600) });
  const quote = await createFileQuote(t.app, [fileKey], { sourceLanguage: 'spanish', targetLanguage: 'english' });
  return { ...(await placeOrder(t.app, quote.quoteId, { serviceType: 'sworn' })), sourceKey: fileKey };
};

const auditPage = async (orderId: string, token = ownerToken, page = 1) => {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/audit?page=${page}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: TAuditEvent[]; total: number; page: number; pageSize: number };
};

/** The order's trail, oldest first, without the entries placing the order made. */
const trail = async (orderId: string) => (await auditPage(orderId)).events.reverse();

const fileId = async (fileKey: string) =>
  (await t.db.selectFrom('files').select('id').where('file_key', '=', fileKey).executeTakeFirstOrThrow()).id;

const sendOfficialQuote = async (order: TOrder & { sourceKey: string }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderId}/official-quote`,
    headers: asOwner(),
    payload: { files: [{ fileKey: order.sourceKey, pages: 3, wordCount: 600 }], deliveryDate: inDays(4) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().officialQuote as { officialQuoteId: string; version: number };
};

describe('GET /api/admin/orders/:id/audit', () => {
  it('records each status change with who made it, their name and role at the time, newest first', async () => {
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: asManager(),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await auditPage(order.orderId, managerToken);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.events).toEqual([
      {
        id: expect.any(String),
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        action: 'status_changed',
        actorRole: 'project_manager',
        actorName: 'Pat Manager',
        fileId: null,
        fileName: null,
        detail: { from: 'PENDING', to: 'IN_PROGRESS' },
        createdAt: expect.any(String),
      },
    ]);
    // The role is the one held then: a later change of role does not rewrite the trail.
    await t.db.updateTable('users').set({ staff_role: 'owner' }).where('id', '=', managerId).execute();
    expect((await auditPage(order.orderId)).events[0]?.actorRole).toBe('project_manager');
    await t.db.updateTable('users').set({ staff_role: 'project_manager' }).where('id', '=', managerId).execute();
  });

  it('pages newest first, and answers 404 for unknown orders and 400 for a bad page', async () => {
    const order = await newOrder();
    const downloadSource = () =>
      t.app.inject({ url: `/api/orders/${order.orderId}/files/${order.sourceKey}/download`, headers: asOwner() });
    for (let n = 0; n < 50; n += 1) await downloadSource();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: asOwner(),
      payload: { status: 'IN_PROGRESS' },
    });
    const first = await auditPage(order.orderId);
    expect(first).toMatchObject({ total: 51, page: 1, pageSize: 50 });
    expect(first.events[0]?.action).toBe('status_changed');
    const second = await auditPage(order.orderId, ownerToken, 2);
    expect(second.events.map((event) => event.action)).toEqual(['document_downloaded']);
    expect(new Set([...first.events, ...second.events].map((event) => event.id)).size).toBe(51);
    const unknown = await t.app.inject({
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/audit',
      headers: asOwner(),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/admin/orders/${order.orderId}/audit?page=0`, headers: asOwner() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('The page must be a whole number from 1.');
  });
});

describe('what is recorded', () => {
  it("staff downloading, previewing or zipping a customer's documents, when the link is issued", async () => {
    const order = await newOrder();
    const sourceId = await fileId(order.sourceKey);
    const download = await t.app.inject({
      url: `/api/orders/${order.orderId}/files/${order.sourceKey}/download?format=json`,
      headers: asManager(),
    });
    expect(download.statusCode, download.body).toBe(200);
    // A fixture: the preview link is for photos and scans; the stored file is said to be one (its bytes are not read).
    await t.db.updateTable('files').set({ content_type: 'image/jpeg' }).where('id', '=', sourceId).execute();
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/files/${order.sourceKey}/preview`,
      headers: asOwner(),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const zip = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/zip`,
      headers: asOwner(),
    });
    expect(zip.statusCode, zip.body).toBe(200);

    expect(
      (await trail(order.orderId)).map(({ action, actorRole, actorName, fileId, fileName, detail }) => ({
        action,
        actorRole,
        actorName,
        fileId,
        fileName,
        detail,
      })),
    ).toEqual([
      {
        action: 'document_downloaded',
        actorRole: 'project_manager',
        actorName: 'Pat Manager',
        fileId: sourceId,
        fileName: 'birth-certificate.txt',
        detail: {},
      },
      {
        action: 'document_opened',
        actorRole: 'owner',
        actorName: 'Olive Owner',
        fileId: sourceId,
        fileName: 'birth-certificate.txt',
        detail: {},
      },
      {
        action: 'document_downloaded',
        actorRole: 'owner',
        actorName: 'Olive Owner',
        fileId: null,
        fileName: null,
        detail: { archive: `order-${order.orderNumber}.zip`, documents: 1 },
      },
    ]);
  });

  it('the official quote, a payment and a refund, with the amounts in cents', async () => {
    const order = await newOrder();
    const sent = await sendOfficialQuote(order);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/payments`,
      headers: asOwner(),
      payload: { amount: 120, method: 'bank_transfer', reference: 'WIRE-1' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().payment.paymentId as string;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: asOwner(),
      payload: { amount: 20, reason: 'One page was not needed' },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const events = await trail(order.orderId);
    expect(events.map((event) => [event.action, event.actorRole])).toEqual([
      ['official_quote_sent', 'owner'],
      ['payment_recorded', 'owner'],
      ['status_changed', 'owner'],
      ['payment_refunded', 'owner'],
    ]);
    expect(events[0]?.detail).toEqual({ officialQuoteId: sent.officialQuoteId, version: 1, totalCents: 12_000 });
    expect(events[1]?.detail).toEqual({
      paymentId,
      amountCents: 12_000,
      provider: 'manual',
      method: 'bank_transfer',
      flagged: false,
    });
    expect(events[2]?.detail).toMatchObject({ from: 'PENDING', to: 'PAID' });
    expect(events[3]?.detail).toEqual({
      paymentId: refund.json().payment.paymentId,
      amountCents: 2000,
      provider: 'manual',
    });
  });

  it('translations attached and the delivery; the customer downloading is not staff access', async () => {
    const order = await newOrder();
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      headers: asOwner(),
      payload: {
        files: [{ filename: 'acta-es.txt', contentType: 'text/plain', size: 9 }],
        fileType: 'TRANSLATED',
        orderId: order.orderId,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from('Traducido') });
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/translated-files`,
      headers: asManager(),
      payload: { files: [upload.fileKey] },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/complete`,
      headers: asManager(),
      payload: { message: 'Ready' },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const publicView = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    const delivered = publicView.files.find((file) => file.fileKey === upload.fileKey);
    expect((await t.app.inject({ url: delivered?.downloadUrl as string })).statusCode).toBe(302);

    const events = await trail(order.orderId);
    expect(events.map((event) => [event.action, event.actorRole, event.fileName])).toEqual([
      ['translations_attached', 'project_manager', 'acta-es.txt'],
      ['status_changed', 'project_manager', null],
      ['delivered', 'project_manager', null],
      ['status_changed', 'customer', null],
    ]);
    expect(events[2]?.detail).toEqual({ documents: 1 });
    expect(events[3]?.detail).toEqual({
      from: 'COMPLETED',
      to: 'DELIVERED',
      note: 'First download of the translated documents',
    });
  });
});

describe("the customer's views", () => {
  it('show the status steps only: the audit never reaches the order page or tracking', async () => {
    const order = await newOrder();
    await t.app.inject({ url: `/api/orders/${order.orderId}/files/${order.sourceKey}/download`, headers: asOwner() });
    await sendOfficialQuote(order);
    expect((await auditPage(order.orderId)).total).toBe(2);
    const page = await t.app.inject({ url: `/api/orders/${order.orderId}` });
    const tracking = await t.app.inject({
      url: `/api/orders/track?q=${order.orderNumber}`,
    });
    for (const res of [page, tracking]) {
      expect(res.statusCode, res.body).toBe(200);
      for (const leak of ['document_downloaded', 'official_quote_sent', 'Olive', 'audit']) {
        expect(res.body).not.toContain(leak);
      }
    }
    expect(page.json().order.events).toEqual([{ status: 'PENDING', at: expect.any(String) }]);
  });
});

describe('GET /api/admin/audit/export', () => {
  const exportCsv = (token: string, query: string) =>
    t.app.inject({ url: `/api/admin/audit/export?${query}`, headers: bearer(token) });

  it('is the owner’s: a project manager gets 403', async () => {
    const res = await exportCsv(managerToken, `from=${today()}&to=${today()}`);
    expect(res.statusCode).toBe(403);
  });

  it('streams the range as CSV with a file name, cells safe from spreadsheet formulas', async () => {
    const order = await newOrder('=SUM(A1+A2).txt');
    await t.app.inject({ url: `/api/orders/${order.orderId}/files/${order.sourceKey}/download`, headers: asOwner() });
    const res = await exportCsv(ownerToken, `from=${today()}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="audit-${today()}-to-${today()}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Order","Action","Actor role","Actor","Document","Details","Entry id"');
    const line = lines.find((candidate) => candidate.includes(order.orderNumber) && candidate.includes('SUM'));
    expect(line).toMatch(
      new RegExp(
        `^"\\d{4}-\\d\\d-\\d\\dT[^"]+Z","${order.orderNumber}","Document downloaded","Owner","Olive Owner","'=SUM\\(A1\\+A2\\)\\.txt","","[0-9a-f-]{36}"$`,
      ),
    );
    // Nothing outside the range.
    const before = await exportCsv(ownerToken, 'from=2001-01-01&to=2001-01-31');
    expect(
      before.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('refuses a missing, malformed or reversed range', async () => {
    for (const [query, message] of [
      ['from=2026-01-01', 'Give the date as YYYY-MM-DD.'],
      ['from=2026-13-01&to=2026-01-02', 'Give the date as YYYY-MM-DD.'],
      ['from=2026-02-01&to=2026-01-01', 'The start date must not be after the end date.'],
    ] as const) {
      const res = await exportCsv(ownerToken, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(message);
    }
  });
});
