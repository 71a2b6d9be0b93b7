import type { TSettings } from '@sello/shared/settings';
import type { TReviewTaskRequest, TTask } from '@sello/shared/task-schemas';
import { ZReviewTaskRequest } from '@sello/shared/task-schemas';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { sendCertifiedJob } from '../certified/send-certified-job.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { asksForDraftApproval, createDraftRound, sendDraftJob } from './create-draft-round.ts';
import { dispatchAll, enqueueTaskEmail, type TTaskMailContext } from './task-mail.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';
import { liveTaskStates, moveStageIfAllowed } from './task-stage.ts';

export const NOTHING_TO_REVIEW = 'There is no version waiting for your review.';

/**
 * Where the order goes once every live task of it is approved: to the customer as a draft when its service asks for
 * draft approval (settings.draftApproval; a new round is recorded, to be prepared by the prepare-draft job once the
 * transaction committed), else final ready. The one place that decides.
 */
export const finishReview = async (
  trx: Transaction<Database>,
  { orderId, userId, settings }: { orderId: string; userId: string; settings: TSettings },
): Promise<{ stage: Awaited<ReturnType<typeof moveStageIfAllowed>>; draftId: string | null }> => {
  const order = await trx
    .selectFrom('orders')
    .select('service_type')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!asksForDraftApproval(order.service_type, settings.draftApproval)) {
    return {
      stage: await moveStageIfAllowed(trx, { orderId, to: 'final_ready', actor: 'reviewer', userId }),
      draftId: null,
    };
  }
  const stage = await moveStageIfAllowed(trx, { orderId, to: 'draft_with_customer', actor: 'reviewer', userId });
  if (!stage) return { stage, draftId: null };
  return { stage, draftId: await createDraftRound(trx, { orderId, draftApproval: settings.draftApproval }) };
};

/**
 * The reviewer decides on the task's last version: approve (the task is done; the order moves on once every live task
 * is approved) or return it with comments (back to the translator, the order back in translation).
 */
export const reviewTask = async ({
  db,
  jobs,
  mail,
  readSettings,
  taskId,
  input,
  user,
}: {
  db: TDb;
  jobs: TJobQueue;
  mail: Omit<TTaskMailContext, 'supportEmail'>;
  readSettings: TSettingsReader;
  taskId: string;
  input: TReviewTaskRequest;
  user: TUserRow;
}): Promise<TTask> => {
  const decision = ZReviewTaskRequest.parse(input);
  const comments = decision.comments || null;
  const settings = await readSettings(db);
  const { supportEmail } = settings;
  let draftId: string | null = null;
  let finalReady = false;
  let orderId = '';
  const outboxId = await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, user.id, 'reviewer');
    if (task.state !== 'submitted') throw new AppError('CONFLICT', NOTHING_TO_REVIEW);
    const version = await trx
      .selectFrom('task_versions')
      .select(['id', 'version', 'file_id'])
      .where('task_id', '=', task.id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await trx
      .updateTable('task_versions')
      .set({ review_decision: decision.decision, review_comments: comments, reviewed_by: user.id, reviewed_at: now })
      .where('id', '=', version.id)
      .execute();
    const approved = decision.decision === 'approve';
    await trx
      .updateTable('order_tasks')
      .set({ state: approved ? 'approved' : 'returned', updated_at: now })
      .where('id', '=', task.id)
      .execute();
    let stage: Awaited<ReturnType<typeof moveStageIfAllowed>> = null;
    if (!approved) {
      stage = await moveStageIfAllowed(trx, {
        orderId: task.order_id,
        to: 'in_translation',
        actor: 'reviewer',
        userId: user.id,
      });
    } else if ((await liveTaskStates(trx, task.order_id)).every((state) => state === 'approved')) {
      ({ stage, draftId } = await finishReview(trx, { orderId: task.order_id, userId: user.id, settings }));
      finalReady = stage?.stageTo === 'final_ready';
    }
    orderId = task.order_id;
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: user.id },
      action: approved ? 'review_approved' : 'review_returned',
      fileId: version.file_id,
      detail: { taskId: task.id, version: version.version, ...stage },
    });
    return approved
      ? null
      : enqueueTaskEmail(trx, { ...mail, supportEmail }, task.id, {
          kind: 'version-returned',
          version: version.version,
          comments: comments ?? '',
        });
  });
  await dispatchAll(mail.mailer, [outboxId]);
  if (draftId) await sendDraftJob(jobs, draftId);
  if (finalReady) await sendCertifiedJob(db, jobs, orderId);
  return loadTaskPage(db, taskId, user);
};
