import { COMPLETED_STATUSES, type TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderCompletedEmail } from '../../mail/templates/order-completed-email.ts';
import type { TStorage } from '../../storage/storage.ts';
import { orderFilesDeleteAt } from '../retention/delete-delivered-order-files.ts';
import { getSettings } from '../settings/get-settings.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import { attachFilesInTransaction } from './attach-translated-files.ts';
import { ADMIN_ORDER_NOT_FOUND, completionEmailKey, loadAdminOrder } from './load-admin-order.ts';

type TCompleteOrderOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  translatedFileKeys: string[];
  message: string;
  admin: TUserRow;
  env: { BRAND_NAME: string; SUPPORT_EMAIL: string; PUBLIC_URL: string };
};

/**
 * Attaches the chosen translated files, sets COMPLETED, records the event and queues the client's email
 * with the download link, all in one transaction. Exactly once: the order row is locked and the email has
 * a per-order dedupe key, so a retried or concurrent call finds the email already written and returns the
 * order as it is (`emailQueued: false`) without changing anything.
 */
export const completeOrder = async ({
  db,
  storage,
  mailer,
  orderId,
  translatedFileKeys,
  message,
  admin,
  env,
}: TCompleteOrderOptions): Promise<{ order: TAdminOrder; emailQueued: boolean }> => {
  const settings = await getSettings(db, env.SUPPORT_EMAIL);
  await confirmUploads({ db, storage, fileKeys: translatedFileKeys });
  const result = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    const alreadyEmailed = await trx
      .selectFrom('outbox')
      .select('id')
      .where('dedupe_key', '=', completionEmailKey(order.id))
      .executeTakeFirst();
    if (alreadyEmailed) return { outboxId: null };
    if (order.status === 'CANCELLED') {
      throw new AppError('CONFLICT', 'This order is cancelled. Change its status before completing it.');
    }

    await attachFilesInTransaction(trx, order.id, translatedFileKeys);
    const delivered = await trx
      .selectFrom('files')
      .select('original_name')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'TRANSLATED')
      .where('status', '=', 'uploaded')
      .where('attached_at', 'is not', null)
      .orderBy('attached_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

    // An order an admin already marked COMPLETED (or that was downloaded) keeps its status; the email still goes.
    if (!(COMPLETED_STATUSES as readonly string[]).includes(order.status)) {
      await trx
        .updateTable('orders')
        .set({ status: 'COMPLETED', updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await trx
        .insertInto('order_events')
        .values({
          order_id: order.id,
          from_status: order.status,
          to_status: 'COMPLETED',
          actor_user_id: admin.id,
          actor: 'admin',
          note:
            delivered.length === 1
              ? 'Completed; 1 translated document sent to the client'
              : `Completed; ${delivered.length} translated documents sent to the client`,
        })
        .execute();
    }

    const filesDeleteAt = await orderFilesDeleteAt(
      trx,
      { id: order.id, status: 'COMPLETED' },
      settings.retention.deliveredDays,
    );
    const outboxId = await mailer.enqueue(trx, {
      ...orderCompletedEmail({
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        message,
        filenames: delivered.map((file) => file.original_name),
        filesDeleteAt,
      }),
      dedupeKey: completionEmailKey(order.id),
      template: 'order-completed',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    return { outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return { order: await loadAdminOrder(db, storage, orderId), emailQueued: result.outboxId !== null };
};
