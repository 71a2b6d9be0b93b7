import type { TFilePreviewResponse } from '@sello/shared/admin-order-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** A preview link is good for this long (the admin page asks for a new one each time it opens a preview). */
export const PREVIEW_URL_TTL_SECONDS = 10 * 60;
const NOT_AN_IMAGE = 'Only photos and scanned images have a preview.';

const findSourceImage = async (db: TDb, orderId: string | null, fileKey: string) => {
  const file = await db
    .selectFrom('files')
    .select(['id', 'file_key', 'content_type', 'original_name'])
    .where('file_key', '=', fileKey)
    .$if(orderId !== null, (query) => query.where('order_id', '=', orderId as string))
    .where('order_id', 'is not', null)
    .where('kind', '=', 'SOURCE')
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  if (!file.content_type.startsWith('image/')) throw new AppError('BAD_REQUEST', NOT_AN_IMAGE);
  return file;
};

/** Staff: a signed, short-lived link to the JPEG preview of an order's source image (photos from phones are HEIC). */
export const createSourceImagePreviewLink = async ({
  db,
  storage,
  orderId,
  fileKey,
  viewer,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  fileKey: string;
  viewer: TUserRow;
}): Promise<TFilePreviewResponse> => {
  const file = await findSourceImage(db, orderId, fileKey);
  // Audited when the link is issued: it names no one, and shows this image only, for a few minutes.
  await recordAudit(db, { orderId, actor: { userId: viewer.id }, action: 'document_opened', fileId: file.id });
  const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_URL_TTL_SECONDS;
  return { previewUrl: storage.signedUrl('preview', fileKey, expiresAt), expiresAt };
};

/**
 * The preview itself (the link, signed for this file key, was verified by the route): an order's source image,
 * decoded and re-encoded by the analysis pool's workers.
 */
export const renderSourceImagePreview = async ({
  db,
  storage,
  analyzer,
  fileKey,
}: {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  fileKey: string;
}): Promise<Uint8Array> => {
  const file = await findSourceImage(db, null, fileKey);
  const jpeg = await storage.withLocalCopy(file.file_key, (filePath) => analyzer.preview({ filePath }));
  if (!jpeg) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image cannot be shown: it could not be decoded.');
  return jpeg;
};
