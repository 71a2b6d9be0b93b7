import { randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { TOrder, TOrderFile } from '@sello/shared/order-schemas';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import type { TStorage } from '../src/storage/storage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import {
  createFileQuote,
  customerInfo,
  fileLinkPattern,
  followLink,
  putUpload,
  tamperSignature,
  uploadFile,
  words,
} from './helpers/journey.ts';
import { deferred } from './helpers/wait.ts';

/** A unique tag a person's name may carry (names are letters only). */
const letterTag = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

const PUBLIC_URL = 'https://sello.test';

/**
 * Bytes the app has read from storage through openRead, and a signal for the first time a stream it reads had to
 * stop because what follows it was full (or ended first).
 */
const storageReads = { bytes: 0, stalled: deferred() };
/** A few chunks (64 KB each from a file or S3) in each stream between storage and the response. */
const AHEAD_LIMIT = 2 * 1024 * 1024;
const meterReads = (storage: TStorage): TStorage => ({
  ...storage,
  openRead: async (fileKey) => {
    const source = await storage.openRead(fileKey);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        storageReads.bytes += chunk.length;
        callback(null, chunk);
      },
    });
    // `pipe` pauses the source when the counter refuses more: backpressure reached storage.
    source.on('pause', () => {
      if (counter.writableNeedDrain) storageReads.stalled.resolve();
    });
    source.on('end', () => storageReads.stalled.resolve());
    return pipeline(source, counter, () => undefined);
  },
});
let t: TTestApp;
let adminToken: string;
let ownerToken: string;
let strangerToken: string;

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL }, wrapStorage: meterReads });
  await ensureFirstAdmin({
    db: t.db,
    adminEmail: 'boss@sello.test',
    adminPassword: 'boss-password',
    fallbackDomain: 'x',
  });
  await t.db
    .updateTable('users')
    .set({ first_name: 'Bea', last_name: 'Boss' })
    .where('email', '=', 'boss@sello.test')
    .execute();
  const signin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'boss@sello.test', password: 'boss-password' },
  });
  adminToken = signin.json().tokens.accessToken;
  const signup = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'long-enough-1', firstName: 'Some', lastName: 'One' },
      })
    ).json().tokens.accessToken as string;
  ownerToken = await signup('owner@example.com');
  strangerToken = await signup('stranger@example.com');
});
afterAll(() => t.close());

type TSource = { filename: string; body: Buffer | string };

/** A real order through the public API: upload → quote → submit. */
const newOrder = async ({
  sources = [{ filename: 'birth-certificate.txt', body: words(300) }],
  customer = {},
  token,
}: {
  sources?: TSource[];
  customer?: Partial<typeof customerInfo>;
  token?: string;
} = {}) => {
  const keys: string[] = [];
  for (const source of sources) {
    keys.push((await uploadFile(t.app, { ...source, contentType: 'text/plain' })).fileKey);
  }
  const quote = await createFileQuote(t.app, keys);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo: { ...customerInfo, ...customer } },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().order as TOrder), sourceKeys: keys };
};

/** Presigns a TRANSLATED upload for the order as the admin and PUTs its bytes; returns the key. */
const uploadTranslated = async (
  orderId: string,
  filename = 'translation.txt',
  body = 'Texto traducido',
  put = true,
) => {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: asAdmin(),
    payload: {
      files: [{ filename, contentType: 'text/plain', size: Buffer.byteLength(body) }],
      fileType: 'TRANSLATED',
      orderId,
    },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  if (put) await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from(body) });
  return upload.fileKey as string;
};

const detail = async (orderId: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: asAdmin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};

const list = (query: string) => t.app.inject({ url: `/api/admin/orders?${query}`, headers: asAdmin() });

const complete = (orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/complete`, headers: asAdmin(), payload });

/** A fixture: puts the order in a status directly, not through the lifecycle. */
const placeIn = (orderId: string, status: string) =>
  t.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();

const setStatus = (orderId: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, headers: asAdmin(), payload: { status } });

const completionEmails = (orderId: string) =>
  t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-completed:${orderId}`).execute();

