import type { TOrder } from '@sello/shared/order-schemas';
import type { TQuote } from '@sello/shared/quote-schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TDb } from '../../src/db/database.ts';
import type { TStorage } from '../../src/storage/storage.ts';

/**
 * PUTs the bytes to a presigned upload URL as the browser does: the API's own route (local storage, through
 * `inject`) or a bucket's presigned URL (S3, over the network).
 */
export const putUpload = async (
  app: FastifyInstance,
  uploadUrl: string,
  { contentType, body }: { contentType: string; body: Buffer },
) => {
  if (/^https?:/.test(uploadUrl)) {
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body });
    expect(put.status, await put.text()).toBe(200);
    return;
  }
  const put = await app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': contentType },
    payload: body,
  });
  expect(put.statusCode, put.body).toBe(200);
};

/** What a followed link answered, the same for the API's own routes (inject) and a bucket's presigned URLs (fetch). */
export type TFollowedLink = { statusCode: number; headers: Record<string, string>; rawPayload: Buffer };

/** Opens a file link as the browser does: the API's own signed route through `inject`, a bucket URL over the network. */
export const followLink = async (app: FastifyInstance, url: string): Promise<TFollowedLink> => {
  if (/^https?:/.test(url)) {
    const res = await fetch(url);
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      rawPayload: Buffer.from(await res.arrayBuffer()),
    };
  }
  const res = await app.inject({ url });
  return {
    statusCode: res.statusCode,
    headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
    rawPayload: res.rawPayload,
  };
};

/**
 * The shape of a file's download link: the API's signed `/api/files/:key` route on local storage, a presigned GET
 * of the object on S3.
 */
export const fileLinkPattern = (storage: TStorage, fileKey: string) =>
  storage.kind === 'local'
    ? new RegExp(`^/api/files/${fileKey}\\?expires=\\d+&signature=[\\w-]+$`)
    : new RegExp(`^https?://[^/]+/[^/]+/${fileKey}\\?.*X-Amz-Signature=[0-9a-f]+`);

/** The link with its signature's first character changed (to another one: a signature may begin with 'A'). */
export const tamperSignature = (url: string) =>
  url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);

/**
 * Presign, upload and analyse one file through the public API (as a signed-in account when `headers` carries its
 * authorization); returns its key and analysis.
 */
export const uploadFile = async (
  app: FastifyInstance,
  file: { filename: string; contentType: string; body: Buffer | string },
  headers: Record<string, string> = {},
) => {
  const body = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
  const presign = await app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers,
    payload: { files: [{ filename: file.filename, contentType: file.contentType, size: body.length }] },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(app, upload.uploadUrl, { contentType: file.contentType, body });
  const analyze = await app.inject({
    method: 'POST',
    url: '/api/analyze/document',
    headers,
    payload: { fileKey: upload.fileKey, filename: file.filename, contentType: file.contentType, size: body.length },
  });
  expect(analyze.statusCode, analyze.body).toBe(200);
  return { fileKey: upload.fileKey as string, analysis: analyze.json().analysis };
};

/** The status of the files row behind `fileKey` (pending, uploaded, deleted…). */
export const fileStatus = async (db: TDb, fileKey: string) =>
  (await db.selectFrom('files').select('status').where('file_key', '=', fileKey).executeTakeFirstOrThrow()).status;

export const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

export const createFileQuote = async (
  app: FastifyInstance,
  fileKeys: string[],
  pair: { sourceLanguage: string; targetLanguage: string } = { sourceLanguage: 'english', targetLanguage: 'spanish' },
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers,
    payload: { files: fileKeys.map((fileKey) => ({ fileKey })), sessionId: 'test-session', ...pair },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quote as TQuote;
};

/**
 * Places an order for the quote through the public API (as a signed-in account when `headers` carries its
 * authorization); `customer` is merged over customerInfo.
 */
export const placeOrder = async (
  app: FastifyInstance,
  quoteId: string,
  {
    customer = {},
    serviceType = 'professional',
    headers = {},
  }: { customer?: Partial<typeof customerInfo>; serviceType?: string; headers?: Record<string, string> } = {},
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { quoteId, serviceType, customerInfo: { ...customerInfo, ...customer } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as TOrder;
};

export const customerInfo = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+1 (312) 555-0123',
  company: 'Acme',
  address: '233 S Wacker Dr',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60606',
};
