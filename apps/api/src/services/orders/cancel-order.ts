import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { allowedTransitions, isDelivered } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderCancelledEmail } from '../../mail/templates/payment-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadAdminOrder } from './load-admin-order.ts';
import { ADMIN_ORDER_NOT_FOUND } from './order-rows.ts';

/** Cancels an order that is not delivered yet, with the reason, and tells the customer once. Refunds are separate. */
export const cancelOrder = async ({
  db,
  storage,
  mailer,
  orderId,
  reason,
  admin,
  env,
  readSettings,
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  reason: string;
  admin: TUserRow;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
}): Promise<TAdminOrder> => {
  const settings = await readSettings(db);
  const outboxId = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') return null;
    if (isDelivered(order.status)) {
      throw new AppError('CONFLICT', 'This order has been delivered: refund it instead of cancelling it.', {
        allowed: allowedTransitions(order.status, 'cancellation'),
      });
    }
    const change = await changeOrderStatus({
      trx,
      mailer,
      orderId: order.id,
      from: order.status,
      to: 'CANCELLED',
      actor: { kind: 'cancellation', userId: admin.id },
      note: `Cancelled: ${reason}`,
      email: (changed) => ({
        ...orderCancelledEmail({
          locale: localeOr(changed.locale),
          brandName: env.BRAND_NAME,
          supportEmail: settings.supportEmail,
          publicUrl: env.PUBLIC_URL,
          orderId: changed.id,
          orderNumber: changed.order_number,
          reason,
        }),
        dedupeKey: `order-cancelled:${changed.id}`,
        to: changed.customer_email,
        replyTo: settings.supportEmail,
      }),
    });
    return change.outboxId;
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return loadAdminOrder(db, storage, orderId);
};