describe('GET /api/admin/orders', () => {
  it('searches by order number, customer name or email and source file name, newest first', async () => {
    const tag = letterTag();
    const first = await newOrder({
      customer: { email: `maria.${tag}@example.com`, firstName: 'María', lastName: `Lopez${tag}` },
      sources: [{ filename: `contract-${tag}.txt`, body: words(50) }],
    });
    const second = await newOrder({ customer: { email: `paul.${tag}@example.com`, lastName: `Other${tag}` } });

    const byEmail = (await list(`q=${encodeURIComponent(`MARIA.${tag}@EXAMPLE`)}`)).json();
    expect(byEmail.orders.map((order: { orderId: string }) => order.orderId)).toEqual([first.orderId]);
    expect(byEmail.count).toBe(1);
    expect(byEmail.orders[0]).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'PENDING',
      customerInfo: { firstName: 'María', lastName: `Lopez${tag}`, email: `maria.${tag}@example.com` },
      totalPages: first.totalPages,
      totalWords: first.totalWords,
      orderDate: first.orderDate,
      sourceFileCount: 1,
      translatedFileCount: 0,
    });
    const byName = (await list(`q=${encodeURIComponent(`maría lopez${tag}`)}`)).json();
    expect(byName.orders.map((order: { orderId: string }) => order.orderId)).toEqual([first.orderId]);
    const byFile = (await list(`q=contract-${tag}`)).json();
    expect(byFile.orders.map((order: { orderId: string }) => order.orderId)).toEqual([first.orderId]);
    const byNumber = (await list(`q=${second.orderNumber.toLowerCase()}`)).json();
    expect(byNumber.orders.map((order: { orderId: string }) => order.orderId)).toEqual([second.orderId]);
    const both = (await list(`q=${tag}`)).json();
    expect(both.orders.map((order: { orderId: string }) => order.orderId)).toEqual([second.orderId, first.orderId]);
    // Matched by several fields (the first also by its file), each order is counted once.
    expect(both.count).toBe(2);
    // Wildcards are matched literally.
    expect((await list(`q=${encodeURIComponent('%')}`)).json().count).toBe(0);
    expect((await list('q=nothing-matches-this')).json()).toMatchObject({ orders: [], count: 0 });
  });

  it('filters by status (Completed includes Delivered) and active, and pages on the server', async () => {
    const tag = letterTag();
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await newOrder({ customer: { lastName: `Page${tag}` } }));
    const [a, b, c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    await placeIn(a.orderId, 'COMPLETED');
    await placeIn(b.orderId, 'DELIVERED');
    await setStatus(c.orderId, 'IN_PROGRESS');

    const completed = (await list(`q=Page${tag}&status=COMPLETED`)).json();
    expect(completed.orders.map((order: { orderId: string }) => order.orderId).sort()).toEqual(
      [a.orderId, b.orderId].sort(),
    );
    const delivered = (await list(`q=Page${tag}&status=DELIVERED`)).json();
    expect(delivered.orders.map((order: { orderId: string }) => order.orderId)).toEqual([b.orderId]);
    const active = (await list(`q=Page${tag}&active=true`)).json();
    expect(active.orders.map((order: { orderId: string }) => order.orderId)).toEqual([c.orderId]);

    const page1 = (await list(`q=Page${tag}&limit=2&offset=0`)).json();
    const page2 = (await list(`q=Page${tag}&limit=2&offset=2`)).json();
    expect(page1).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(page1.orders.map((order: { orderId: string }) => order.orderId)).toEqual([c.orderId, b.orderId]);
    expect(page2.orders.map((order: { orderId: string }) => order.orderId)).toEqual([a.orderId]);
    // A page past the end still reports the total.
    expect((await list(`q=Page${tag}&limit=2&offset=4`)).json()).toMatchObject({ orders: [], count: 3, offset: 4 });
    expect((await list('q=nothing-matches-this&offset=20')).json()).toMatchObject({ orders: [], count: 0 });
    expect((await list('offset=1000000')).json()).toMatchObject({ orders: [], count: (await list('')).json().count });
    expect((await list('')).json().limit).toBe(50);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=500', 'limit: must be at most 200'],
    ['offset=-1', 'offset: must be 0 or more'],
    ['status=DONE', 'status: status must be one of PENDING, PAID, IN_PROGRESS, COMPLETED, DELIVERED, CANCELLED'],
    ['active=maybe', "active: must be 'true' or 'false'"],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'BAD_REQUEST', reason: 'validation' });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the customer unmasked, the analysed source files and who changed what', async () => {
    const order = await newOrder({ customer: { firstName: 'Olga', company: 'Acme' }, token: ownerToken });
    await setStatus(order.orderId, 'IN_PROGRESS');
    const view = await detail(order.orderId);
    expect(view).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'IN_PROGRESS',
      // A signed-in customer orders under their account's name and email.
      customerInfo: {
        firstName: 'Some',
        email: 'owner@example.com',
        phone: customerInfo.phone,
        company: 'Acme',
        address: customerInfo.address,
        zipCode: customerInfo.zipCode,
        country: 'United States',
      },
      translatedFiles: [],
      completionEmailedAt: null,
    });
    expect(view.sourceFiles).toEqual([
      expect.objectContaining({
        filename: 'birth-certificate.txt',
        pages: 2,
        wordCount: 300,
        contentType: 'text/plain',
        analysis: expect.objectContaining({ method: 'text', estimated: false }),
      }),
    ]);
    expect(view.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'PENDING',
        actor: 'customer',
        by: { name: 'Some One', email: 'owner@example.com' },
      }),
      expect.objectContaining({
        fromStatus: 'PENDING',
        toStatus: 'IN_PROGRESS',
        actor: 'admin',
        by: { name: 'Bea Boss', email: 'boss@sello.test' },
      }),
    ]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = await t.app.inject({
      url: '/api/admin/orders/11111111-1111-4111-8111-111111111111',
      headers: asAdmin(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    const malformed = await t.app.inject({ url: '/api/admin/orders/not-an-id', headers: asAdmin() });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/orders/:id/status', () => {
  it('makes the changes the lifecycle allows staff, records each with the acting admin, and ignores a non-change', async () => {
    const order = await newOrder();
    expect((await setStatus(order.orderId, 'IN_PROGRESS')).json().order.status).toBe('IN_PROGRESS');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      headers: asAdmin(),
      payload: { reason: 'Customer asked' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reopened = await setStatus(order.orderId, 'PENDING');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().order.status).toBe('PENDING');
    const again = await setStatus(order.orderId, 'PENDING');
    expect(again.statusCode).toBe(200);
    const refused = await setStatus(order.orderId, 'DELIVERED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'An order that is pending cannot be moved to delivered this way. It can be moved to in progress.',
      code: 'CONFLICT',
      allowed: ['IN_PROGRESS'],
    });
    const history = (await detail(order.orderId)).history;
    expect(history.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'CANCELLED',
      'PENDING',
    ]);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'CANCELLED', actor: 'admin', by: { email: 'boss@sello.test' } });
    // The public timeline shows the same real dates.
    const publicView = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    expect(publicView.events).toHaveLength(4);
  });

  it('refuses unknown statuses, missing bodies and unknown orders', async () => {
    const order = await newOrder();
    const bad = await setStatus(order.orderId, 'SHIPPED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'status: status must be one of PENDING, PAID, IN_PROGRESS, COMPLETED, DELIVERED, CANCELLED',
    );
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: asAdmin(),
    });
    expect(empty.statusCode).toBe(400);
    const missing = await setStatus('11111111-1111-4111-8111-111111111111', 'PAID');
    expect(missing.statusCode).toBe(404);
  });
});

