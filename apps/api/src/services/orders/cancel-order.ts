import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderCancelledEmail } from '../../mail/templates/payment-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { getSettings } from '../settings/get-settings.ts';
import { ADMIN_ORDER_NOT_FOUND, loadAdminOrder } from './load-admin-order.ts';

/** Cancels an order that is not delivered yet, with the reason, and tells the customer once. Refunds are separate. */
export const cancelOrder = async ({
  db,
  storage,
  mailer,
  orderId,
  reason,
  admin,
  env,
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  reason: string;
  admin: TUserRow;
  env: { BRAND_NAME: string; SUPPORT_EMAIL: string; PUBLIC_URL: string };
}): Promise<TAdminOrder> => {
  const settings = await getSettings(db, env.SUPPORT_EMAIL);
  const outboxId = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') return null;
    if (order.status === 'COMPLETED' || order.status === 'DELIVERED') {
      throw new AppError('CONFLICT', 'This order has been delivered: refund it instead of cancelling it.');
    }
    const now = new Date();
    await trx.updateTable('orders').set({ status: 'CANCELLED', updated_at: now }).where('id', '=', order.id).execute();
    await trx
      .insertInto('order_events')
      .values({
        order_id: order.id,
        from_status: order.status,
        to_status: 'CANCELLED',
        actor_user_id: admin.id,
        actor: 'admin',
        note: `Cancelled: ${reason}`,
      })
      .execute();
    return mailer.enqueue(trx, {
      ...orderCancelledEmail({
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        reason,
      }),
      dedupeKey: `order-cancelled:${order.id}`,
      template: 'order-cancelled',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return loadAdminOrder(db, storage, orderId);
};
