import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { AppError } from '../errors/app-error.ts';
import { fileSink, meteredWrite } from './metered-write.ts';
import { createSignedLinks } from './signed-links.ts';
import { HEAD_BYTES, type TStorage } from './storage.ts';
import { guardStorage, storageFull } from './storage-outage.ts';

export type { TSignedAction } from './signed-links.ts';
export type { TStorage, TStoredFile } from './storage.ts';

/**
 * Files under DATA_DIR/files, reached by the browser only through HMAC-signed, expiring URLs served by the API.
 * Keys are server-generated UUIDs: a client never chooses a path.
 */
export const createLocalStorage = ({
  dataDir,
  secret,
  maxUploadBytes = 50 * 1024 * 1024,
  openFile = fileSink,
}: {
  dataDir: string;
  secret: string;
  maxUploadBytes?: number;
  /** Opens the file a write fills (tests give one that runs out of room part-way). */
  openFile?: (target: string) => Writable;
}): TStorage => {
  const root = path.resolve(dataDir, 'files');
  const links = createSignedLinks(secret);

  const filePath = (fileKey: string) => {
    if (!/^[a-z0-9-]{20,80}$/.test(fileKey)) throw new AppError('NOT_FOUND', 'File not found');
    return path.join(root, fileKey.slice(0, 2), fileKey);
  };

  return guardStorage({
    kind: 'local',
    maxUploadBytes,
    newFileKey: (): string => randomUUID(),
    signedUrl: links.signedUrl,
    verifySignature: links.verifySignature,

    // A disk without room for the announced file refuses it now, before the customer sends it (the write still
    // refuses what does not fit: uploads running side by side share the room).
    createUploadUrl: async (fileKey, { size, expiresAt }) => {
      await mkdir(root, { recursive: true });
      const { bavail, bsize } = await statfs(root);
      if (bavail * bsize < size) throw storageFull();
      return links.signedUrl('put', fileKey, expiresAt);
    },

    confirmUpload: async (fileKey) => {
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(filePath(fileKey), 'r');
        const { size } = await handle.stat();
        const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
        await handle.read(head, 0, head.length, 0);
        return { size, head, version: null };
      } catch {
        return null;
      } finally {
        await handle?.close();
      }
    },

    keepUpload: async () => undefined,
    dropUpload: async () => undefined,

    // The API's /api/files route streams it with Content-Disposition: attachment (the name comes from the row).
    downloadUrl: async (fileKey, { expiresAt }) => links.signedUrl('get', fileKey, expiresAt),

    write: async (fileKey, body, maxBytes, beforeStore) => {
      const target = filePath(fileKey);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        const stored = await meteredWrite(body, openFile(temporary), maxBytes);
        await beforeStore?.(stored);
        await rename(temporary, target);
        return stored;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    openRead: async (fileKey): Promise<Readable> => createReadStream(filePath(fileKey)),

    withLocalCopy: (fileKey, fn) => fn(filePath(fileKey)),

    exists: async (fileKey) => {
      try {
        await stat(filePath(fileKey));
        return true;
      } catch {
        return false;
      }
    },

    remove: async (fileKey) => {
      await rm(filePath(fileKey), { force: true });
    },

    check: async () => {
      await mkdir(root, { recursive: true });
    },
  });
};