describe('translated files', () => {
  it('attaches uploaded translations, lists them, and removes one before completion', async () => {
    const order = await newOrder();
    const one = await uploadTranslated(order.orderId, 'certificate-es.txt', 'Certificado');
    const two = await uploadTranslated(order.orderId, 'letter-es.txt', 'Carta');
    // Uploaded but not attached: not part of the order yet, for the admin or the client.
    expect((await detail(order.orderId)).translatedFiles).toEqual([]);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/translated-files`,
      headers: asAdmin(),
      payload: { files: [one, two, one] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.translatedFiles.map((file: { filename: string }) => file.filename)).toEqual([
      'certificate-es.txt',
      'letter-es.txt',
    ]);
    expect((await list(`q=${order.orderNumber}`)).json().orders[0].translatedFileCount).toBe(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.orderId}/translated-files/${two}`,
      headers: asAdmin(),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().order.translatedFiles.map((file: { fileKey: string }) => file.fileKey)).toEqual([one]);
    const row = await t.db.selectFrom('files').select(['status']).where('file_key', '=', two).executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
    expect(await t.storage.exists(two)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.orderId}/translated-files/${two}`,
      headers: asAdmin(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses files that are not finished translated uploads of this order', async () => {
    const order = await newOrder();
    const other = await newOrder();
    const pending = await uploadTranslated(order.orderId, 'half.txt', 'x', false);
    const foreign = await uploadTranslated(other.orderId, 'other.txt', 'y');
    const attach = (files: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/translated-files`,
        headers: asAdmin(),
        payload: { files },
      });
    const notUploaded = await attach([pending]);
    expect(notUploaded.statusCode).toBe(409);
    expect(notUploaded.json().error).toBe('half.txt has not finished uploading. Please upload it again.');
    for (const key of [foreign, order.sourceKeys[0] as string, '0123456789abcdefghijklmnop']) {
      const res = await attach([key]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`File ${key} is not a translated document uploaded for this order.`);
    }
    expect((await attach([])).json().error).toBe('files: Choose at least one file');
    expect((await attach(['../../etc/passwd'])).statusCode).toBe(400);
    expect((await detail(order.orderId)).translatedFiles).toEqual([]);
  });
});

