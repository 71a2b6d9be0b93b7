import type { Readable } from 'node:stream';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { checkUploadedContent, tooLarge } from './check-uploaded-content.ts';

type TStoreUploadOptions = {
  db: TDb;
  storage: TStorage;
  fileKey: string;
  body: Readable;
  declaredLength: number | null;
  maxBytes: number;
};

/**
 * Local storage's presigned PUT: the bytes go through the API, size enforced while streaming, content checked by its
 * magic bytes. (With S3 the browser PUTs to the bucket and confirmUploads checks the object on first use.)
 */
export const storeUpload = async ({ db, storage, fileKey, body, declaredLength, maxBytes }: TStoreUploadOptions) => {
  const file = await db
    .selectFrom('files')
    .select(['id', 'original_name', 'status'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', 'This upload link does not match any file.');
  if (file.status !== 'pending') throw new AppError('CONFLICT', 'This file has already been uploaded.');
  if (declaredLength !== null && declaredLength > maxBytes) throw tooLarge(maxBytes);

  const stored = await storage.write(fileKey, body, maxBytes);
  const checked = checkUploadedContent(file.original_name, stored, maxBytes);
  if (checked.problem) {
    await storage.remove(fileKey);
    throw checked.problem;
  }

  const updated = await db
    .updateTable('files')
    .set({
      status: 'uploaded',
      size: stored.size,
      sha256: stored.sha256,
      content_type: checked.contentType,
      uploaded_at: new Date(),
    })
    .where('id', '=', file.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'This file has already been uploaded.');
  return { fileKey, size: stored.size };
};
