import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { formatVerificationCode } from '@sello/shared/certified-document-schemas';
import { isDelivered, isOpen } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadAdminOrder } from '../orders/load-admin-order.ts';
import { lockOrder, orderClosedMessage } from '../orders/lock-order.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { sendCertifiedJob } from './send-certified-job.ts';

export const NOTHING_TO_REGENERATE =
  'This order has no certified translations to regenerate: they are generated once the final translation of a sworn order is approved.';

/**
 * Staff regenerate a sworn order's certified translations (after a correction, a new credential or signature): the
 * current documents are superseded (their verification records stay, answering "superseded"; their files leave the
 * order and storage) and the generation runs again. Only while the order is open and not yet delivered (409).
 */
export const regenerateCertifiedDocuments = async ({
  db,
  storage,
  jobs,
  orderId,
  user,
}: {
  db: TDb;
  storage: TStorage;
  jobs: TJobQueue;
  orderId: string;
  user: TUserRow;
}): Promise<TAdminOrder> => {
  const removedKeys = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (!isOpen(order.status) || isDelivered(order.status)) {
      throw new AppError(
        'CONFLICT',
        orderClosedMessage(order.status, 'its certified translations can no longer be regenerated.'),
      );
    }
    const generation = await trx
      .selectFrom('certified_generations')
      .select('state')
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!generation) throw new AppError('CONFLICT', NOTHING_TO_REGENERATE);
    const now = new Date();
    const superseded = await trx
      .updateTable('certified_documents')
      .set({ superseded_at: now })
      .where('order_id', '=', orderId)
      .where('superseded_at', 'is', null)
      .returning(['file_id', 'verification_code'])
      .execute();
    const fileIds = superseded.flatMap((document) => (document.file_id ? [document.file_id] : []));
    const removed =
      fileIds.length === 0
        ? []
        : await trx
            .updateTable('files')
            .set({ status: 'deleted', deleted_at: now, attached_at: null })
            .where('id', 'in', fileIds)
            .where('status', '!=', 'deleted')
            .returning('file_key')
            .execute();
    await trx
      .updateTable('certified_generations')
      // A new round: a job still making the previous round's documents keeps none of them (generateCertifiedDocuments).
      .set((eb) => ({
        state: 'generating',
        failure: null,
        passing_fault: false,
        attempts: 0,
        round: eb('round', '+', 1),
        updated_at: now,
      }))
      .where('order_id', '=', orderId)
      .execute();
    await recordAudit(trx, {
      orderId,
      actor: { userId: user.id },
      action: 'certified_regenerated',
      detail: {
        superseded: superseded.length,
        codes: superseded.map((document) => formatVerificationCode(document.verification_code)).join(', '),
      },
    });
    return removed.map((file) => file.file_key);
  });
  // After the commit, so a rollback never leaves a row without its file.
  for (const key of removedKeys) await storage.remove(key);
  await sendCertifiedJob(db, jobs, orderId);
  return loadAdminOrder(db, storage, orderId, user.id);
};
