import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';

type TExecutor = TDb | Transaction<Database>;

/**
 * The one way an order's documents are deleted (the retention job, the customer's "Delete my documents now", their
 * account's deletion): the order's source, translated and generated files (certified PDFs among them: their
 * verification record stays) and its stamped drafts leave storage, their rows are marked deleted (listed as 'deleted
 * on {date}'), and the translation HTML kept for the admin viewer is cleared. Storage goes first, then the rows through
 * `db` (pass the caller's transaction): should the rows not be written, the next call finds the files again and a
 * missing file is not an error. Returns how many files rows it marked deleted.
 */
export const removeOrderDocuments = async ({
  db,
  storage,
  orderId,
  now,
}: {
  db: TExecutor;
  storage: TStorage;
  orderId: string;
  now: Date;
}): Promise<number> => {
  const due = await db
    .selectFrom('files')
    .select(['id', 'file_key'])
    .where('order_id', '=', orderId)
    .where('status', '!=', 'deleted')
    .execute();
  for (const file of due) await storage.remove(file.file_key);
  // The customer's stamped drafts (issue 30) are copies of the translations: they go with them.
  const drafts = await db
    .selectFrom('draft_documents')
    .innerJoin('order_drafts', 'order_drafts.id', 'draft_documents.draft_id')
    .select(['draft_documents.id', 'draft_documents.storage_key'])
    .where('order_drafts.order_id', '=', orderId)
    .where('draft_documents.storage_key', 'is not', null)
    .execute();
  for (const draft of drafts) if (draft.storage_key) await storage.remove(draft.storage_key);
  if (drafts.length > 0) {
    await db
      .updateTable('draft_documents')
      .set({ storage_key: null })
      .where(
        'id',
        'in',
        drafts.map((draft) => draft.id),
      )
      .execute();
  }
  await db
    .updateTable('files')
    .set({ status: 'deleted', deleted_at: now })
    .where('order_id', '=', orderId)
    .where('status', '!=', 'deleted')
    .execute();
  await db
    .updateTable('translations')
    .set({ extracted_html: null, translated_html: null, updated_at: now })
    .where('order_id', '=', orderId)
    .execute();
  return due.length;
};
