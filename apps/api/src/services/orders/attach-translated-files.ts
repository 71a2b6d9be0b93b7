import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit, type TAuditActor } from '../audit/record-audit.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import { loadAdminOrder } from './load-admin-order.ts';
import { ADMIN_ORDER_NOT_FOUND } from './order-rows.ts';

export const DELIVERY_LOCKED_MESSAGE =
  'This order has been completed: its delivered documents can no longer be changed.';

export const CERTIFIED_FILE_NOT_REMOVABLE =
  'This is a generated certified translation: use Regenerate on the Certified translations card instead.';

/** Locks the order row and refuses changes to delivered files once the order is COMPLETED or DELIVERED. */
const lockOpenOrder = async (trx: Transaction<Database>, orderId: string) => {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  if (isDelivered(order.status)) {
    throw new AppError('CONFLICT', DELIVERY_LOCKED_MESSAGE);
  }
  return order;
};

/**
 * Marks uploaded TRANSLATED files of this order as attached (delivered with it), each in the audit trail as the
 * actor's (the staff member attaching, or whoever made a professional order final ready). Each key must be a
 * translated upload presigned for this very order and fully stored; attaching twice is harmless.
 */
export const attachFilesInTransaction = async (
  trx: Transaction<Database>,
  { orderId, fileKeys, actor }: { orderId: string; fileKeys: string[]; actor: TAuditActor },
) => {
  const keys = [...new Set(fileKeys)];
  if (keys.length === 0) return;
  const files = await trx
    .selectFrom('files')
    .select(['id', 'file_key', 'original_name', 'kind', 'order_id', 'status'])
    .where('file_key', 'in', keys)
    // Locked so the retention job cannot delete an upload between this check and the attach below.
    .forUpdate()
    .execute();
  for (const key of keys) {
    const file = files.find((candidate) => candidate.file_key === key);
    if (file?.kind !== 'TRANSLATED' || file.order_id !== orderId || file.status === 'deleted') {
      throw new AppError('BAD_REQUEST', `File ${key} is not a translated document uploaded for this order.`);
    }
    if (file.status !== 'uploaded') {
      throw new AppError('CONFLICT', `${file.original_name} has not finished uploading. Please upload it again.`);
    }
  }
  const attached = await trx
    .updateTable('files')
    // Attached files belong to the order: from now on they follow the order's retention, not the uploads'.
    .set({ attached_at: new Date(), delete_after: null })
    .where(
      'id',
      'in',
      files.map((file) => file.id),
    )
    .where('attached_at', 'is', null)
    .returning('id')
    .execute();
  for (const file of attached) {
    await recordAudit(trx, { orderId, actor, action: 'translations_attached', fileId: file.id });
  }
};

export const attachTranslatedFiles = async ({
  db,
  storage,
  orderId,
  fileKeys,
  admin,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  fileKeys: string[];
  admin: TUserRow;
}): Promise<TAdminOrder> => {
  await confirmUploads({ db, storage, fileKeys });
  return db.transaction().execute(async (trx) => {
    await lockOpenOrder(trx, orderId);
    await attachFilesInTransaction(trx, { orderId, fileKeys, actor: { userId: admin.id } });
    return loadAdminOrder(trx, storage, orderId);
  });
};

/**
 * Removes a translated file from an order that is not completed yet: the row is marked deleted and the
 * bytes removed from storage (after the commit, so a rollback never leaves a row without its file). A current
 * generated certified translation is refused (409): its verification record would still say valid, so staff
 * regenerate instead.
 */
export const removeTranslatedFile = async ({
  db,
  storage,
  orderId,
  fileKey,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  fileKey: string;
}): Promise<TAdminOrder> => {
  const order = await db.transaction().execute(async (trx) => {
    await lockOpenOrder(trx, orderId);
    const certified = await trx
      .selectFrom('certified_documents')
      .innerJoin('files', 'files.id', 'certified_documents.file_id')
      .select('certified_documents.id')
      .where('files.file_key', '=', fileKey)
      .where('certified_documents.order_id', '=', orderId)
      .where('certified_documents.superseded_at', 'is', null)
      .executeTakeFirst();
    if (certified) throw new AppError('CONFLICT', CERTIFIED_FILE_NOT_REMOVABLE);
    const removed = await trx
      .updateTable('files')
      .set({ status: 'deleted', deleted_at: new Date(), attached_at: null })
      .where('file_key', '=', fileKey)
      .where('order_id', '=', orderId)
      .where('kind', '=', 'TRANSLATED')
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    if (removed.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'Translated file not found');
    return loadAdminOrder(trx, storage, orderId);
  });
  await storage.remove(fileKey);
  return order;
};
