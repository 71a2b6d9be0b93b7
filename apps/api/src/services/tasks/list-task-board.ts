import type { TTaskBoardResponse } from '@sello/shared/task-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { selectTasks, toTaskSummaries } from './task-rows.ts';

/**
 * The manager's board: every open task (declined ones too: they wait for reassignment), late first, then by due date;
 * the open work per translator; and the paid orders with documents no task holds yet.
 */
export const listTaskBoard = async ({
  db,
  manager,
  now = new Date(),
}: {
  db: TDb;
  manager: TUserRow;
  now?: Date;
}): Promise<TTaskBoardResponse> => {
  const rows = await selectTasks(db)
    .where('order_tasks.state', 'in', ['offered', 'accepted', 'submitted', 'returned', 'declined'])
    .where('orders.status', 'in', ['PAID', 'IN_PROGRESS'])
    .orderBy(sql`order_tasks.due_at < ${now} and order_tasks.state <> 'declined'`, 'desc')
    .orderBy('order_tasks.due_at')
    .orderBy('order_tasks.id')
    .limit(500)
    .execute();
  const tasks = await toTaskSummaries(db, rows, manager, now);

  const workload = new Map<string, TTaskBoardResponse['workload'][number]>();
  for (const task of tasks) {
    if (task.state === 'declined') continue;
    const entry = workload.get(task.translator.id) ?? {
      translator: task.translator,
      openTasks: 0,
      overdueTasks: 0,
      openPages: 0,
    };
    entry.openTasks += 1;
    if (task.overdue) entry.overdueTasks += 1;
    entry.openPages += task.documents.reduce((pages, document) => pages + (document.pages ?? 0), 0);
    workload.set(task.translator.id, entry);
  }

  const awaiting = await db
    .selectFrom('orders')
    .innerJoin('files', 'files.order_id', 'orders.id')
    .select(['orders.id', 'orders.order_number', 'orders.paid_at', (eb) => eb.fn.countAll<string>().as('unassigned')])
    .where('orders.status', 'in', ['PAID', 'IN_PROGRESS'])
    .where('files.kind', '=', 'SOURCE')
    .where('files.status', '=', 'uploaded')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_tasks')
            .select('order_tasks.id')
            .whereRef('order_tasks.order_id', '=', 'orders.id')
            .where('order_tasks.state', 'not in', ['declined', 'cancelled'])
            .where((eb) =>
              eb.or([eb('order_tasks.file_id', 'is', null), eb('order_tasks.file_id', '=', eb.ref('files.id'))]),
            ),
        ),
      ),
    )
    .groupBy(['orders.id', 'orders.order_number', 'orders.paid_at', 'orders.created_at'])
    .orderBy('orders.created_at')
    .limit(200)
    .execute();

  return {
    tasks,
    workload: [...workload.values()].sort(
      (a, b) => b.openTasks - a.openTasks || a.translator.name.localeCompare(b.translator.name),
    ),
    awaitingAssignment: awaiting.map((order) => ({
      orderId: order.id,
      orderNumber: order.order_number,
      unassignedDocuments: Number(order.unassigned),
      paidAt: order.paid_at?.toISOString() ?? null,
    })),
  };
};
