import type { Readable } from 'node:stream';
import type { TOrderZipResponse } from '@sello/shared/admin-order-schemas';
import { ZipFile } from 'yazl';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { safeFilename } from '../../http/attachment-headers.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ADMIN_ORDER_NOT_FOUND } from './order-rows.ts';

/** How long a "Download All" link works. */
export const ARCHIVE_URL_TTL_SECONDS = 10 * 60;
const NO_SOURCE_FILES = 'This order has no source documents to download.';

export const archiveFilename = (orderNumber: string) => `order-${orderNumber}.zip`;

const loadSourceFiles = async (db: TDb, orderId: string) => {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  const files = await db
    .selectFrom('files')
    .select(['file_key', 'original_name', 'size', 'uploaded_at'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'SOURCE')
    .where('status', '=', 'uploaded')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { order, files };
};

/** Unique names inside the archive: a second `scan.pdf` becomes `scan (2).pdf`. */
export const archiveEntryNames = (names: string[]): string[] => {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = safeFilename(raw);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
};

/** `POST /api/admin/orders/:id/zip`: a signed, expiring link to the streamed archive of the source files. */
export const createOrderArchiveLink = async ({
  db,
  storage,
  orderId,
  viewer,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  viewer: TUserRow;
}): Promise<TOrderZipResponse> => {
  const { order, files } = await loadSourceFiles(db, orderId);
  if (files.length === 0) throw new AppError('CONFLICT', NO_SOURCE_FILES);
  // Audited when the link is issued (it names no one): one entry for the archive, with the documents it holds.
  await recordAudit(db, {
    orderId: order.id,
    actor: { userId: viewer.id },
    action: 'document_downloaded',
    detail: { archive: archiveFilename(order.order_number), documents: files.length },
  });
  const expiresAt = Math.floor(Date.now() / 1000) + ARCHIVE_URL_TTL_SECONDS;
  return {
    downloadUrl: storage.signedUrl('zip', order.id, expiresAt),
    filename: archiveFilename(order.order_number),
    expiresAt,
  };
};

/**
 * The archive itself, streamed: yazl reads each stored file as a stream and writes the ZIP as it goes, so
 * memory stays flat whatever the size. Entries are stored uncompressed (documents are mostly compressed
 * already) and byte-identical to the uploads. Every file is checked to exist before the first byte is sent.
 */
export const streamOrderArchive = async ({
  db,
  storage,
  orderId,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
}): Promise<{ filename: string; stream: Readable }> => {
  const { order, files } = await loadSourceFiles(db, orderId);
  if (files.length === 0) throw new AppError('CONFLICT', NO_SOURCE_FILES);
  for (const file of files) {
    if (!(await storage.exists(file.file_key))) {
      throw new AppError('CONFLICT', 'A source document of this order is missing from storage.');
    }
  }
  const zip = new ZipFile();
  const names = archiveEntryNames(files.map((file) => file.original_name));
  // Each file is opened only when yazl reaches its entry, so a large order holds one storage stream at a time.
  files.forEach((file, index) => {
    const options = {
      compress: false,
      mtime: file.uploaded_at ?? new Date(),
      ...(file.size !== null ? { size: file.size } : {}),
    };
    zip.addReadStreamLazy(names[index] as string, options, (callback) => {
      storage.openRead(file.file_key).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  });
  // A storage error half-way (after the first byte) can only end the download: the client sees a truncated archive.
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return { filename: archiveFilename(order.order_number), stream: output };
};