describe('POST /api/admin/orders/:id/complete', () => {
  it('attaches the files, completes, records the event and emails the client exactly once', async () => {
    const order = await newOrder({ customer: { email: 'client.done@example.com', firstName: 'Clara' } });
    const keys = [
      await uploadTranslated(order.orderId, 'a-es.txt', 'uno'),
      await uploadTranslated(order.orderId, 'b-es.txt', 'dos'),
    ];
    const message = 'Dear Clara,\n\nYour documents are ready.\n\nBest regards';
    const first = await complete(order.orderId, { translatedFileKeys: keys, message });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ emailQueued: true, order: { status: 'COMPLETED' } });
    expect(first.json().order.translatedFiles).toHaveLength(2);
    expect(first.json().order.completionEmailedAt).toEqual(expect.any(String));

    // A retry (say, after a lost response) changes nothing and sends nothing.
    const retry = await complete(order.orderId, { translatedFileKeys: keys, message: 'Different text' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ emailQueued: false, order: { status: 'COMPLETED' } });

    const emails = await completionEmails(order.orderId);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ template: 'order-completed', to_address: 'client.done@example.com' });
    expect(email?.subject).toContain(order.orderNumber);
    expect(email?.text_body).toContain('> Your documents are ready.');
    expect(email?.text_body).not.toContain('Different text');
    expect(email?.text_body).toContain(`${PUBLIC_URL}/orders/${order.orderId}`);
    expect(email?.text_body).toContain('Translated documents: 2 documents (TXT)');
    expect(email?.text_body).not.toContain('a-es.txt');
    expect(email?.html_body).toContain(`${PUBLIC_URL}/orders/${order.orderId}`);

    const history = (await detail(order.orderId)).history;
    const completions = history.filter((event: { toStatus: string }) => event.toStatus === 'COMPLETED');
    expect(completions).toEqual([
      expect.objectContaining({
        fromStatus: 'PENDING',
        actor: 'admin',
        by: { name: 'Bea Boss', email: 'boss@sello.test' },
        note: 'Completed; 2 translated documents sent to the client',
      }),
    ]);

    // The client's order page now lists the delivered files; the delivery can no longer change.
    const publicView = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    const delivered = publicView.files.filter((file: TOrderFile) => file.fileType === 'TRANSLATED');
    expect(delivered.map((file: TOrderFile) => file.filename)).toEqual(['a-es.txt', 'b-es.txt']);
    // Each delivered file carries its signed download route; the sources do not (they need the owner's sign-in).
    expect(publicView.files.filter((file: TOrderFile) => file.downloadUrl !== undefined)).toHaveLength(2);
    const [one, two] = delivered as TOrderFile[];
    if (!one?.downloadUrl || !two?.downloadUrl) throw new Error('both delivered files have a downloadUrl');
    expect(one.downloadUrl).toMatch(
      new RegExp(`^/api/orders/${order.orderId}/files/${one.fileKey}/download\\?expires=\\d+&signature=[\\w-]+$`),
    );
    // A link is bound to its file and cannot be altered.
    const swapped = one.downloadUrl.replace(one.fileKey, two.fileKey);
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(403);
    const tampered = tamperSignature(one.downloadUrl);
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const later = one.downloadUrl.replace(/expires=(\d+)/, (_, expires) => `expires=${Number(expires) + 60}`);
    expect((await t.app.inject({ url: later })).statusCode).toBe(403);
    for (const file of [one, two]) {
      const download = await t.app.inject({ url: file.downloadUrl as string });
      expect(download.statusCode, download.body).toBe(302);
      const content = await followLink(t.app, download.headers.location as string);
      expect(content.statusCode).toBe(200);
    }
    // Staff get the plain route: their token authorises it, and their downloads do not count as the delivery.
    const staffView = (await t.app.inject({ url: `/api/orders/${order.orderId}`, headers: asAdmin() })).json().order;
    const staffLinks = staffView.files.flatMap((file: TOrderFile) => (file.downloadUrl ? [file.downloadUrl] : []));
    expect(staffLinks).toEqual([one, two].map((file) => `/api/orders/${order.orderId}/files/${file.fileKey}/download`));
    const late = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.orderId}/translated-files/${keys[0]}`,
      headers: asAdmin(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This order has been completed: its delivered documents can no longer be changed.');
  });

  it('sends one email even when completions race', async () => {
    const order = await newOrder();
    const key = await uploadTranslated(order.orderId);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => complete(order.orderId, { translatedFileKeys: [key], message: 'Ready!' })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(results.filter((res) => res.json().emailQueued)).toHaveLength(1);
    expect(await completionEmails(order.orderId)).toHaveLength(1);
    const events = (await detail(order.orderId)).history.filter(
      (event: { toStatus: string }) => event.toStatus === 'COMPLETED',
    );
    expect(events).toHaveLength(1);
  });

  it('completes without files, and refuses bad input without changing the order', async () => {
    const order = await newOrder();
    const noMessage = await complete(order.orderId, { translatedFileKeys: [], message: '   ' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error).toBe('message: Please write a message to the client');
    const foreign = await complete(order.orderId, {
      translatedFileKeys: [(await newOrder()).sourceKeys[0]],
      message: 'Hi',
    });
    expect(foreign.statusCode).toBe(400);
    expect((await detail(order.orderId)).status).toBe('PENDING');
    expect(await completionEmails(order.orderId)).toHaveLength(0);
    const unknown = await complete('11111111-1111-4111-8111-111111111111', { message: 'Hi' });
    expect(unknown.statusCode).toBe(404);

    const done = await complete(order.orderId, { message: 'Nothing to deliver, all settled.' });
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({ status: 'COMPLETED', translatedFiles: [] });
    expect((await completionEmails(order.orderId))[0]?.text_body).toContain('Translated documents: None attached');
  });
});

describe('GET /api/orders/:id/files/:fileKey/download', () => {
  const download = (orderId: string, fileKey: string, token?: string, format?: string) =>
    t.app.inject({
      url: `/api/orders/${orderId}/files/${fileKey}/download${format ? `?format=${format}` : ''}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('serves source files to staff only, as attachments (the owner has them; a quote id can make anyone the owner)', async () => {
    const body = 'Ünïcödé source – 100% original';
    const order = await newOrder({ sources: [{ filename: 'acta "nacimiento".txt', body }], token: ownerToken });
    const key = order.sourceKeys[0] as string;
    expect((await download(order.orderId, key)).statusCode).toBe(401);
    // Another customer is told the order does not exist: it belongs to an account that is not theirs.
    expect((await download(order.orderId, key, strangerToken)).statusCode).toBe(404);
    const refused = await download(order.orderId, key, ownerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/only our staff can download them/);
    const owner = await download(order.orderId, key, adminToken);
    expect(owner.statusCode).toBe(302);
    expect(owner.headers.location).toMatch(fileLinkPattern(t.storage, key));
    const file = await followLink(t.app, owner.headers.location as string);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(body))).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="acta nacimiento.txt"; filename*=UTF-8''acta%20nacimiento.txt`,
    );
    // A bucket sends only the headers a presigned URL can set; it stores the content type checked at upload.
    if (t.storage.kind === 'local') expect(file.headers['x-content-type-options']).toBe('nosniff');
    const json = await download(order.orderId, key, adminToken, 'json');
    expect(json.statusCode).toBe(200);
    expect(json.json().downloadUrl).toMatch(fileLinkPattern(t.storage, key));

    // The API's own file route checks its signature (a bucket checks its presigned URLs itself; s3rver does not).
    if (t.storage.kind === 'local') {
      const tampered = await t.app.inject({
        url: tamperSignature(owner.headers.location as string),
      });
      expect(tampered.statusCode).toBe(403);
    }
  });

  it('serves translated files once completed, and the first client download marks the order DELIVERED', async () => {
    const order = await newOrder();
    const key = await uploadTranslated(order.orderId, 'final-es.txt', 'Traducción final');
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/translated-files`,
      headers: asAdmin(),
      payload: { files: [key] },
    });
    expect(attach.statusCode).toBe(200);
    const early = await download(order.orderId, key);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('The translated documents can be downloaded once the order is completed.');
    // An admin may check the file at any time, which never counts as a delivery.
    expect((await download(order.orderId, key, adminToken)).statusCode).toBe(302);

    await complete(order.orderId, { message: 'Ready' });
    expect((await download(order.orderId, key, adminToken)).statusCode).toBe(302);
    expect((await detail(order.orderId)).status).toBe('COMPLETED');

    const first = await download(order.orderId, key);
    expect(first.statusCode).toBe(302);
    const file = await followLink(t.app, first.headers.location as string);
    expect(file.rawPayload.toString()).toBe('Traducción final');
    expect(file.headers['content-disposition']).toContain('filename="final-es.txt"');
    expect((await download(order.orderId, key)).statusCode).toBe(302);

    const view = await detail(order.orderId);
    expect(view.status).toBe('DELIVERED');
    const deliveries = view.history.filter((event: { toStatus: string }) => event.toStatus === 'DELIVERED');
    expect(deliveries).toEqual([
      expect.objectContaining({
        fromStatus: 'COMPLETED',
        actor: 'customer',
        note: 'First download of the translated documents',
      }),
    ]);
  });

  it('answers 404 for unknown orders, files of other orders and unattached uploads', async () => {
    const order = await newOrder();
    const other = await newOrder();
    const loose = await uploadTranslated(order.orderId);
    await complete(order.orderId, { message: 'Done' });
    for (const [orderId, key] of [
      ['11111111-1111-4111-8111-111111111111', order.sourceKeys[0]],
      [order.orderId, other.sourceKeys[0]],
      [order.orderId, loose],
      [order.orderId, 'not-a-key'],
    ] as const) {
      const res = await download(orderId, key as string, adminToken);
      expect(res.statusCode, `${orderId} ${key}`).toBe(404);
    }
  });
});

