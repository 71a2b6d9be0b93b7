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
const alreadyUploaded = () => new AppError('CONFLICT', 'This file has already been uploaded.');

export const storeUpload = async ({ db, storage, fileKey, body, declaredLength, maxBytes }: TStoreUploadOptions) => {
  const file = await db
    .selectFrom('files')
    .select(['id', 'original_name', 'status'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', 'This upload link does not match any file.');
  if (file.status !== 'pending') throw alreadyUploaded();
  if (declaredLength !== null && declaredLength > maxBytes) throw tooLarge(maxBytes);

  let claimed = false;
  try {
    // The row is claimed (pending → uploaded) before the bytes take the key: a PUT still arriving when another one
    // was checked and stored loses the claim and its bytes are discarded, never renamed over the checked ones.
    const stored = await storage.write(fileKey, body, maxBytes, async (arrived) => {
      const checked = checkUploadedContent(file.original_name, arrived, maxBytes);
      if (checked.problem) throw checked.problem;
      const updated = await db
        .updateTable('files')
        .set({
          status: 'uploaded',
          size: arrived.size,
          sha256: arrived.sha256,
          content_type: checked.contentType,
          uploaded_at: new Date(),
        })
        .where('id', '=', file.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw alreadyUploaded();
      claimed = true;
    });
    return { fileKey, size: stored.size };
  } catch (error) {
    // Claimed but not stored (the final rename failed): the file is pending again, its link can be retried.
    if (claimed) {
      await db.updateTable('files').set({ status: 'pending', uploaded_at: null }).where('id', '=', file.id).execute();
    }
    throw error;
  }
};
