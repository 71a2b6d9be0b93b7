import type { TDeleteOrderDocumentsResponse } from '@sello/shared/order-schemas';
import { ACTIVE_TASK_STATES } from '@sello/shared/task-schemas';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { documentsDeletedEmail } from '../../mail/templates/documents-deleted-email.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { removeOrderDocuments } from '../retention/remove-order-documents.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { ORDER_NOT_FOUND } from './order-rows.ts';

/** The statuses in which nothing will need the documents again: delivered, or cancelled. */
export const DOCUMENTS_DELETABLE_STATUSES = ['COMPLETED', 'DELIVERED', 'CANCELLED'] as const;

export const ONLY_THE_CUSTOMER_DELETES_DOCUMENTS =
  "Only the customer can delete an order's documents: staff cannot delete them for the customer.";
export const DOCUMENTS_IN_TRANSLATION =
  'A translator is working on these documents, so they cannot be deleted now. If you no longer want the translation, write to us to cancel the order first; then you can delete them.';
export const DOCUMENTS_STILL_NEEDED =
  'We still need these documents to prepare your order, so they cannot be deleted now. If you no longer want the translation, write to us to cancel the order first; then you can delete them.';
export const DOCUMENTS_ALREADY_DELETED =
  "This order's documents were already deleted under our retention policy: there is nothing left to delete.";

/**
 * The customer's "Delete my documents now" (issue 32): under the order's lock, the order's holder (its signed-in
 * owner, or for a guest order whoever holds its link; staff 403) deletes every file of a delivered or cancelled order
 * at once through removeOrderDocuments, the one way documents are deleted. The order, its amounts and receipts stay;
 * the order records when (documents_deleted_at), the audit trail who, and an email confirms it. While the order is
 * open the documents are still needed (409, saying to cancel it first). Asking again changes nothing.
 */
export const deleteOrderDocuments = async ({
  db,
  storage,
  mailer,
  orderId,
  viewer,
  env,
  readSettings,
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  viewer: TUserRow | null;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
}): Promise<TDeleteOrderDocumentsResponse> => {
  const settings = await readSettings(db);
  const outcome = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select([
        'id',
        'status',
        'user_id',
        'owner_deleted_at',
        'order_number',
        'customer_email',
        'documents_deleted_at',
        'locale',
      ])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
    if (viewer?.staff_role != null && viewer.id !== order.user_id) {
      throw new AppError('FORBIDDEN', ONLY_THE_CUSTOMER_DELETES_DOCUMENTS);
    }
    if (!(DOCUMENTS_DELETABLE_STATUSES as readonly string[]).includes(order.status)) {
      const activeTask = await trx
        .selectFrom('order_tasks')
        .select('id')
        .where('order_id', '=', order.id)
        .where('state', 'in', ACTIVE_TASK_STATES)
        .limit(1)
        .executeTakeFirst();
      throw new AppError('CONFLICT', activeTask ? DOCUMENTS_IN_TRANSLATION : DOCUMENTS_STILL_NEEDED, {
        reason: activeTask ? 'task-in-progress' : 'order-open',
      });
    }
    const now = new Date();
    const deletedFiles = await removeOrderDocuments({ db: trx, storage, orderId: order.id, now });
    if (deletedFiles === 0) {
      if (order.documents_deleted_at) return { deletedFiles, deletedAt: order.documents_deleted_at, outboxId: null };
      throw new AppError('CONFLICT', DOCUMENTS_ALREADY_DELETED, { reason: 'already-deleted' });
    }
    await trx.updateTable('orders').set({ documents_deleted_at: now }).where('id', '=', order.id).execute();
    await recordAudit(trx, {
      orderId: order.id,
      actor: viewer ? { userId: viewer.id } : { userId: null, role: 'customer' },
      action: 'documents_deleted',
      detail: { files: deletedFiles, reason: 'customer_request' },
    });
    const outboxId = await mailer.enqueue(trx, {
      ...documentsDeletedEmail({
        locale: localeOr(order.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        deletedAt: now,
        fileCount: deletedFiles,
      }),
      dedupeKey: `order-documents-deleted:${order.id}`,
      template: 'order-documents-deleted',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    return { deletedFiles, deletedAt: now, outboxId };
  });
  if (outcome.outboxId) await mailer.dispatch(outcome.outboxId);
  return { success: true, deletedFiles: outcome.deletedFiles, documentsDeletedAt: outcome.deletedAt.toISOString() };
};
