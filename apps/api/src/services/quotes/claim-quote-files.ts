import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const QUOTE_FILE_NOT_FOUND = 'One of the files was not found. Please upload it again.';

/**
 * Inside the caller's transaction: locks the files, checks each is still an uploaded source file that no order and
 * no other quote holds, and binds it to this quote. A file held by another quote answers exactly as a missing one.
 */
export const claimQuoteFiles = async (trx: Transaction<Database>, quoteId: string, fileIds: string[]) => {
  if (fileIds.length === 0) return;
  const rows = await trx
    .selectFrom('files')
    .select(['id', 'kind', 'status', 'order_id', 'quote_id', 'original_name'])
    .where('id', 'in', fileIds)
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of fileIds) {
    const row = byId.get(id);
    if (row?.kind !== 'SOURCE' || row.status !== 'uploaded' || (row.quote_id && row.quote_id !== quoteId)) {
      throw new AppError('NOT_FOUND', QUOTE_FILE_NOT_FOUND, { reason: 'file-not-found' });
    }
    if (row.order_id) throw new AppError('BAD_REQUEST', `${row.original_name} already belongs to an order.`);
  }
  await trx
    .updateTable('files')
    .set({ quote_id: quoteId })
    .where('id', 'in', fileIds)
    .where('quote_id', 'is', null)
    .execute();
};
