import type { TTask, TTaskReasonRequest } from '@sello/shared/task-schemas';
import { ZTaskReasonRequest } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { TASK_CLOSED } from './reassign-task.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';
import { releaseStage } from './task-stage.ts';

/**
 * The manager withdraws a task: its documents can be assigned again; the order goes back to awaiting assignment when
 * no work on it is under way. An approved task stays (its translation is done).
 */
export const cancelTask = async ({
  db,
  taskId,
  input,
  manager,
}: {
  db: TDb;
  taskId: string;
  input: TTaskReasonRequest;
  manager: TUserRow;
}): Promise<TTask> => {
  const { reason } = ZTaskReasonRequest.parse(input);
  await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, manager.id, 'manager');
    if (task.state === 'approved' || task.state === 'cancelled') throw new AppError('CONFLICT', TASK_CLOSED);
    await trx
      .updateTable('order_tasks')
      .set({ state: 'cancelled', updated_at: new Date() })
      .where('id', '=', task.id)
      .execute();
    const stage = await releaseStage(trx, { orderId: task.order_id, actor: 'manager', userId: manager.id });
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: manager.id },
      action: 'task_unassigned',
      fileId: task.file_id,
      detail: { taskId: task.id, reason, ...stage },
    });
  });
  return loadTaskPage(db, taskId, manager);
};
