import { AppError } from '../errors/app-error.ts';
import type { TStorage } from './storage.ts';

/** Seconds a client is told to wait (Retry-After) when the bucket cannot be reached: outages are usually short. */
export const STORAGE_UNREACHABLE_RETRY_AFTER_SECONDS = 30;
/** A full disk waits for an operator: clients are told to come back later. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 300;

export const STORAGE_UNREACHABLE_MESSAGE = 'File storage is briefly unavailable. Please try again in a minute.';
export const STORAGE_FULL_MESSAGE =
  'We cannot store files right now. Nothing was saved; please try again later or contact us.';

/** A socket that could not connect, was reset or went quiet: the storage is unreachable, not the request wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The disk itself failing or remounted read-only.
  'EIO',
  'EROFS',
]);
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** The disk the files are written to has no room (ENOSPC, EDQUOT, or less free than an announced upload). */
export const storageFull = () =>
  new AppError('UNAVAILABLE', STORAGE_FULL_MESSAGE, undefined, { retryAfterSeconds: STORAGE_FULL_RETRY_AFTER_SECONDS });

const storageUnreachable = () =>
  new AppError('UNAVAILABLE', STORAGE_UNREACHABLE_MESSAGE, undefined, {
    retryAfterSeconds: STORAGE_UNREACHABLE_RETRY_AFTER_SECONDS,
  });

/**
 * The AppError a storage failure becomes: 503 with Retry-After when the bucket is unreachable (network error,
 * timeout, S3 5xx) or the disk is full; null for anything else (a missing object, a refused upload, a bug), which
 * keeps its own answer.
 */
export const storageOutage = (error: unknown): AppError | null => {
  if (!(error instanceof Error) || error instanceof AppError) return null;
  const { code, $metadata } = error as { code?: unknown; $metadata?: { httpStatusCode?: number } };
  let outage: AppError | null = null;
  if (typeof code === 'string' && FULL_CODES.has(code)) outage = storageFull();
  else if (
    (typeof code === 'string' && UNREACHABLE_CODES.has(code)) ||
    error.name === 'TimeoutError' ||
    ($metadata?.httpStatusCode ?? 0) >= 500
  ) {
    outage = storageUnreachable();
  }
  return outage && Object.assign(outage, { cause: error });
};

/**
 * The storage with its failures answered as outages (see storageOutage). What a caller's own callback throws
 * (`beforeStore`, `withLocalCopy`'s work: a database error, the analyser) passes through unchanged: a database that
 * cannot be reached is not the storage.
 */
export const guardStorage = (storage: TStorage): TStorage => {
  const fromCaller = new WeakSet<object>();
  const own = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async function ownedByCaller(...args: A): Promise<R> {
      try {
        return await fn(...args);
      } catch (error) {
        if (typeof error === 'object' && error !== null) fromCaller.add(error);
        throw error;
      }
    };
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (typeof error === 'object' && error !== null && fromCaller.has(error)) throw error;
        throw storageOutage(error) ?? error;
      }
    };
  return {
    ...storage,
    createUploadUrl: guard(storage.createUploadUrl),
    confirmUpload: guard(storage.confirmUpload),
    keepUpload: guard(storage.keepUpload),
    dropUpload: guard(storage.dropUpload),
    downloadUrl: guard(storage.downloadUrl),
    write: guard((fileKey, body, maxBytes, beforeStore) =>
      storage.write(fileKey, body, maxBytes, beforeStore && own(beforeStore)),
    ),
    openRead: guard(storage.openRead),
    withLocalCopy: (fileKey, fn) => guard(storage.withLocalCopy)(fileKey, own(fn)),
    exists: guard(storage.exists),
    remove: guard(storage.remove),
    check: guard(storage.check),
  };
};
