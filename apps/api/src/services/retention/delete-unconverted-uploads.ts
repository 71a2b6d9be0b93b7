import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';

/**
 * Deletes files nobody is using once their `delete_after` has passed: uploaded source files that never became
 * part of an order (RETENTION_UNCONVERTED_HOURS), translated uploads an admin never attached to an order (same
 * period), and generated plan PDFs (PLAN_PDF_RETENTION_HOURS). Each row is marked deleted first, under the same
 * conditions, so a file ordered or attached meanwhile is never touched; then its bytes are removed. Idempotent:
 * deleted rows are skipped, and a missing file on disk is not an error.
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
  const unused = (eb: ExpressionBuilder<Database, 'files'>) =>
    eb.and([
      eb('status', '!=', 'deleted'),
      eb('delete_after', '<=', now),
      eb.or([
        eb.and([eb('kind', 'in', ['SOURCE', 'PLAN_PDF']), eb('order_id', 'is', null)]),
        eb.and([eb('kind', '=', 'TRANSLATED'), eb('attached_at', 'is', null)]),
      ]),
    ]);
  const due = await db.selectFrom('files').select('id').where(unused).limit(1000).execute();
  let deleted = 0;
  for (const file of due) {
    const row = await db
      .updateTable('files')
      .set({ status: 'deleted', deleted_at: now })
      .where('id', '=', file.id)
      .where(unused)
      .returning('file_key')
      .executeTakeFirst();
    if (!row) continue;
    await storage.remove(row.file_key);
    deleted += 1;
  }
  if (deleted > 0) logger.info({ count: deleted }, 'deleted unused uploads and expired plan PDFs');
  return deleted;
};
