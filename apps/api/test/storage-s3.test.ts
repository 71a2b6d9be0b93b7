import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { deleteDeliveredOrderFiles } from '../src/services/retention/delete-delivered-order-files.ts';
import { deleteUnconvertedUploads } from '../src/services/retention/delete-unconverted-uploads.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, fileStatus, followLink, putUpload, words } from './helpers/journey.ts';
import { S3RVER_KEY, startS3rver, type TS3Server } from './helpers/s3rver.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

// STORAGE=s3 against s3rver on loopback: the browser's PUTs and GETs go to the bucket over HTTP (fetch), the API's
// own routes through inject. s3rver does not check V4 signatures, so what the signature binds is asserted on the URL.
let s3: TS3Server;
let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  s3 = await startS3rver();
  t = await buildTestApp({ env: { STORAGE: 's3', S3_ENDPOINT: s3.endpoint, MAX_UPLOAD_MB: '1' } });
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });

const presign = async (
  file: { filename: string; contentType: string; size: number },
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers,
    payload: { files: [file], ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploads[0] as { fileKey: string; uploadUrl: string };
};

const analyze = (fileKey: string) =>
  t.app.inject({ method: 'POST', url: '/api/analyze/document', payload: { fileKey, filename: 'x', size: 1 } });

/** Every object in the test app's bucket, by key. */
const bucketKeys = async () => {
  const client = new S3Client({
    endpoint: t.env.S3_ENDPOINT,
    region: t.env.S3_REGION ?? '',
    forcePathStyle: true,
    credentials: { accessKeyId: t.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: t.env.S3_SECRET_ACCESS_KEY ?? '' },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: t.env.S3_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key);
  } finally {
    client.destroy();
  }
};

const fileRow = (fileKey: string) =>
  t.db.selectFrom('files').selectAll().where('file_key', '=', fileKey).executeTakeFirstOrThrow();

describe('STORAGE=s3', () => {
  it('presign → PUT to the bucket → analyse → quote → order → ZIP → delivered download → retention', async () => {
    const body = Buffer.from(words(120));
    const upload = await presign({ filename: 'letter.txt', contentType: 'text/plain', size: body.length });
    // The browser PUTs straight to the bucket, under uploads/; size and type are signed headers of that URL.
    expect(upload.uploadUrl.startsWith(`${s3.endpoint}/${t.env.S3_BUCKET}/uploads/${upload.fileKey}?`)).toBe(true);
    const signed = new URL(upload.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));

    const early = await analyze(upload.fileKey);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('The file has not been uploaded yet.');

    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body });
    expect((await fileRow(upload.fileKey)).status).toBe('pending');
    const analysis = await analyze(upload.fileKey);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().analysis).toMatchObject({ wordCount: 120, size: body.length, contentType: 'text/plain' });
    expect(await fileRow(upload.fileKey)).toMatchObject({ status: 'uploaded', size: body.length });

    const quote = await createFileQuote(t.app, [upload.fileKey]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().order as { orderId: string; orderNumber: string };

    // "Download All": the API streams the archive from the bucket.
    const zipLink = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/zip`,
      headers: asAdmin(),
    });
    expect(zipLink.statusCode, zipLink.body).toBe(200);
    const zip = await t.app.inject({ url: zipLink.json().downloadUrl });
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(entries['letter.txt'] as Uint8Array).equals(body)).toBe(true);

    // A translated file, PUT to the bucket and confirmed when the order is completed.
    const translatedBody = Buffer.from('Texto traducido');
    const translated = await presign(
      { filename: 'carta-es.txt', contentType: 'text/plain', size: translatedBody.length },
      { fileType: 'TRANSLATED', orderId: order.orderId },
      asAdmin(),
    );
    await putUpload(t.app, translated.uploadUrl, { contentType: 'text/plain', body: translatedBody });
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/complete`,
      headers: asAdmin(),
      payload: { translatedFileKeys: [translated.fileKey], message: 'Your documents are ready.' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    // The client's link goes through the API (authorisation, DELIVERED) to a presigned GET sent as an attachment.
    const view = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order;
    const delivered = view.files.find((file: { fileKey: string }) => file.fileKey === translated.fileKey);
    const redirect = await t.app.inject({ url: delivered.downloadUrl });
    expect(redirect.statusCode, redirect.body).toBe(302);
    const location = redirect.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${t.env.S3_BUCKET}/${translated.fileKey}?`)).toBe(true);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="carta-es.txt"; filename*=UTF-8''carta-es.txt`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(translatedBody)).toBe(true);
    expect((await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order.status).toBe('DELIVERED');

    // Retention deletes the objects: the order's files after the delivered period, unused uploads after a day.
    const abandoned = await presign({ filename: 'abandoned.txt', contentType: 'text/plain', size: 5 });
    await putUpload(t.app, abandoned.uploadUrl, { contentType: 'text/plain', body: Buffer.from('hello') });
    expect(await bucketKeys()).toContain(`uploads/${abandoned.fileKey}`);
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    expect(await deleteUnconvertedUploads({ db: t.db, storage: t.storage, logger: t.app.log, now: later(2) })).toBe(1);
    expect(await bucketKeys()).not.toContain(`uploads/${abandoned.fileKey}`);
    expect(await t.storage.exists(upload.fileKey)).toBe(true);
    const mailer = { send: async () => undefined } as never;
    const swept = await deleteDeliveredOrderFiles({
      db: t.db,
      storage: t.storage,
      mailer,
      logger: t.app.log,
      env: t.env,
      readSettings: t.readSettings,
      now: later(31),
    });
    expect(swept.files).toBe(2);
    expect(await t.storage.exists(upload.fileKey)).toBe(false);
    expect(await t.storage.exists(translated.fileKey)).toBe(false);
  });

  it("lets the site's pages PUT to the bucket (CSP connect-src)", async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint}[ ;]`));
  });

  it('refuses content that does not match the extension and deletes the object', async () => {
    const body = Buffer.from('not a pdf at all, just words');
    const upload = await presign({ filename: 'scan.pdf', contentType: 'application/pdf', size: body.length });
    await putUpload(t.app, upload.uploadUrl, { contentType: 'application/pdf', body });
    expect(await bucketKeys()).toContain(`uploads/${upload.fileKey}`);
    const res = await analyze(upload.fileKey);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('scan.pdf does not look like a PDF document. Please check the file and try again.');
    expect(await bucketKeys()).not.toContain(`uploads/${upload.fileKey}`);
    expect((await fileRow(upload.fileKey)).status).toBe('pending');
    // A quote with it is refused the same way (nothing stored: it has not finished uploading).
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        files: [{ fileKey: upload.fileKey }],
        sessionId: 's',
        sourceLanguage: 'english',
        targetLanguage: 'spanish',
      },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error).toBe('scan.pdf has not finished uploading. Please try again.');
  });

  it('refuses an object whose size is not the declared one, or over MAX_UPLOAD_MB, and deletes it', async () => {
    // s3rver ignores the signed Content-Length; S3 itself refuses such a PUT. The API checks again either way.
    const upload = await presign({ filename: 'short.txt', contentType: 'text/plain', size: 10 });
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from('twelve bytes') });
    const res = await analyze(upload.fileKey);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('short.txt does not have the size announced for it.');
    expect(await bucketKeys()).not.toContain(`uploads/${upload.fileKey}`);

    const big = await presign({ filename: 'big.txt', contentType: 'text/plain', size: 100 });
    await putUpload(t.app, big.uploadUrl, { contentType: 'text/plain', body: Buffer.alloc(1024 * 1024 + 1, 'a') });
    const tooBig = await analyze(big.fileKey);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('The file is larger than 1 MB.');
    expect(await bucketKeys()).not.toContain(`uploads/${big.fileKey}`);
  });

  it('keeps the bytes it checked: a second PUT to the same upload URL reaches nothing the API serves', async () => {
    const checked = Buffer.from(words(120));
    const upload = await presign({ filename: 'contract.txt', contentType: 'text/plain', size: checked.length });
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: checked });
    // Creating the quote confirms the upload (size and magic bytes checked, pages and words priced).
    const quote = await createFileQuote(t.app, [upload.fileKey]);
    expect(quote.files[0]).toMatchObject({ wordCount: 120 });
    expect(await bucketKeys()).toContain(upload.fileKey);
    expect(await bucketKeys()).not.toContain(`uploads/${upload.fileKey}`);

    // The URL has not expired: other bytes of the same size (S3 enforces the signed Content-Length) go to it again.
    const replaced = Buffer.from('x'.repeat(checked.length));
    await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: replaced });

    const analysis = await analyze(upload.fileKey);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().analysis).toMatchObject({ wordCount: 120 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().order.orderId as string;

    const zipLink = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/zip`, headers: asAdmin() });
    const zip = await t.app.inject({ url: zipLink.json().downloadUrl });
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(entries['contract.txt'] as Uint8Array).equals(checked)).toBe(true);

    const link = await t.app.inject({
      url: `/api/orders/${orderId}/files/${upload.fileKey}/download`,
      headers: asAdmin(),
    });
    expect(link.statusCode, link.body).toBe(302);
    const download = await followLink(t.app, link.headers.location as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(checked)).toBe(true);

    // Removing the file removes what was PUT after the check too.
    await t.storage.remove(upload.fileKey);
    const left = await bucketKeys();
    expect(left).not.toContain(upload.fileKey);
    expect(left).not.toContain(`uploads/${upload.fileKey}`);
  });

  it('streams plan PDFs to the bucket and links them as presigned attachments', async () => {
    const generated = await t.app.inject({ method: 'POST', url: '/api/planner/generate', payload: {} });
    expect(generated.statusCode).toBe(201);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/planner/pdf',
      payload: { planId: generated.json().planId },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const download = await fetch(pdf.json().pdfUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

/**
 * s3rver 3.7 ignores x-amz-copy-source-if-match (and If-Match on GET and HEAD), so this proxy in front of it stands in
 * for S3's documented behaviour on CopyObject: when the source's ETag is not the one named, 412 PreconditionFailed.
 * `beforeCopy` lets a test land a PUT between the API's check and its copy.
 */
const startConditionalCopyProxy = async (upstream: string) => {
  const target = new URL(upstream);
  const state: { beforeCopy: (() => Promise<void>) | null; copyConditions: string[] } = {
    beforeCopy: null,
    copyConditions: [],
  };
  const client = new S3Client({
    endpoint: upstream,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const source = req.headers['x-amz-copy-source'];
    const condition = req.headers['x-amz-copy-source-if-match'];
    if (req.method === 'PUT' && typeof source === 'string' && typeof condition === 'string') {
      state.copyConditions.push(condition);
      await state.beforeCopy?.();
      const [Bucket, ...key] = decodeURIComponent(source).replace(/^\//, '').split('/');
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key.join('/') }));
      if (head.ETag !== condition) {
        res.writeHead(412, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
            '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
        );
        return;
      }
    }
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    client,
    close: async () => {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

describe('STORAGE=s3, a PUT racing the check', () => {
  let proxy: Awaited<ReturnType<typeof startConditionalCopyProxy>>;
  let raced: TTestApp;
  beforeAll(async () => {
    proxy = await startConditionalCopyProxy(s3.endpoint);
    raced = await buildTestApp({ env: { STORAGE: 's3', S3_ENDPOINT: proxy.endpoint, MAX_UPLOAD_MB: '1' } });
  });
  afterAll(async () => {
    await raced?.close();
    await proxy?.close();
  });

  it('copies only the version it checked: bytes PUT between the check and the copy are refused, then checked anew', async () => {
    const checked = Buffer.from(words(50));
    const presigned = await raced.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: { files: [{ filename: 'race.txt', contentType: 'text/plain', size: checked.length }] },
    });
    const upload = presigned.json().uploads[0] as { fileKey: string; uploadUrl: string };
    await putUpload(raced.app, upload.uploadUrl, { contentType: 'text/plain', body: checked });

    const replaced = Buffer.from('y'.repeat(checked.length));
    proxy.state.beforeCopy = async () => {
      proxy.state.beforeCopy = null;
      await putUpload(raced.app, upload.uploadUrl, { contentType: 'text/plain', body: replaced });
    };
    const analyze = () =>
      raced.app.inject({
        method: 'POST',
        url: '/api/analyze/document',
        payload: { fileKey: upload.fileKey, filename: 'race.txt', size: checked.length },
      });
    const refused = await analyze();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe('The file changed while it was being checked. Please upload it again.');
    expect(proxy.state.copyConditions).toHaveLength(1);
    expect(await fileStatus(raced.db, upload.fileKey)).toBe('pending');
    expect(await raced.storage.exists(upload.fileKey)).toBe(false);

    // The next use checks what is there now, and keeps that.
    const accepted = await analyze();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().analysis).toMatchObject({ wordCount: 1 });
    const kept = await followLink(
      raced.app,
      await raced.storage.downloadUrl(upload.fileKey, {
        filename: 'race.txt',
        contentType: 'text/plain',
        expiresAt: Math.floor(Date.now() / 1000) + 60,
      }),
    );
    expect(kept.rawPayload.equals(replaced)).toBe(true);
  });
});

describe('S3 configuration', () => {
  it('lists every missing S3_* variable at once and never echoes a secret', () => {
    let error: unknown;
    try {
      loadEnv({ STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'very-secret-value', S3_ENDPOINT: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { problems, message } = error as EnvError;
    expect(problems).toEqual(
      expect.arrayContaining([
        'S3_ENDPOINT: must be an http(s) URL',
        'S3_BUCKET: required when STORAGE=s3',
        'S3_REGION: required when STORAGE=s3',
        'S3_ACCESS_KEY_ID: required when STORAGE=s3',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('S3_SECRET_ACCESS_KEY'))).toBe(false);
    expect(message).not.toContain('very-secret-value');
    expect(loadEnv({ STORAGE: 'local' }).STORAGE).toBe('local');
  });
});
