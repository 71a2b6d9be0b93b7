import type { TFileDownloadResponse, TFilePreviewResponse } from '@sello/shared/admin-order-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { authorizeFileDownload, DOWNLOAD_URL_TTL_SECONDS, FILE_NOT_FOUND } from '../orders/authorize-file-download.ts';
import { createSourceImagePreviewLink } from '../orders/preview-source-image.ts';
import { assertTaskOpenFor, findVisibleTask } from './task-rows.ts';

/**
 * A source document of the task: its download goes through authorizeFileDownload, whose rule lets the assigned
 * translator and reviewer in while the task is live and the order open (404 for a file outside the task).
 */
const assertTaskDocument = async (db: TDb, task: { order_id: string; file_id: string | null }, fileKey: string) => {
  const file = await db
    .selectFrom('files')
    .select(['id'])
    .where('file_key', '=', fileKey)
    .where('order_id', '=', task.order_id)
    .where('kind', '=', 'SOURCE')
    .executeTakeFirst();
  if (!file || (task.file_id !== null && task.file_id !== file.id)) return null;
  return file;
};

/** One file of a task, asked for by a staff member. */
type TTaskFileRequest = { db: TDb; storage: TStorage; taskId: string; fileKey: string; user: TUserRow };

/**
 * A download link of one of the task's documents, or of one of its uploaded versions; a closed task's links refuse
 * its translator and reviewer (403). Staff downloads are in the audit trail, versions like source documents.
 */
export const createTaskDownloadLink = async ({
  db,
  storage,
  taskId,
  fileKey,
  user,
}: TTaskFileRequest): Promise<TFileDownloadResponse> => {
  const task = await findVisibleTask(db, taskId, user);
  assertTaskOpenFor(task, user);
  if (await assertTaskDocument(db, task, fileKey)) {
    return authorizeFileDownload({ db, storage, orderId: task.order_id, fileKey, viewer: user });
  }
  const version = await db
    .selectFrom('task_versions')
    .innerJoin('files', 'files.id', 'task_versions.file_id')
    .select(['files.id', 'files.file_key', 'files.original_name', 'files.content_type', 'files.status'])
    .where('task_versions.task_id', '=', task.id)
    .where('files.file_key', '=', fileKey)
    .executeTakeFirst();
  if (version?.status !== 'uploaded') throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  await recordAudit(db, {
    orderId: task.order_id,
    actor: { userId: user.id },
    action: 'document_downloaded',
    fileId: version.id,
  });
  const expiresAt = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const downloadUrl = await storage.downloadUrl(version.file_key, {
    filename: version.original_name,
    contentType: version.content_type || 'application/octet-stream',
    expiresAt,
  });
  return { downloadUrl, expiresAt };
};

/** The preview link of a photo or scan among the task's documents, for its translator and reviewer (audited). */
export const createTaskPreviewLink = async ({
  db,
  storage,
  taskId,
  fileKey,
  user,
}: TTaskFileRequest): Promise<TFilePreviewResponse> => {
  const task = await findVisibleTask(db, taskId, user);
  assertTaskOpenFor(task, user);
  if (!(await assertTaskDocument(db, task, fileKey))) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  return createSourceImagePreviewLink({ db, storage, orderId: task.order_id, fileKey, viewer: user });
};
