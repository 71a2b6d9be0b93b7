import type { Readable } from 'node:stream';
import type { TSignedAction } from './signed-links.ts';

export type { TSignedAction } from './signed-links.ts';

/** The first bytes kept for magic-byte checks. */
export const HEAD_BYTES = 8 * 1024;

export type TStoredFile = { size: number; sha256: string | null; head: Buffer };

/** What a browser uploaded, as checked: `version` is the object's ETag (S3), null on local storage. */
export type TUploadedObject = { size: number; head: Buffer; version: string | null };

/**
 * Where file bytes live: `local-storage.ts` (DATA_DIR/files, uploads PUT through the API) or `s3-storage.ts`
 * (an S3-compatible bucket, uploads PUT by the browser straight to the bucket). Keys are server-generated UUIDs.
 * Nothing here keeps state between calls in the process, so any instance can serve any request.
 */
export type TStorage = {
  kind: 'local' | 's3';
  /** MAX_UPLOAD_MB in bytes: what an upload may weigh. */
  maxUploadBytes: number;
  newFileKey: () => string;
  /** Links to the API's own streaming routes (zip, deliver, receipt, preview; put and get for local storage). */
  signedUrl: (action: TSignedAction, key: string, expiresAt: number) => string;
  verifySignature: (action: TSignedAction, key: string, expires: string, signature: string) => void;
  /** Where the browser PUTs the bytes (local: the API's signed PUT route; S3: a presigned bucket URL). */
  createUploadUrl: (
    fileKey: string,
    options: { size: number; contentType: string; expiresAt: number },
  ) => Promise<string>;
  /**
   * Size and first bytes of what the browser uploaded, or null when nothing is stored under the key yet.
   * (Local storage checks uploads in its PUT route; S3 uploads are checked with this on first use.)
   */
  confirmUpload: (fileKey: string) => Promise<TUploadedObject | null>;
  /**
   * Keeps the upload `confirmUpload` described where no upload URL can write (S3: copies exactly that version from
   * the key the presigned PUT names to the file's own key; 409 when the object changed since it was checked). Every
   * other method reads and writes the file's own key. Local storage: nothing to do, its PUT route checks and stores
   * in one request and refuses a second PUT.
   */
  keepUpload: (fileKey: string, checked: TUploadedObject) => Promise<void>;
  /** Deletes what the upload URL wrote, once the file row says its checked copy is kept (local: nothing to do). */
  dropUpload: (fileKey: string) => Promise<void>;
  /** A short-lived link that downloads the file as an attachment under `filename`. */
  downloadUrl: (
    fileKey: string,
    options: { filename: string; contentType: string; expiresAt: number },
  ) => Promise<string>;
  /**
   * Streams the body in, refusing it past `maxBytes`; the file appears under its key only when complete, and only once
   * `beforeStore` (given what arrived) resolved: when it throws, the bytes are discarded and the key is left as it was.
   */
  write: (
    fileKey: string,
    body: Readable,
    maxBytes: number,
    beforeStore?: (stored: TStoredFile) => Promise<void>,
  ) => Promise<TStoredFile>;
  openRead: (fileKey: string) => Promise<Readable>;
  /** Runs `fn` with a path on this machine holding the file (S3: a temporary copy, always deleted afterwards). */
  withLocalCopy: <T>(fileKey: string, fn: (filePath: string) => Promise<T>) => Promise<T>;
  exists: (fileKey: string) => Promise<boolean>;
  remove: (fileKey: string) => Promise<void>;
  /** Readiness: the storage is reachable and writable. */
  check: () => Promise<void>;
};
