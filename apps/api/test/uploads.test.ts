import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { tamperSignature, uploadFile, words } from './helpers/journey.ts';

// The API's own upload route, which local storage hands out; the bucket's side is storage-s3.test.ts.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { STORAGE: 'local', MAX_UPLOAD_MB: '1', MAX_FILES: '3' } });
});
afterAll(() => t.close());

const presign = (files: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/uploads/presigned-url', payload: { files, ...extra } });

describe('POST /api/uploads/presigned-url', () => {
  it('returns one signed, expiring URL per file with server-made keys', async () => {
    const res = await presign([
      { filename: 'a.pdf', contentType: 'application/pdf', size: 1000 },
      { filename: 'b.docx', contentType: '', size: 2000 },
    ]);
    expect(res.statusCode).toBe(200);
    const { uploads } = res.json();
    expect(uploads).toHaveLength(2);
    expect(uploads[0].originalFilename).toBe('a.pdf');
    expect(uploads[0].fileKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploads[0].uploadUrl).toMatch(new RegExp(`^/api/uploads/${uploads[0].fileKey}\\?expires=\\d+&signature=`));
  });

  it.each([
    [
      [{ filename: 'virus.exe', contentType: 'application/octet-stream', size: 10 }],
      415,
      /virus\.exe: this type of file is not accepted/,
    ],
    [
      [{ filename: 'big.pdf', contentType: 'application/pdf', size: 2 * 1024 * 1024 }],
      413,
      /big\.pdf is larger than 1 MB/,
    ],
    [[{ filename: 'empty.txt', contentType: 'text/plain', size: 0 }], 400, /The file is empty/],
    [[], 400, /Choose at least one file/],
    [
      Array.from({ length: 4 }, (_, i) => ({ filename: `f${i}.txt`, contentType: 'text/plain', size: 5 })),
      400,
      /at most 3 files/,
    ],
    [[{ filename: 'a.txt', contentType: 'text/plain', size: 'ten' }], 400, /size must be a number/],
  ])('refuses %j with %i', async (files, status, message) => {
    const res = await presign(files);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
  });

  it('keeps translated-file uploads for admins', async () => {
    const res = await presign([{ filename: 'a.pdf', contentType: 'application/pdf', size: 10 }], {
      fileType: 'TRANSLATED',
      orderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Admin access required');
  });

  it('keeps only the base name of a path-like file name', async () => {
    const res = await presign([{ filename: '../../etc/passwd.txt', contentType: 'text/plain', size: 5 }]);
    expect(res.json().uploads[0].originalFilename).toBe('passwd.txt');
  });
});

describe('PUT to the presigned URL', () => {
  const start = async (filename: string, size = 20) =>
    (await presign([{ filename, contentType: '', size }])).json().uploads[0];

  it('stores the bytes once and refuses a second upload', async () => {
    const upload = await start('letter.txt');
    const ok = await t.app.inject({
      method: 'PUT',
      url: upload.uploadUrl,
      headers: { 'content-type': 'text/plain' },
      payload: 'Hello from Chicago',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, size: 18 });
    const again = await t.app.inject({
      method: 'PUT',
      url: upload.uploadUrl,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(again.statusCode).toBe(409);
  });

  it('accepts a body sent without a content type (the bytes decide)', async () => {
    const upload = await start('plain.txt');
    const res = await t.app.inject({ method: 'PUT', url: upload.uploadUrl, payload: Buffer.from('Plain words here') });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('files')
      .select(['status', 'content_type'])
      .where('file_key', '=', upload.fileKey)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'uploaded', content_type: 'text/plain' });
  });

  it('refuses a tampered signature, a changed expiry and an expired link', async () => {
    const upload = await start('a.txt');
    const tampered = tamperSignature(upload.uploadUrl);
    expect((await t.app.inject({ method: 'PUT', url: tampered, payload: 'hello' })).statusCode).toBe(403);
    const later = upload.uploadUrl.replace(/expires=\d+/, `expires=${upload.expiresAt + 1000}`);
    const res = await t.app.inject({ method: 'PUT', url: later, payload: 'hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('This link is not valid.');

    const storage = createLocalStorage({
      dataDir: t.env.DATA_DIR,
      secret: 'test-secret-test-secret-test-secret-0123456789',
    });
    const expired = storage.signedUrl('put', upload.fileKey, Math.floor(Date.now() / 1000) - 5);
    const expiredRes = await t.app.inject({ method: 'PUT', url: expired, payload: 'hello' });
    expect(expiredRes.statusCode).toBe(403);
    expect(expiredRes.json().error).toMatch(/expired/);
  });

  it('checks the content by its bytes, not its name or header', async () => {
    const upload = await start('scan.pdf');
    const res = await t.app.inject({
      method: 'PUT',
      url: upload.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      payload: 'just some text',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('scan.pdf does not look like a PDF document. Please check the file and try again.');
    const { files } = {
      files: await t.db.selectFrom('files').select('status').where('file_key', '=', upload.fileKey).execute(),
    };
    expect(files[0]?.status).toBe('pending');
  });

  it('accepts phone photos by their bytes (HEIC, HEIF, WebP) and refuses a photo name on other content', async () => {
    // The first bytes of an iPhone photo (an ISO-BMFF `ftyp` box, brand heic) and of a WebP (RIFF … WEBP).
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(40)]);
    const heif = Buffer.concat([Buffer.from('\0\0\0\x18ftypmif1\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(40)]);
    const webp = Buffer.concat([Buffer.from('RIFF\x40\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(40)]);
    for (const [filename, body, contentType] of [
      ['IMG_0042.HEIC', heic, 'image/heic'],
      ['scan.heif', heif, 'image/heif'],
      ['page.webp', webp, 'image/webp'],
    ] as const) {
      const upload = await start(filename, body.length);
      const res = await t.app.inject({ method: 'PUT', url: upload.uploadUrl, payload: body });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(200);
      const row = await t.db
        .selectFrom('files')
        .select('content_type')
        .where('file_key', '=', upload.fileKey)
        .executeTakeFirstOrThrow();
      expect(row.content_type).toBe(contentType);
    }
    const fake = await start('photo.heic', 20);
    const refused = await t.app.inject({ method: 'PUT', url: fake.uploadUrl, payload: '%PDF-1.7 not a photo' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe(
      'photo.heic does not look like a HEIC photo. Please check the file and try again.',
    );
  });

  it('stops a body over the size limit while streaming and keeps nothing', async () => {
    const upload = await start('huge.txt');
    const res = await t.app.inject({
      method: 'PUT',
      url: upload.uploadUrl,
      headers: { 'content-type': 'text/plain' },
      payload: Buffer.alloc(1024 * 1024 + 10, 'a'),
    });
    expect(res.statusCode).toBe(413);
    const row = await t.db
      .selectFrom('files')
      .select(['status', 'size'])
      .where('file_key', '=', upload.fileKey)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', size: null });
  });

  it('answers an unknown key with 404 and a malformed one without touching the disk', async () => {
    const storage = createLocalStorage({
      dataDir: t.env.DATA_DIR,
      secret: 'test-secret-test-secret-test-secret-0123456789',
    });
    const unknown = storage.signedUrl(
      'put',
      '11111111-1111-4111-8111-111111111111',
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await t.app.inject({ method: 'PUT', url: unknown, payload: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/uploads/..%2F..%2Fetc?expires=1&signature=x', payload: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/analyze/document', () => {
  it('counts a text file from its content', async () => {
    const { analysis } = await uploadFile(t.app, {
      filename: 'notes.txt',
      contentType: 'text/plain',
      body: words(600),
    });
    expect(analysis).toMatchObject({
      filename: 'notes.txt',
      pages: 3,
      wordCount: 600,
      method: 'text',
      estimated: false,
    });
  });

  it('answers for unknown or not-yet-uploaded files', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/document',
      payload: { fileKey: '11111111-1111-4111-8111-111111111111' },
    });
    expect(missing.statusCode).toBe(404);
    const pending = (await presign([{ filename: 'p.txt', contentType: 'text/plain', size: 5 }])).json().uploads[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/document',
      payload: { fileKey: pending.fileKey },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('a second PUT started while the file was pending', () => {
  it.each([
    ['its bytes, valid, arriving last', 'The bytes B sends after A was checked.'],
    ['its refused bytes (a content check that fails)', '\u0000\u0001\u0002 not text at all \u0000'],
  ])('cannot replace or delete what the first one stored: %s', async (_label, secondBody) => {
    const firstBody = 'Hello from Chicago, the checked bytes.';
    let writeStarted: () => void = () => undefined;
    const secondWriting = new Promise<void>((resolve) => {
      writeStarted = resolve;
    });
    const racing = await buildTestApp({
      env: { STORAGE: 'local' },
      // The first write to start is the held PUT's: it passed the pending check and its body is still arriving.
      wrapStorage: (storage) => ({
        ...storage,
        write: (...args) => {
          writeStarted();
          return storage.write(...args);
        },
      }),
    });
    try {
      const presigned = await racing.app.inject({
        method: 'POST',
        url: '/api/uploads/presigned-url',
        payload: { files: [{ filename: 'lease.txt', contentType: 'text/plain', size: 40 }] },
      });
      const [upload] = presigned.json().uploads;
      const held = new PassThrough();
      held.write(secondBody.slice(0, 4));
      const second = racing.app.inject({
        method: 'PUT',
        url: upload.uploadUrl,
        headers: { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(secondBody)) },
        payload: held,
      });
      await secondWriting;
      const first = await racing.app.inject({
        method: 'PUT',
        url: upload.uploadUrl,
        headers: { 'content-type': 'text/plain' },
        payload: firstBody,
      });
      expect(first.statusCode, first.body).toBe(200);
      held.end(secondBody.slice(4));
      expect((await second).statusCode).toBeGreaterThanOrEqual(400);
      const stored = Buffer.concat(await (await racing.storage.openRead(upload.fileKey)).toArray());
      expect(stored.toString('utf8')).toBe(firstBody);
    } finally {
      await racing.close();
    }
  });
});
