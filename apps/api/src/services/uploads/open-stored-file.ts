import type { Readable } from 'node:stream';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';

/** The bytes behind a signed download link, with the name and type to send them under. */
export const openStoredFile = async ({
  db,
  storage,
  fileKey,
}: {
  db: TDb;
  storage: TStorage;
  fileKey: string;
}): Promise<{ filename: string; contentType: string; size: number | null; stream: Readable }> => {
  const file = await db
    .selectFrom('files')
    .select(['file_key', 'original_name', 'content_type', 'size'])
    .where('file_key', '=', fileKey)
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
  if (!file || !(await storage.exists(file.file_key)))
    throw new AppError('NOT_FOUND', 'File not found', { reason: 'file-not-found' });
  return {
    filename: file.original_name,
    contentType: file.content_type || 'application/octet-stream',
    size: file.size,
    stream: await storage.openRead(file.file_key),
  };
};