describe('POST /api/admin/orders/:id/zip', () => {
  it('streams order-{number}.zip with exactly the source files, byte-identical', async () => {
    const binary = randomBytes(4096).toString('latin1');
    const sources = [
      { filename: 'passport.txt', body: 'Passport number X1234567' },
      { filename: 'diploma.txt', body: `Diploma ${'é'.repeat(100)}` },
      { filename: 'passport.txt', body: `${words(40)}${binary.replace(/[^\x20-\x7e]/g, 'a')}` },
    ];
    const order = await newOrder({ sources });
    // A translated file of the same order is not part of the archive.
    await uploadTranslated(order.orderId, 'translation.txt');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/zip`,
      headers: asAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { downloadUrl, filename } = res.json();
    expect(filename).toBe(`order-${order.orderNumber}.zip`);
    expect(downloadUrl).toMatch(
      new RegExp(`^/api/orders/${order.orderId}/source-files\\.zip\\?expires=\\d+&signature=`),
    );

    const zip = await t.app.inject({ url: downloadUrl });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(`filename="order-${order.orderNumber}.zip"`);
    expect(zip.headers['x-content-type-options']).toBe('nosniff');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['diploma.txt', 'passport (2).txt', 'passport.txt']);
    expect(Buffer.from(entries['passport.txt'] as Uint8Array).equals(Buffer.from(sources[0]?.body as string))).toBe(
      true,
    );
    expect(Buffer.from(entries['diploma.txt'] as Uint8Array).equals(Buffer.from(sources[1]?.body as string))).toBe(
      true,
    );
    expect(Buffer.from(entries['passport (2).txt'] as Uint8Array).equals(Buffer.from(sources[2]?.body as string))).toBe(
      true,
    );

    // The link is signed for this order only.
    const otherOrder = await newOrder();
    expect((await t.app.inject({ url: downloadUrl.replace(order.orderId, otherOrder.orderId) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${order.orderId}/source-files.zip` })).statusCode).toBe(400);
  });

  it('answers 404 for unknown orders and 409 for an order without source files', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/11111111-1111-4111-8111-111111111111/zip',
      headers: asAdmin(),
    });
    expect(unknown.statusCode).toBe(404);
    const order = await newOrder();
    await t.db.updateTable('files').set({ status: 'deleted' }).where('order_id', '=', order.orderId).execute();
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/zip`,
      headers: asAdmin(),
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe('This order has no source documents to download.');
  });

  it('streams a large order with backpressure: storage is read only a few chunks ahead of the client', {
    timeout: 120_000,
  }, async () => {
    const order = await newOrder();
    const key = order.sourceKeys[0] as string;
    // Replace the stored upload with 64 MB (written in 1 MB chunks, never held in memory at once).
    const size = 64 * 1024 * 1024;
    let crc = 0;
    const chunks = async function* () {
      for (let written = 0; written < size; written += 1024 * 1024) {
        const chunk = randomBytes(1024 * 1024);
        crc = crc32(chunk, crc);
        yield chunk;
      }
    };
    await t.storage.write(key, Readable.from(chunks()), size);
    await t.db.updateTable('files').set({ size }).where('file_key', '=', key).execute();
    const { downloadUrl } = (
      await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderId}/zip`, headers: asAdmin() })
    ).json();

    storageReads.bytes = 0;
    storageReads.stalled = deferred();
    // The response as a stream the test reads at its own pace: no socket in between, so every byte read from storage
    // and not yet received is held by the app. Whatever the machine's speed, that stays within its streams' buffers.
    const response = await t.app.inject({ url: downloadUrl, payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    const body = response.stream();
    // Before the client reads anything, the app must stop reading storage once its buffers are full (not read on).
    await storageReads.stalled.promise;
    expect(storageReads.bytes).toBeLessThan(AHEAD_LIMIT);
    let received = 0;
    let ahead = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.length;
      ahead = Math.max(ahead, storageReads.bytes - received);
      tail = Buffer.concat([tail, chunk.subarray(-8192)]).subarray(-8192);
    }
    expect(storageReads.bytes).toBe(size);
    expect(ahead).toBeLessThan(AHEAD_LIMIT);
    expect(received).toBeGreaterThan(size);
    expect(received).toBeLessThan(size + 4096);
    // The central directory records the entry's CRC-32 and size: the bytes are the upload's, unchanged.
    const central = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(central).toBeGreaterThanOrEqual(0);
    expect(tail.readUInt32LE(central + 16)).toBe(crc >>> 0);
    expect(tail.readUInt32LE(central + 24)).toBe(size);
  });
});
