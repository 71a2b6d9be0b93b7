import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ADMIN_ORDER_NOT_FOUND, loadAdminOrder } from './load-admin-order.ts';

type TUpdateOrderStatusOptions = {
  db: TDb;
  orderId: string;
  status: TOrderStatus;
  note?: string | undefined;
  admin: TUserRow;
};

/**
 * Sets any status (admins may move an order anywhere) and records the change with the acting admin.
 * Setting the status it already has changes nothing and records nothing.
 */
export const updateOrderStatus = async ({
  db,
  orderId,
  status,
  note,
  admin,
}: TUpdateOrderStatusOptions): Promise<TAdminOrder> =>
  db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
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
    }
    return loadAdminOrder(trx, order.id);
  });
