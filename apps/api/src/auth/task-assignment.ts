import { OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import { ACTIVE_TASK_STATES } from '@sello/shared/task-schemas';
import type { TDb } from '../db/database.ts';

/**
 * The translator's and reviewer's reach (issue 30): the source documents of a task they are assigned to, while the task
 * is live (not declined or cancelled) and the order still open — nothing else of the order or its customer. The back
 * office reaches every order through assertCanReach; this rule is only for translators and reviewers.
 */
export const isAssignedToSourceFile = async (
  db: TDb,
  { userId, orderId, fileKey }: { userId: string; orderId: string; fileKey: string },
): Promise<boolean> => {
  const row = await db
    .selectFrom('order_tasks')
    .innerJoin('orders', 'orders.id', 'order_tasks.order_id')
    .innerJoin('files', 'files.order_id', 'orders.id')
    .select('order_tasks.id')
    .where('order_tasks.order_id', '=', orderId)
    .where('orders.status', 'in', OPEN_STATUSES)
    .where('order_tasks.state', 'in', ACTIVE_TASK_STATES)
    .where((eb) => eb.or([eb('order_tasks.translator_id', '=', userId), eb('order_tasks.reviewer_id', '=', userId)]))
    .where('files.file_key', '=', fileKey)
    .where('files.kind', '=', 'SOURCE')
    .where((eb) => eb.or([eb('order_tasks.file_id', 'is', null), eb('order_tasks.file_id', '=', eb.ref('files.id'))]))
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * The user translates this task, of an open order, and it is waiting for a version (`canUploadVersion` in
 * task-schemas). The translator names the task, never the order: they are not given its id.
 */
export const isTranslatingTask = async (db: TDb, { userId, taskId }: { userId: string; taskId: string }) => {
  const row = await db
    .selectFrom('order_tasks')
    .innerJoin('orders', 'orders.id', 'order_tasks.order_id')
    .select('order_tasks.id')
    .where('order_tasks.id', '=', taskId)
    .where('orders.status', 'in', OPEN_STATUSES)
    .where('order_tasks.translator_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('order_tasks.state', 'in', ['accepted', 'returned']),
        eb.and([eb('order_tasks.state', '=', 'approved'), eb('orders.stage', '=', 'changes_requested')]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
};
