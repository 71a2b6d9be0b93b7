import type { TTaskSummary } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { selectTasks, toTaskSummaries } from './task-rows.ts';

/** How long an approved task stays in "My work" after it was last changed. */
const FINISHED_DAYS = 30;

/**
 * "My work": the caller's tasks as translator or reviewer — open ones, and approved ones of the last 30 days — by due
 * date. A translator's declined task has left their list (it is back with the manager).
 */
export const listMyTasks = async ({
  db,
  user,
  now = new Date(),
}: {
  db: TDb;
  user: TUserRow;
  now?: Date;
}): Promise<TTaskSummary[]> => {
  const finishedSince = new Date(now.getTime() - FINISHED_DAYS * 24 * 60 * 60 * 1000);
  const rows = await selectTasks(db)
    .where((eb) => eb.or([eb('order_tasks.translator_id', '=', user.id), eb('order_tasks.reviewer_id', '=', user.id)]))
    .where((eb) =>
      eb.or([
        eb('order_tasks.state', 'in', ['offered', 'accepted', 'submitted', 'returned']),
        eb.and([eb('order_tasks.state', '=', 'approved'), eb('order_tasks.updated_at', '>=', finishedSince)]),
      ]),
    )
    .orderBy('order_tasks.due_at')
    .orderBy('order_tasks.id')
    .limit(200)
    .execute();
  return toTaskSummaries(db, rows, user, now);
};
