import net from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import { STORAGE_UNREACHABLE_MESSAGE } from '../src/storage/storage-outage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, fileStatus, putUpload, words } from './helpers/journey.ts';
import { createBucket, S3RVER_KEY, startS3rver, type TS3Server } from './helpers/s3rver.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';
import { startTcpGate, type TTcpGate } from './helpers/tcp-gate.ts';

// The bucket cut off (issue 33): the app reaches s3rver through a TCP gate; cut, every connection is reset and new
// ones refused. The browser's own PUTs go straight to s3rver, as they would to a bucket the API cannot reach.
const BUCKET = 'outage';
const s3Env = (endpoint: string) => ({
  STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: S3RVER_KEY,
  S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  S3_FORCE_PATH_STYLE: 'true',
});

let s3: TS3Server;
let gate: TTcpGate;
let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  s3 = await startS3rver();
  gate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  await createBucket(s3.endpoint, BUCKET);
  t = await buildTestApp({ env: s3Env(`http://127.0.0.1:${gate.port}`) });
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  await gate?.close();
  await s3?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const body = Buffer.from(words(100));

const presign = (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers,
    payload: { files: [{ filename: 'letter.txt', contentType: 'text/plain', size: body.length }], ...extra },
  });

/** Presigns and PUTs straight to s3rver (the browser's side), whatever the gate. */
const upload = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await presign(extra, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { fileKey, uploadUrl } = res.json().uploads[0] as { fileKey: string; uploadUrl: string };
  const direct = new URL(uploadUrl);
  direct.port = new URL(s3.endpoint).port;
  await putUpload(t.app, direct.toString(), { contentType: 'text/plain', body });
  return fileKey;
};

const analyze = (fileKey: string) =>
  t.app.inject({ method: 'POST', url: '/api/analyze/document', payload: { fileKey, filename: 'x', size: 1 } });

const expectOutage = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json()).toEqual({ error: STORAGE_UNREACHABLE_MESSAGE, code: 'UNAVAILABLE' });
};

const bucketKeys = async () => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  try {
    return ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(({ Key }) => Key);
  } finally {
    client.destroy();
  }
};

