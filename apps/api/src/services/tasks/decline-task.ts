import type { TTask, TTaskReasonRequest } from '@sello/shared/task-schemas';
import { ZTaskReasonRequest } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { NOT_OFFERED } from './accept-task.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';

/** The translator declines an offered task with a reason: it goes back to the manager's board to reassign. */
export const declineTask = async ({
  db,
  taskId,
  input,
  user,
}: {
  db: TDb;
  taskId: string;
  input: TTaskReasonRequest;
  user: TUserRow;
}): Promise<TTask> => {
  const { reason } = ZTaskReasonRequest.parse(input);
  await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, user.id, 'translator');
    if (task.state !== 'offered') throw new AppError('CONFLICT', NOT_OFFERED);
    await trx
      .updateTable('order_tasks')
      .set({ state: 'declined', decline_reason: reason, updated_at: new Date() })
      .where('id', '=', task.id)
      .execute();
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: user.id },
      action: 'task_declined',
      fileId: task.file_id,
      detail: { taskId: task.id, reason },
    });
  });
  return loadTaskPage(db, taskId, user);
};
