import { randomUUID } from 'node:crypto';
import { ERROR_REASONS } from '@sello/shared/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, tamperSignature, uploadFile, words } from './helpers/journey.ts';

/**
 * The errors a customer can meet carry a stable `reason` (ERROR_REASONS) beside the unchanged `code` and English
 * `error`: the web words it in the visitor's language (issue 32).
 */
let t: TTestApp;
beforeAll(async () => {
  // Local storage: the upload link is the API's own signed link (on S3 it is the bucket's).
  t = await buildTestApp({ env: { STORAGE: 'local' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

const expectReason = (res: { statusCode: number; json: () => unknown }, status: number, reason: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body.reason).toBe(reason);
  expect(ERROR_REASONS).toContain(body.reason);
  // The specification's fields are as they were: a code and a sentence in English.
  expect(typeof body.error).toBe('string');
  expect(typeof body.code).toBe('string');
};

describe('error reasons', () => {
  it('a refused sign-in: invalid-credentials; an email already registered: email-taken', async () => {
    const email = `reasons-${randomUUID()}@example.com`;
    const account = { email, password: 'correct horse', firstName: 'Ana', lastName: 'García' };
    expect((await post('/api/auth/signup', account)).statusCode).toBe(201);
    const taken = await post('/api/auth/signup', account);
    expectReason(taken, 409, 'email-taken');
    expect(taken.json().code).toBe('CONFLICT');
    const refused = await post('/api/auth/signin', { email, password: 'wrong horse' });
    expectReason(refused, 401, 'invalid-credentials');
    expect(refused.json().code).toBe('UNAUTHORIZED');
  });

  it('a request the schema refuses: validation, with the field named in English', async () => {
    const res = await post('/api/auth/signin', { email: 'not an email', password: 'x' });
    expectReason(res, 400, 'validation');
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().error).toMatch(/email/);
  });

  it('an unknown quote or order: quote-not-found, order-not-found', async () => {
    expectReason(await t.app.inject({ url: `/api/quotes/${randomUUID()}` }), 404, 'quote-not-found');
    expectReason(await t.app.inject({ url: `/api/orders/${randomUUID()}` }), 404, 'order-not-found');
  });

  it('an expired quote: quote-expired', async () => {
    const file = await uploadFile(t.app, { filename: 'r.txt', contentType: 'text/plain', body: words(10) });
    const quote = await createFileQuote(t.app, [file.fileKey]);
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', quote.quoteId)
      .execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}`,
      payload: { selectedService: 'professional' },
    });
    expectReason(res, 409, 'quote-expired');
    expect(res.json().error).toBe('This quote has expired. Please create a new quote.');
  });

  it('a file the upload refuses: unsupported-file-type, file-too-large; a tampered link: link-invalid', async () => {
    const presign = (file: { filename: string; contentType: string; size: number }) =>
      post('/api/uploads/presigned-url', { files: [file] });
    expectReason(
      await presign({ filename: 'virus.exe', contentType: 'application/octet-stream', size: 10 }),
      415,
      'unsupported-file-type',
    );
    expectReason(
      await presign({ filename: 'huge.pdf', contentType: 'application/pdf', size: 10 * 1024 ** 3 }),
      413,
      'file-too-large',
    );
    const ok = await presign({ filename: 'a.txt', contentType: 'text/plain', size: 5 });
    const [upload] = ok.json().uploads;
    const tampered = await t.app.inject({
      method: 'PUT',
      url: tamperSignature(upload.uploadUrl),
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectReason(tampered, 403, 'link-invalid');
  });
});