const countRows = async (table: 'files' | 'audit_events') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the bucket unreachable', () => {
  it('answers 503 with Retry-After and a message where files are needed, quotes by manual estimate go on', async () => {
    // Before the outage: an order with a source file, and a translation PUT but not yet confirmed.
    const source = await upload();
    const quote = await createFileQuote(t.app, [source]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().order.orderId as string;
    const pending = await upload();
    const translated = await upload({ fileType: 'TRANSLATED', orderId }, asAdmin());
    const zipLink = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/zip`, headers: asAdmin() });

    gate.cut();
    try {
      const files = await countRows('files');
      const audits = await countRows('audit_events');
      // Uploading: refused before a URL is handed out (no pending row left behind); a PUT file cannot be checked.
      expectOutage(await presign());
      expectOutage(await analyze(pending));
      expect(await fileStatus(t.db, pending)).toBe('pending');
      const filesQuote = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { files: [{ fileKey: pending }], sourceLanguage: 'english', targetLanguage: 'spanish' },
      });
      expectOutage(filesQuote);
      // Downloading: no link to a bucket that cannot serve it, no audit entry for a download that did not happen.
      expectOutage(await t.app.inject({ url: `/api/orders/${orderId}/files/${source}/download`, headers: asAdmin() }));
      expectOutage(await t.app.inject({ url: zipLink.json().downloadUrl }));
      // Staff completing the order with the translation: nothing changes.
      const completed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/complete`,
        headers: asAdmin(),
        payload: { translatedFileKeys: [translated], message: 'Ready.' },
      });
      expectOutage(completed);
      expect(
        (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst())?.status,
      ).not.toBe('COMPLETED');
      expect(await countRows('files')).toBe(files);
      expect(await countRows('audit_events')).toBe(audits);

      const manual = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { manualEstimate: { pages: 3 }, sourceLanguage: 'english', targetLanguage: 'spanish' },
      });
      expect(manual.statusCode, manual.body).toBe(201);
      expect(manual.json().quote).toMatchObject({ totalPages: 3 });
    } finally {
      gate.restore();
    }

    // Back: the same requests succeed, and the upload checked is where every reader looks for it.
    expect((await presign()).statusCode).toBe(200);
    const analysed = await analyze(pending);
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(await fileStatus(t.db, pending)).toBe('uploaded');
    const keys = await bucketKeys();
    expect(keys).toContain(pending);
    expect(keys).not.toContain(`uploads/${pending}`);
    const link = await t.app.inject({ url: `/api/orders/${orderId}/files/${source}/download`, headers: asAdmin() });
    expect(link.statusCode, link.body).toBe(302);
  });

  it('a customer download during the outage does not mark the order delivered', async () => {
    const source = await upload();
    const quote = await createFileQuote(t.app, [source]);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
      })
    ).json().order as { orderId: string };
    const translated = await upload({ fileType: 'TRANSLATED', orderId: order.orderId }, asAdmin());
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/complete`,
      headers: asAdmin(),
      payload: { translatedFileKeys: [translated], message: 'Ready.' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const view = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    const delivered = view.files.find((file: { fileKey: string }) => file.fileKey === translated);

    gate.cut();
    try {
      expectOutage(await t.app.inject({ url: delivered.downloadUrl }));
    } finally {
      gate.restore();
    }
    expect((await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order.status).toBe('COMPLETED');
    expect((await t.app.inject({ url: delivered.downloadUrl })).statusCode).toBe(302);
    expect((await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order.status).toBe('DELIVERED');
  });

  it('a confirmed upload stays confirmed when the bucket goes between the copy and the clean-up', async () => {
    // The checked version is copied and the row marked uploaded; deleting the upload's own key then fails.
    const cut = await buildTestApp({
      env: s3Env(s3.endpoint),
      wrapStorage: (storage) => ({
        ...storage,
        dropUpload: async () => {
          throw new AppError('UNAVAILABLE', STORAGE_UNREACHABLE_MESSAGE, undefined, { retryAfterSeconds: 30 });
        },
      }),
    });
    try {
      const presigned = await cut.app.inject({
        method: 'POST',
        url: '/api/uploads/presigned-url',
        payload: { files: [{ filename: 'letter.txt', contentType: 'text/plain', size: body.length }] },
      });
      const { fileKey, uploadUrl } = presigned.json().uploads[0] as { fileKey: string; uploadUrl: string };
      await putUpload(cut.app, uploadUrl, { contentType: 'text/plain', body });
      const analysed = await cut.app.inject({
        method: 'POST',
        url: '/api/analyze/document',
        payload: { fileKey, filename: 'x', size: 1 },
      });
      expect(analysed.statusCode, analysed.body).toBe(200);
      expect(await fileStatus(cut.db, fileKey)).toBe('uploaded');
      // Left behind, and removed with the file.
      expect(await bucketKeys()).toContain(`uploads/${fileKey}`);
      await cut.storage.remove(fileKey);
      expect(await bucketKeys()).not.toContain(`uploads/${fileKey}`);
    } finally {
      await cut.close();
    }
  });

  it('a bucket that accepts connections and never answers is given up on, not waited for', async () => {
    // A blackhole: connections are accepted and never answered (a firewall dropping replies, a hung proxy).
    const silent = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      silent.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
      secret: 'test-secret',
      maxUploadBytes: 1024 * 1024,
      timeouts: { connectMs: 200, idleMs: 300 },
    });
    try {
      const outage = { code: 'UNAVAILABLE', message: STORAGE_UNREACHABLE_MESSAGE, retryAfterSeconds: 30 };
      await expect(storage.check()).rejects.toMatchObject(outage);
      await expect(storage.confirmUpload('0b7e3c52-5a0e-4a55-9e4e-6b0f3f1f6f39')).rejects.toMatchObject(outage);
    } finally {
      for (const socket of silent) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
