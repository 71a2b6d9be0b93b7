import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../errors/app-error.ts';
import { contentDisposition } from '../http/attachment-headers.ts';
import { fileSink, meteredWrite } from './metered-write.ts';
import { createSignedLinks } from './signed-links.ts';
import { HEAD_BYTES, type TStorage } from './storage.ts';
import { guardStorage } from './storage-outage.ts';

export type TS3Options = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Signs the API's own streaming links (zip, deliver, receipt, preview). */
  secret: string;
  maxUploadBytes: number;
  /** How long a connection may take, and a connected request stay silent (ms); tests shorten them. */
  timeouts?: { connectMs: number; idleMs: number };
};

/**
 * A bucket that cannot be reached answers within seconds, not never: a connection gets 3 s, a request may stay silent
 * 10 s (an idle limit, so a large body streaming steadily is never cut), and a failed request is tried twice in all.
 * Worst case about 20 s before the caller answers 503 (storage-outage.ts); a refused connection fails at once.
 */
const S3_TIMEOUTS = { connectMs: 3_000, idleMs: 10_000 };
const S3_MAX_ATTEMPTS = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

const isPreconditionFailed = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'PreconditionFailed' || error.$metadata.httpStatusCode === 412);

const changedWhileChecked = () =>
  new AppError('CONFLICT', 'The file changed while it was being checked. Please upload it again.');

const secondsUntil = (expiresAt: number) => Math.max(1, expiresAt - Math.floor(Date.now() / 1000));

/**
 * An S3-compatible bucket: the browser PUTs to a presigned URL that binds the size and content type, downloads are
 * presigned GETs sent as attachments, and the API streams from the bucket for analysis, ZIPs and previews.
 *
 * Two keys per file: the presigned PUT names `uploads/<fileKey>`, which stays writable until the URL expires; once
 * checked, that version is copied to `<fileKey>`, which no upload URL names and which everything else reads. So bytes
 * PUT again after the check reach nothing the API serves, analyses, prices or zips.
 */
export const createS3Storage = (options: TS3Options): TStorage => {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // No checksum the browser would have to send with a presigned PUT; S3-compatible servers vary in support.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: S3_MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: (options.timeouts ?? S3_TIMEOUTS).connectMs,
      socketTimeout: (options.timeouts ?? S3_TIMEOUTS).idleMs,
    },
  });
  const Bucket = options.bucket;
  const links = createSignedLinks(options.secret);

  const objectKey = (fileKey: string) => {
    if (!/^[a-z0-9-]{20,80}$/.test(fileKey)) throw new AppError('NOT_FOUND', 'File not found');
    return fileKey;
  };
  const uploadKey = (fileKey: string) => `uploads/${objectKey(fileKey)}`;

  const openRead = async (fileKey: string): Promise<Readable> => {
    const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(fileKey) })).catch((error) => {
      if (isNotFound(error)) throw new AppError('NOT_FOUND', 'File not found');
      throw error;
    });
    return object.Body as Readable;
  };

  const withTemporaryDirectory = async <T>(fn: (directory: string) => Promise<T>): Promise<T> => {
    const directory = await mkdtemp(path.join(tmpdir(), 'sello-s3-'));
    try {
      return await fn(directory);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };

  return guardStorage({
    kind: 's3',
    maxUploadBytes: options.maxUploadBytes,
    newFileKey: (): string => randomUUID(),
    signedUrl: links.signedUrl,
    verifySignature: links.verifySignature,

    // Content-Type and Content-Length are signed headers: a PUT with another type or size fails the signature.
    createUploadUrl: (fileKey, { size, contentType, expiresAt }) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: uploadKey(fileKey), ContentType: contentType, ContentLength: size }),
        { expiresIn: secondsUntil(expiresAt), signableHeaders: new Set(['content-type', 'content-length']) },
      ),

    // Size, ETag and first bytes of one version: the ranged GET must match the ETag the HEAD saw.
    confirmUpload: async (fileKey) => {
      const Key = uploadKey(fileKey);
      let size: number;
      let version: string | null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        size = head.ContentLength ?? 0;
        version = head.ETag ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      if (size === 0) return { size, head: Buffer.alloc(0), version };
      // Gone since the HEAD: a confirmation running alongside kept it (the caller finds the row uploaded).
      const object = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: `bytes=0-${Math.min(size, HEAD_BYTES) - 1}`,
            ...(version ? { IfMatch: version } : {}),
          }),
        )
        .catch((error: unknown) => {
          if (isNotFound(error)) return null;
          if (isPreconditionFailed(error)) throw changedWhileChecked();
          throw error;
        });
      if (!object) return null;
      const bytes = await (object.Body as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray();
      return { size, head: Buffer.from(bytes).subarray(0, HEAD_BYTES), version };
    },

    // The copy is conditional on the ETag checked: a PUT that lands between the check and the copy fails it (412).
    // No source any more: a confirmation running alongside kept it and dropped the upload, fine if it is this version.
    keepUpload: async (fileKey, checked) => {
      const version = checked.version;
      if (!version) throw new Error('An S3 upload is kept by the ETag it was checked under');
      const Key = objectKey(fileKey);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key,
            CopySource: `${Bucket}/${uploadKey(fileKey)}`,
            CopySourceIfMatch: version,
          }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw isPreconditionFailed(error) ? changedWhileChecked() : error;
        await client.send(new HeadObjectCommand({ Bucket, Key, IfMatch: version })).catch((headError: unknown) => {
          if (isNotFound(headError) || isPreconditionFailed(headError)) throw changedWhileChecked();
          throw headError;
        });
      }
    },

    dropUpload: async (fileKey) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: uploadKey(fileKey) }));
    },

    downloadUrl: (fileKey, { filename, contentType, expiresAt }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: objectKey(fileKey),
          ResponseContentDisposition: contentDisposition(filename),
          ResponseContentType: contentType,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: secondsUntil(expiresAt) },
      ),

    // Spooled to a temporary file first: the size must be known for the PUT and the cap applies while streaming.
    write: (fileKey, body, maxBytes, beforeStore) =>
      withTemporaryDirectory(async (directory) => {
        const spool = path.join(directory, 'upload');
        const stored = await meteredWrite(body, fileSink(spool), maxBytes);
        await beforeStore?.(stored);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(fileKey),
            Body: createReadStream(spool),
            ContentLength: stored.size,
          }),
        );
        return stored;
      }),

    openRead,

    withLocalCopy: (fileKey, fn) =>
      withTemporaryDirectory(async (directory) => {
        const copy = path.join(directory, 'file');
        await pipeline(await openRead(fileKey), createWriteStream(copy, { mode: 0o600 }));
        return fn(copy);
      }),

    exists: async (fileKey) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(fileKey) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    // Also the upload key: a PUT repeated after the check (or never checked) leaves an object there.
    remove: async (fileKey) => {
      await Promise.all(
        [objectKey(fileKey), uploadKey(fileKey)].map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
      );
    },

    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  });
};

/** The origin the browser PUTs uploads to (for the CSP's connect-src). */
export const s3UploadOrigin = ({
  endpoint,
  bucket,
  region,
  forcePathStyle,
}: {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
}): string => {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return forcePathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
};
