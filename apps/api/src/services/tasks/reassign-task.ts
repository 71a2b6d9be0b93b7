import type { TReassignTaskRequest, TTask } from '@sello/shared/task-schemas';
import { ZReassignTaskRequest } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { checkAssignees } from './assign-order-tasks.ts';
import { dispatchAll, enqueueTaskEmail, type TTaskMailContext } from './task-mail.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';
import { releaseStage } from './task-stage.ts';

export const TASK_CLOSED = 'This task is finished or cancelled: assign the documents again instead.';

/**
 * The manager changes a task's translator, reviewer, due date or notes. A new translator gets the task as offered
 * (they accept or decline it like any other) and an email; so does a new reviewer. A declined task reassigned this way
 * goes back to work. Approved and cancelled tasks cannot change (409).
 */
export const reassignTask = async ({
  db,
  mail,
  readSettings,
  taskId,
  input,
  manager,
}: {
  db: TDb;
  mail: Omit<TTaskMailContext, 'supportEmail'>;
  readSettings: TSettingsReader;
  taskId: string;
  input: TReassignTaskRequest;
  manager: TUserRow;
}): Promise<TTask> => {
  const request = ZReassignTaskRequest.parse(input);
  const { supportEmail } = await readSettings(db);
  const outboxIds = await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, manager.id, 'manager');
    if (task.state === 'approved' || task.state === 'cancelled') throw new AppError('CONFLICT', TASK_CLOSED);
    const order = await trx
      .selectFrom('orders')
      .select(['service_type', 'source_language', 'target_language'])
      .where('id', '=', task.order_id)
      .executeTakeFirstOrThrow();
    const translatorId = request.translatorId ?? task.translator_id;
    const reviewerId = request.reviewerId ?? task.reviewer_id;
    if (translatorId === reviewerId) {
      throw new AppError('BAD_REQUEST', 'The reviewer must be someone other than the translator.', {
        fields: { reviewerId: 'The reviewer must be someone other than the translator.' },
      });
    }
    const newTranslator = translatorId !== task.translator_id;
    const newReviewer = reviewerId !== task.reviewer_id;
    await checkAssignees(trx, order, {
      translatorId: newTranslator ? translatorId : undefined,
      reviewerId: newReviewer ? reviewerId : undefined,
    });
    const restart = newTranslator || task.state === 'declined';
    await trx
      .updateTable('order_tasks')
      .set({
        translator_id: translatorId,
        reviewer_id: reviewerId,
        ...(request.dueAt ? { due_at: new Date(request.dueAt) } : {}),
        ...(request.notes !== undefined ? { notes: request.notes || null } : {}),
        // A new translator starts from the offer; work already submitted stays with the task's versions.
        ...(restart && (task.state === 'accepted' || task.state === 'declined' || task.state === 'offered')
          ? { state: 'offered' as const, decline_reason: null }
          : {}),
        updated_at: new Date(),
      })
      .where('id', '=', task.id)
      .execute();
    const stage = restart
      ? await releaseStage(trx, { orderId: task.order_id, actor: 'manager', userId: manager.id })
      : null;
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: manager.id },
      action: 'task_assigned',
      fileId: task.file_id,
      detail: {
        taskId: task.id,
        reassigned: true,
        translatorId,
        reviewerId,
        ...(request.dueAt ? { dueAt: new Date(request.dueAt).toISOString() } : {}),
        ...stage,
      },
    });
    const context = { ...mail, supportEmail };
    return [
      newTranslator ? await enqueueTaskEmail(trx, context, task.id, { kind: 'assigned', role: 'translator' }) : null,
      newReviewer ? await enqueueTaskEmail(trx, context, task.id, { kind: 'assigned', role: 'reviewer' }) : null,
    ];
  });
  await dispatchAll(mail.mailer, outboxIds);
  return loadTaskPage(db, taskId, manager);
};
