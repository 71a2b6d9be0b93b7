import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { checkUploadedContent } from './check-uploaded-content.ts';

/**
 * With S3 the browser PUTs straight to the bucket, so a file stays 'pending' until the API first needs it (analysis,
 * quote, translated-file attach): then the object's size (HEAD) and magic bytes (ranged GET) are checked as the local
 * PUT route checks them, the version checked is copied where no upload URL can write (`keepUpload`) and the file is
 * marked uploaded, or the object is deleted and the same 413/415/400 answered.
 * Files with nothing in the bucket yet stay pending (callers answer 'has not finished uploading').
 * Local storage checks uploads in its PUT route, so there is nothing to do here.
 */
export const confirmUploads = async ({
  db,
  storage,
  fileKeys,
}: {
  db: TDb;
  storage: TStorage;
  fileKeys: string[];
}): Promise<void> => {
  if (storage.kind === 'local' || fileKeys.length === 0) return;
  const pending = await db
    .selectFrom('files')
    .select(['id', 'file_key', 'original_name', 'declared_size'])
    .where('file_key', 'in', [...new Set(fileKeys)])
    .where('status', '=', 'pending')
    .execute();
  for (const candidate of pending) {
    // The row stays locked from its check through the copy to its update: a confirmation running alongside waits, then
    // finds it uploaded, and cannot copy a version PUT again after this one was checked and kept.
    const kept = await db.transaction().execute(async (trx) => {
      const file = await trx
        .selectFrom('files')
        .select(['id', 'file_key', 'original_name', 'declared_size'])
        .where('id', '=', candidate.id)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (!file) return false;
      const stored = await storage.confirmUpload(file.file_key);
      if (!stored) return false;
      const checked = checkUploadedContent(file.original_name, stored, storage.maxUploadBytes);
      // The presigned PUT binds the declared size; a server that does not enforce it is caught here.
      const problem =
        checked.problem ??
        (stored.size !== file.declared_size
          ? new AppError('BAD_REQUEST', `${file.original_name} does not have the size announced for it.`)
          : null);
      if (problem) {
        await storage.dropUpload(file.file_key);
        throw problem;
      }
      await storage.keepUpload(file.file_key, stored);
      await trx
        .updateTable('files')
        .set({ status: 'uploaded', size: stored.size, content_type: checked.contentType, uploaded_at: new Date() })
        .where('id', '=', file.id)
        .execute();
      return true;
    });
    // Only once committed: a confirmation running alongside that finds no upload any more finds the row uploaded.
    // The file is kept by then: a bucket gone in between leaves the upload's copy, which removing the file deletes.
    if (kept) await storage.dropUpload(candidate.file_key).catch(() => undefined);
  }
};
