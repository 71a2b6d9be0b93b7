import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import {
  NOTIFIED_STATUSES,
  orderStatusChangedEmail,
  type TNotifiedStatus,
} from '../../mail/templates/order-lifecycle-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { getSettings } from '../settings/get-settings.ts';
import { ADMIN_ORDER_NOT_FOUND, loadAdminOrder } from './load-admin-order.ts';

type TUpdateOrderStatusOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  env: { BRAND_NAME: string; SUPPORT_EMAIL: string; PUBLIC_URL: string };
  orderId: string;
  status: TOrderStatus;
  note?: string | undefined;
  admin: TUserRow;
};

/**
 * The outbox key of the "payment confirmed" / "translation started" email: one per order and status, so an
 * order moved back and forth (or a retried request) never tells the customer the same thing twice.
 */
export const statusEmailKey = (orderId: string, status: TNotifiedStatus) => `order-status:${orderId}:${status}`;

const isNotified = (status: TOrderStatus): status is TNotifiedStatus =>
  (NOTIFIED_STATUSES as readonly string[]).includes(status);

/**
 * Sets any status (admins may move an order anywhere) and records the change with the acting admin.
 * Setting the status it already has changes nothing and records nothing. Entering PAID or IN_PROGRESS
 * queues the customer's email in the same transaction as the event.
 */
export const updateOrderStatus = async ({
  db,
  storage,
  mailer,
  env,
  orderId,
  status,
  note,
  admin,
}: TUpdateOrderStatusOptions): Promise<TAdminOrder> => {
  const settings = isNotified(status) ? await getSettings(db, env.SUPPORT_EMAIL) : null;
  const result = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    let outboxId: string | null = null;
    if (order.status !== status) {
      await trx.updateTable('orders').set({ status, updated_at: new Date() }).where('id', '=', order.id).execute();
      await trx
        .insertInto('order_events')
        .values({
          order_id: order.id,
          from_status: order.status,
          to_status: status,
          actor_user_id: admin.id,
          actor: 'admin',
          note: note?.trim() || null,
        })
        .execute();
      if (settings && isNotified(status)) {
        outboxId = await mailer.enqueue(trx, {
          ...orderStatusChangedEmail({
            brandName: env.BRAND_NAME,
            supportEmail: settings.supportEmail,
            publicUrl: env.PUBLIC_URL,
            orderId: order.id,
            orderNumber: order.order_number,
            status,
            estimatedDelivery: order.estimated_delivery,
          }),
          dedupeKey: statusEmailKey(order.id, status),
          template: `order-status-${status.toLowerCase().replace('_', '-')}`,
          to: order.customer_email,
          replyTo: settings.supportEmail,
        });
      }
    }
    return { order: await loadAdminOrder(trx, storage, order.id), outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return result.order;
};
