import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderStatusChangedEmail } from '../../mail/templates/order-lifecycle-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadAdminOrder } from './load-admin-order.ts';
import { ADMIN_ORDER_NOT_FOUND } from './order-rows.ts';

type TUpdateOrderStatusOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  orderId: string;
  status: TOrderStatus;
  note?: string | undefined;
  admin: TUserRow;
};

/**
 * The outbox key of the "translation started" email: one per order, so an order moved back and forth (or a retried
 * request) never tells the customer the same thing twice.
 */
export const statusEmailKey = (orderId: string, status: 'IN_PROGRESS') => `order-status:${orderId}:${status}`;

/**
 * The staff status controls: only the changes the lifecycle table allows staff (PAID comes from recorded payments,
 * COMPLETED from the completion action, CANCELLED from the cancel action). Setting the status the order already has
 * changes nothing and records nothing.
 */
export const updateOrderStatus = async ({
  db,
  storage,
  mailer,
  env,
  readSettings,
  orderId,
  status,
  note,
  admin,
}: TUpdateOrderStatusOptions): Promise<TAdminOrder> => {
  const settings = await readSettings(db);
  const result = await db.transaction().execute(async (trx) => {
    const { outboxId } = await changeOrderStatus({
      trx,
      mailer,
      orderId,
      to: status,
      actor: { kind: 'staff', userId: admin.id },
      note,
      notFoundMessage: ADMIN_ORDER_NOT_FOUND,
      email: (order) => ({
        ...orderStatusChangedEmail({
          locale: localeOr(order.locale),
          brandName: env.BRAND_NAME,
          supportEmail: settings.supportEmail,
          publicUrl: env.PUBLIC_URL,
          orderId: order.id,
          orderNumber: order.order_number,
          status: 'IN_PROGRESS',
          estimatedDelivery: order.estimated_delivery,
        }),
        dedupeKey: statusEmailKey(order.id, 'IN_PROGRESS'),
        to: order.customer_email,
        replyTo: settings.supportEmail,
      }),
    });
    return { order: await loadAdminOrder(trx, storage, orderId), outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return result.order;
};
