import type { TTaskSummary } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { selectTasks, toTaskSummaries } from './task-rows.ts';

/** The order's tasks for its admin page (the assignment card): all but the cancelled ones, oldest first. */
export const listOrderTasks = async ({
  db,
  orderId,
  manager,
}: {
  db: TDb;
  orderId: string;
  manager: TUserRow;
}): Promise<TTaskSummary[]> => {
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  const rows = await selectTasks(db)
    .where('order_tasks.order_id', '=', order.id)
    .where('order_tasks.state', '!=', 'cancelled')
    .orderBy('order_tasks.created_at')
    .orderBy('order_tasks.id')
    .execute();
  return toTaskSummaries(db, rows, manager);
};
