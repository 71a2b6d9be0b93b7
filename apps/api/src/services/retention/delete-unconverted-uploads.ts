import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/local-storage.ts';

/**
 * Deletes uploaded source files that never became part of an order once their retention period has passed
 * (RETENTION_UNCONVERTED_HOURS, set as delete_after when the upload was presigned), and generated plan PDFs
 * once theirs has (PLAN_PDF_RETENTION_HOURS, set when the PDF was made). Idempotent: deleted rows are skipped,
 * and a missing file on disk is not an error.
 */
export const deleteUnconvertedUploads = async ({
  db,
  storage,
  logger,
  now = new Date(),
}: {
  db: TDb;
  storage: TStorage;
  logger: FastifyBaseLogger;
  now?: Date;
}): Promise<number> => {
  const due = await db
    .selectFrom('files')
    .select(['id', 'file_key'])
    .where('kind', 'in', ['SOURCE', 'PLAN_PDF'])
    .where('order_id', 'is', null)
    .where('status', '!=', 'deleted')
    .where('delete_after', '<=', now)
    .limit(1000)
    .execute();
  for (const file of due) {
    await storage.remove(file.file_key);
    await db
      .updateTable('files')
      .set({ status: 'deleted', deleted_at: now })
      .where('id', '=', file.id)
      .where('order_id', 'is', null)
      .execute();
  }
  if (due.length > 0) logger.info({ count: due.length }, 'deleted uploads never ordered and expired plan PDFs');
  return due.length;
};
