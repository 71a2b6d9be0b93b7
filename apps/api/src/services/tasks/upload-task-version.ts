import {
  canUploadVersion,
  TASK_VERSION_CONTENT_TYPES,
  type TTask,
  type TUploadTaskVersionRequest,
  ZUploadTaskVersionRequest,
} from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import { dispatchAll, enqueueTaskEmail, type TTaskMailContext } from './task-mail.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';
import { liveTaskStates, moveStageIfAllowed } from './task-stage.ts';

export const NOT_WORKING =
  'A version can be uploaded once you have accepted the task, when it was returned to you, or when the customer asked for corrections.';
export const DOCX_OR_PDF = 'Upload the translation as a Word document (DOCX) or a PDF.';

/**
 * The translator uploads a version of the translation (a TRANSLATED upload presigned for the order, checked like every
 * upload) with a note to the reviewer: the task goes to review, and the order to in review once every live task of it
 * is submitted or approved (from changes requested too: a corrected version after the customer's draft review).
 */
export const uploadTaskVersion = async ({
  db,
  storage,
  mail,
  readSettings,
  taskId,
  input,
  user,
}: {
  db: TDb;
  storage: TStorage;
  mail: Omit<TTaskMailContext, 'supportEmail'>;
  readSettings: TSettingsReader;
  taskId: string;
  input: TUploadTaskVersionRequest;
  user: TUserRow;
}): Promise<TTask> => {
  const { fileKey, noteToReviewer } = ZUploadTaskVersionRequest.parse(input);
  const { supportEmail } = await readSettings(db);
  await confirmUploads({ db, storage, fileKeys: [fileKey] });
  const outboxId = await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, user.id, 'translator');
    const { stage: orderStage } = await trx
      .selectFrom('orders')
      .select('stage')
      .where('id', '=', task.order_id)
      .executeTakeFirstOrThrow();
    if (!canUploadVersion(task.state, orderStage)) throw new AppError('CONFLICT', NOT_WORKING);
    const file = await trx
      .selectFrom('files')
      .select(['id', 'kind', 'order_id', 'status', 'content_type', 'original_name', 'attached_at'])
      .where('file_key', '=', fileKey)
      .forUpdate()
      .executeTakeFirst();
    if (file?.kind !== 'TRANSLATED' || file.order_id !== task.order_id || file.status === 'deleted') {
      throw new AppError('BAD_REQUEST', `File ${fileKey} is not a translation uploaded for this order.`);
    }
    if (file.status !== 'uploaded') {
      throw new AppError('CONFLICT', `${file.original_name} has not finished uploading. Please upload it again.`);
    }
    if (!(TASK_VERSION_CONTENT_TYPES as readonly string[]).includes(file.content_type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCX_OR_PDF);
    }
    const used = await trx.selectFrom('task_versions').select('id').where('file_id', '=', file.id).executeTakeFirst();
    if (used) throw new AppError('CONFLICT', `${file.original_name} is already a version of a task.`);
    const last = await trx
      .selectFrom('task_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    await trx
      .insertInto('task_versions')
      .values({
        task_id: task.id,
        version,
        file_id: file.id,
        note_to_reviewer: noteToReviewer || null,
        uploaded_by: user.id,
      })
      .execute();
    // The version belongs to the order now: it follows the order's retention, not an unused upload's.
    await trx.updateTable('files').set({ delete_after: null }).where('id', '=', file.id).execute();
    await trx
      .updateTable('order_tasks')
      .set({ state: 'submitted', updated_at: new Date() })
      .where('id', '=', task.id)
      .execute();
    const states = await liveTaskStates(trx, task.order_id);
    const allSubmitted = states.every((state) => state === 'submitted' || state === 'approved');
    const stage = allSubmitted
      ? await moveStageIfAllowed(trx, { orderId: task.order_id, to: 'in_review', actor: 'translator', userId: user.id })
      : null;
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: user.id },
      action: 'version_uploaded',
      fileId: file.id,
      detail: { taskId: task.id, version, filename: file.original_name, ...stage },
    });
    return enqueueTaskEmail(trx, { ...mail, supportEmail }, task.id, { kind: 'version-ready', version });
  });
  await dispatchAll(mail.mailer, [outboxId]);
  return loadTaskPage(db, taskId, user);
};
