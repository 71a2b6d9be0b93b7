import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { fileSink } from '../src/storage/metered-write.ts';
import { STORAGE_FULL_MESSAGE } from '../src/storage/storage-outage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

// Local storage on a disk that fills up (issue 33). The write fails with ENOSPC part-way: from a file stream that runs
// out of room (so it runs anywhere), and on a real, small tmpfs where this process may mount one.
const diskFull = {
  /** Bytes a file may take before the disk is full; null: room enough. */
  room: null as number | null,
  /** The partial file at the moment the write failed, and whether it was on disk then. */
  failedAt: null as { path: string; existed: boolean } | null,
};

/** The file a write fills, on a disk with `diskFull.room` bytes left: written until then, then ENOSPC. */
const openFile = (target: string): Writable => {
  const room = diskFull.room;
  if (room === null) return fileSink(target);
  const file = createWriteStream(target, { mode: 0o600 });
  let written = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (written <= room) {
        file.write(chunk, callback);
        return;
      }
      diskFull.failedAt = { path: target, existed: existsSync(target) };
      callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 }));
    },
    final(callback) {
      file.end(callback);
    },
    destroy(error, callback) {
      file.destroy();
      callback(error);
    },
  });
};

const CHUNK = 64 * 1024;
/** A text upload sent in 64 KB chunks, as a network body arrives. */
const textBody = (chunks: number) => Array.from({ length: chunks }, () => Buffer.from('word '.repeat(CHUNK / 5)));

const presign = (t: TTestApp, size: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename: 'passport.txt', contentType: 'text/plain', size }] },
  });

const put = (t: TTestApp, uploadUrl: string, chunks: Buffer[]) =>
  t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'text/plain' },
    payload: Readable.from(chunks),
  });

/** Every file under DATA_DIR/files (the stored ones and any partial `.part`). */
const storedFiles = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const fileRows = (t: TTestApp) =>
  t.db
    .selectFrom('files')
    .select(['file_key', 'status', 'size', 'sha256', 'uploaded_at'])
    .orderBy('file_key')
    .execute();

const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('300');
  expect(res.json()).toEqual({ error: STORAGE_FULL_MESSAGE, code: 'UNAVAILABLE' });
};

/** The site goes on serving what needs no new file: health, readiness, a quote by manual estimate. */
const expectServing = async (t: TTestApp) => {
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { manualEstimate: { pages: 2 }, sourceLanguage: 'english', targetLanguage: 'spanish' },
  });
  expect(quote.statusCode, quote.body).toBe(201);
};

describe('a full disk (ENOSPC at the write)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sello-test-'));
    t = await buildTestApp({
      env: { STORAGE: 'local', DATA_DIR: dataDir },
      wrapStorage: () => createLocalStorage({ dataDir, secret: 'disk-full-test-secret', openFile }),
    });
  });
  afterAll(async () => {
    diskFull.room = null;
    await t?.close();
  });

  it('refuses the upload with a message, removes the partial file, leaves the row as it was', async () => {
    const chunks = textBody(8);
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const presigned = await presign(t, size);
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { uploadUrl, fileKey } = presigned.json().uploads[0] as { uploadUrl: string; fileKey: string };
    const before = await fileRows(t);

    diskFull.room = 3 * CHUNK;
    try {
      expectRefused(await put(t, uploadUrl, chunks));
      // The disk filled with the file part-way written; nothing of it is left.
      expect(diskFull.failedAt?.existed).toBe(true);
      expect(existsSync(diskFull.failedAt?.path ?? '')).toBe(false);
      expect(await storedFiles(t.env.DATA_DIR)).toEqual([]);
      expect(await fileRows(t)).toEqual(before);
      expect(before.find((row) => row.file_key === fileKey)?.status).toBe('pending');
      await expectServing(t);
    } finally {
      diskFull.room = null;
    }

    // Room again: the same link stores the file.
    const retried = await put(t, uploadUrl, chunks);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await storedFiles(t.env.DATA_DIR)).toEqual([fileKey]);
  });

  it('answers the refusal over a real connection while the body is still arriving, not "cut off"', async () => {
    // The pipeline that stops reading the body marks the request aborted: its client, still sending, was told
    // 400 "The request was cut off" instead of the 503 (chaos run, issue 33).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const body = Buffer.concat(textBody(32));
    const presigned = await presign(t, body.length);
    const { uploadUrl } = presigned.json().uploads[0] as { uploadUrl: string };
    diskFull.room = CHUNK;
    try {
      const res = await fetch(new URL(uploadUrl, `http://127.0.0.1:${port}`), {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('300');
      expect(await res.json()).toEqual({ error: STORAGE_FULL_MESSAGE, code: 'UNAVAILABLE' });
    } finally {
      diskFull.room = null;
      t.app.server.closeAllConnections();
    }
  });
});

/** Whether this process may mount a tmpfs (root, or CAP_SYS_ADMIN); CI containers usually may not. */
const canMount = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = path.join(tmpdir(), `sello-mount-probe-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    execFileSync('rm', ['-rf', probe]);
  }
})();

describe.skipIf(!canMount)('a full disk (a real 1 MB tmpfs as DATA_DIR; skipped where mount is not permitted)', () => {
  let dataDir: string;
  let t: TTestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sello-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dataDir]);
    t = await buildTestApp({ env: { STORAGE: 'local', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [dataDir]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a file announced larger than the room left, and one that outgrows it while arriving', async () => {
    const before = await fileRows(t);
    expectRefused(await presign(t, 2 * 1024 * 1024));
    expect(await fileRows(t)).toEqual(before);

    // Announced small enough, but the disk fills while it arrives (another upload, a log, a lie about the size).
    await writeFile(path.join(dataDir, 'ballast'), Buffer.alloc(600 * 1024));
    const presigned = await presign(t, 100 * 1024);
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { uploadUrl, fileKey } = presigned.json().uploads[0] as { uploadUrl: string; fileKey: string };
    const pending = await fileRows(t);
    expectRefused(await put(t, uploadUrl, textBody(8)));
    expect(await storedFiles(dataDir)).toEqual([]);
    expect(await fileRows(t)).toEqual(pending);
    await expectServing(t);

    await rm(path.join(dataDir, 'ballast'));
    const retried = await put(t, uploadUrl, textBody(8));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await storedFiles(dataDir)).toEqual([fileKey]);
  });
});
