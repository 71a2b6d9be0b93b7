import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error.ts';

const HEAD_BYTES = 8 * 1024;

export type TStoredFile = { size: number; sha256: string; head: Buffer };
/**
 * put: upload bytes · get: download one file · zip: stream an order's source files as one archive (key = order id) ·
 * deliver: an order's delivered file through its download route (key = `{orderId}/{fileKey}`), the `downloadUrl` a
 * browser follows without a bearer token · receipt: a payment's receipt or a refund's credit note (key =
 * `{orderId}/{paymentId}`) · preview: staff's JPEG view of an order's source image (key = `{orderId}/{fileKey}`).
 */
export type TSignedAction = 'put' | 'get' | 'zip' | 'deliver' | 'receipt' | 'preview';

const SIGNED_PATHS: Record<TSignedAction, (key: string) => string> = {
  put: (key) => `/api/uploads/${key}`,
  get: (key) => `/api/files/${key}`,
  zip: (key) => `/api/orders/${key}/source-files.zip`,
  deliver: (key) => {
    const [orderId, fileKey] = key.split('/');
    return `/api/orders/${orderId}/files/${fileKey}/download`;
  },
  preview: (key) => {
    const [orderId, fileKey] = key.split('/');
    return `/api/orders/${orderId}/files/${fileKey}/preview`;
  },
  receipt: (key) => {
    const [orderId, paymentId] = key.split('/');
    return `/api/orders/${orderId}/payments/${paymentId}/receipt`;
  },
};

/**
 * Files under DATA_DIR/files, reached by the browser only through HMAC-signed, expiring URLs served by the API.
 * Keys are server-generated UUIDs: a client never chooses a path.
 */
export const createLocalStorage = ({ dataDir, secret }: { dataDir: string; secret: string }) => {
  const root = path.resolve(dataDir, 'files');
  const signingKey = createHmac('sha256', secret).update('sello-local-storage').digest();

  const filePath = (fileKey: string) => {
    if (!/^[a-z0-9-]{20,80}$/.test(fileKey)) throw new AppError('NOT_FOUND', 'File not found');
    return path.join(root, fileKey.slice(0, 2), fileKey);
  };

  const sign = (action: TSignedAction, fileKey: string, expiresAt: number) =>
    createHmac('sha256', signingKey).update(`${action}\n${fileKey}\n${expiresAt}`).digest('base64url');

  return {
    newFileKey: (): string => randomUUID(),

    signedUrl: (action: TSignedAction, fileKey: string, expiresAt: number): string => {
      return `${SIGNED_PATHS[action](fileKey)}?expires=${expiresAt}&signature=${sign(action, fileKey, expiresAt)}`;
    },

    /** Throws a 403 for a tampered or expired link. */
    verifySignature: (action: TSignedAction, fileKey: string, expires: string, signature: string): void => {
      const expiresAt = Number(expires);
      const expected = Buffer.from(sign(action, fileKey, expiresAt));
      const given = Buffer.from(signature);
      if (!Number.isInteger(expiresAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('FORBIDDEN', 'This link is not valid.');
      }
      if (Math.floor(Date.now() / 1000) > expiresAt) {
        throw new AppError(
          'FORBIDDEN',
          action === 'put'
            ? 'This link has expired. Please start the upload again.'
            : 'This download link has expired. Please request a new one.',
        );
      }
    },

    /**
     * Streams the body to disk, refusing it as soon as it passes `maxBytes`; the file appears under its key
     * only when complete (written to a temporary name, then renamed).
     */
    write: async (fileKey: string, body: Readable, maxBytes: number): Promise<TStoredFile> => {
      const target = filePath(fileKey);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) {
            callback(
              new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`),
            );
            return;
          }
          hash.update(chunk);
          if (headLength < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, meter, createWriteStream(temporary, { mode: 0o600 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
    },

    read: (fileKey: string): Readable => createReadStream(filePath(fileKey)),

    pathOf: (fileKey: string): string => filePath(fileKey),

    exists: async (fileKey: string): Promise<boolean> => {
      try {
        await stat(filePath(fileKey));
        return true;
      } catch {
        return false;
      }
    },

    remove: async (fileKey: string): Promise<void> => {
      await rm(filePath(fileKey), { force: true });
    },

    /** Readiness: the files directory exists and is writable. */
    check: async (): Promise<void> => {
      await mkdir(root, { recursive: true });
    },
  };
};

export type TStorage = ReturnType<typeof createLocalStorage>;
