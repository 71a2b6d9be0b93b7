import type { TQuote } from '@sello/shared/quote-schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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

/** Presign, upload and analyse one file through the public API; returns its key and analysis. */
export const uploadFile = async (
  app: FastifyInstance,
  file: { filename: string; contentType: string; body: Buffer | string },
) => {
  const body = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
  const presign = await app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename: file.filename, contentType: file.contentType, size: body.length }] },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(app, upload.uploadUrl, { contentType: file.contentType, body });
  const analyze = await app.inject({
    method: 'POST',
    url: '/api/analyze/document',
    payload: { fileKey: upload.fileKey, filename: file.filename, contentType: file.contentType, size: body.length },
  });
  expect(analyze.statusCode, analyze.body).toBe(200);
  return { fileKey: upload.fileKey as string, analysis: analyze.json().analysis };
};

export const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

export const createFileQuote = async (
  app: FastifyInstance,
  fileKeys: string[],
  pair: { sourceLanguage: string; targetLanguage: string } = { sourceLanguage: 'english', targetLanguage: 'spanish' },
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { files: fileKeys.map((fileKey) => ({ fileKey })), sessionId: 'test-session', ...pair },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quote as TQuote;
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
