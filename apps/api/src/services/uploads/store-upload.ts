import type { Readable } from 'node:stream';
import { fileExtension } from '@sello/shared/upload-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  CONTENT_TYPE_BY_EXTENSION,
  DESCRIPTION_BY_EXTENSION,
  detectContentKind,
  KINDS_BY_EXTENSION,
} from '../../storage/detect-content-type.ts';
import type { TStorage } from '../../storage/local-storage.ts';

type TStoreUploadOptions = {
  db: TDb;
  storage: TStorage;
  fileKey: string;
  body: Readable;
  declaredLength: number | null;
  maxBytes: number;
};

/** Receives the bytes for a presigned upload: size enforced while streaming, content checked by its magic bytes. */
export const storeUpload = async ({ db, storage, fileKey, body, declaredLength, maxBytes }: TStoreUploadOptions) => {
  const file = await db
    .selectFrom('files')
    .select(['id', 'original_name', 'status'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', 'This upload link does not match any file.');
  if (file.status !== 'pending') throw new AppError('CONFLICT', 'This file has already been uploaded.');
  if (declaredLength !== null && declaredLength > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }

  const stored = await storage.write(fileKey, body, maxBytes);
  const extension = fileExtension(file.original_name);
  const reject = async (error: AppError) => {
    await storage.remove(fileKey);
    throw error;
  };
  if (stored.size === 0) await reject(new AppError('BAD_REQUEST', `${file.original_name} is empty.`));
  const kind = detectContentKind(stored.head);
  if (!(KINDS_BY_EXTENSION[extension] ?? []).includes(kind)) {
    await reject(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${file.original_name} does not look like ${DESCRIPTION_BY_EXTENSION[extension] ?? 'an accepted document'}. Please check the file and try again.`,
      ),
    );
  }

  const updated = await db
    .updateTable('files')
    .set({
      status: 'uploaded',
      size: stored.size,
      sha256: stored.sha256,
      content_type: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream',
      uploaded_at: new Date(),
    })
    .where('id', '=', file.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'This file has already been uploaded.');
  return { fileKey, size: stored.size };
};
