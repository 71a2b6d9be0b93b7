import type { TLanguage } from '@sello/shared/constants';
import { OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import type { TAssignTaskRequest, TTaskSummary } from '@sello/shared/task-schemas';
import { ZAssignTaskRequest } from '@sello/shared/task-schemas';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { findSwornCredential, swornCredentialMissingMessage } from '../staff-profiles/staff-credentials.ts';
import { dispatchAll, enqueueTaskEmail, type TTaskMailContext } from './task-mail.ts';
import { selectTasks, toTaskSummaries } from './task-rows.ts';

export const NOT_YET_PAID = 'Work is assigned once the order is paid (or staff have started it).';
export const DOCUMENT_TAKEN = 'already has a task: cancel or reassign that task instead.';

/** The translator and the reviewer must be staff; sworn work only to a translator sworn for the pair. */
export const checkAssignees = async (
  trx: Transaction<Database>,
  order: { service_type: string; source_language: TLanguage; target_language: TLanguage },
  people: { translatorId?: string | undefined; reviewerId?: string | undefined },
) => {
  const ids = [people.translatorId, people.reviewerId].filter((id): id is string => id !== undefined);
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'staff_role'])
    .where('id', 'in', ids)
    .where('staff_role', 'is not', null)
    .execute();
  for (const [field, id] of [
    ['translatorId', people.translatorId],
    ['reviewerId', people.reviewerId],
  ] as const) {
    if (id !== undefined && !staff.some((member) => member.id === id)) {
      throw new AppError('BAD_REQUEST', 'Choose a member of staff.', {
        fields: { [field]: 'Choose a member of staff.' },
      });
    }
  }
  if (order.service_type === 'sworn' && people.translatorId) {
    const pair = { sourceLanguage: order.source_language, targetLanguage: order.target_language };
    const credential = await findSwornCredential(trx, people.translatorId, pair);
    if (!credential) {
      const message = swornCredentialMissingMessage(pair);
      throw new AppError('CONFLICT', message, { fields: { translatorId: message } });
    }
  }
};

/**
 * The project manager's assignment: one task per chosen document, or one for the whole order, to a translator and a
 * reviewer with a due date. The order must be paid (or started); a document held by a live task, or any document of
 * an order a live whole-order task holds, cannot be assigned twice (409). Both people are emailed.
 */
export const assignOrderTasks = async ({
  db,
  mail,
  readSettings,
  orderId,
  input,
  manager,
  now = new Date(),
}: {
  db: TDb;
  mail: Omit<TTaskMailContext, 'supportEmail'>;
  readSettings: TSettingsReader;
  orderId: string;
  input: TAssignTaskRequest;
  manager: TUserRow;
  now?: Date;
}): Promise<TTaskSummary[]> => {
  const request = ZAssignTaskRequest.parse(input);
  const dueAt = new Date(request.dueAt);
  if (dueAt <= now) {
    throw new AppError('BAD_REQUEST', 'The due date must be in the future.', {
      fields: { dueAt: 'The due date must be in the future.' },
    });
  }
  const { supportEmail } = await readSettings(db);
  const result = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'service_type', 'source_language', 'target_language'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (!(OPEN_STATUSES as readonly string[]).includes(order.status) || order.status === 'PENDING') {
      throw new AppError('CONFLICT', NOT_YET_PAID);
    }
    await checkAssignees(trx, order, request);

    const sources = await trx
      .selectFrom('files')
      .select(['id', 'file_key', 'original_name'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'SOURCE')
      .where('status', '=', 'uploaded')
      .execute();
    const live = await trx
      .selectFrom('order_tasks')
      .select(['file_id'])
      .where('order_id', '=', order.id)
      .where('state', 'not in', ['declined', 'cancelled'])
      .execute();
    let fileIds: Array<string | null>;
    if (request.wholeOrder) {
      if (live.length > 0) throw new AppError('CONFLICT', `This order ${DOCUMENT_TAKEN}`);
      fileIds = [null];
    } else {
      fileIds = [...new Set(request.fileKeys ?? [])].map((fileKey) => {
        const file = sources.find((source) => source.file_key === fileKey);
        if (!file) throw new AppError('BAD_REQUEST', `File ${fileKey} is not a document of this order.`);
        if (live.some((task) => task.file_id === null || task.file_id === file.id)) {
          throw new AppError('CONFLICT', `${file.original_name} ${DOCUMENT_TAKEN}`);
        }
        return file.id;
      });
    }

    const created = await trx
      .insertInto('order_tasks')
      .values(
        fileIds.map((fileId) => ({
          order_id: order.id,
          file_id: fileId,
          translator_id: request.translatorId,
          reviewer_id: request.reviewerId,
          assigned_by: manager.id,
          due_at: dueAt,
          notes: request.notes || null,
        })),
      )
      .returning(['id', 'file_id'])
      .execute();
    const outboxIds: Array<string | null> = [];
    for (const task of created) {
      await recordAudit(trx, {
        orderId: order.id,
        actor: { userId: manager.id },
        action: 'task_assigned',
        fileId: task.file_id,
        detail: {
          taskId: task.id,
          translatorId: request.translatorId,
          reviewerId: request.reviewerId,
          dueAt: dueAt.toISOString(),
        },
      });
      const context = { ...mail, supportEmail };
      outboxIds.push(await enqueueTaskEmail(trx, context, task.id, { kind: 'assigned', role: 'translator' }));
      outboxIds.push(await enqueueTaskEmail(trx, context, task.id, { kind: 'assigned', role: 'reviewer' }));
    }
    const rows = await selectTasks(trx)
      .where(
        'order_tasks.id',
        'in',
        created.map((task) => task.id),
      )
      .orderBy('order_tasks.created_at')
      .execute();
    return { tasks: await toTaskSummaries(trx, rows, manager, now), outboxIds };
  });
  await dispatchAll(mail.mailer, result.outboxIds);
  return result.tasks;
};
