import { fileExtension, TRANSLATED_EXTENSIONS, UPLOAD_TYPES } from '@sello/shared/file-types';
import type { TPresignRequest, TPresignResponse } from '@sello/shared/upload-schemas';
import { isTranslatingTask } from '../../auth/task-assignment.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';

/**
 * How long an upload URL accepts its PUT: one file of MAX_UPLOAD_MB over a slow 1 Mbit/s uplink (8 s per MB) plus a
 * minute to get going — the same budget serverTimeouts gives one upload through the API; 460 s at the default 50 MB.
 * S3 checks the expiry when the PUT starts, so an upload under way finishes. Short, because until it expires the URL
 * accepts the same PUT again (with S3 such bytes never reach what was checked, see keepUpload, but they cost space).
 * The web client asks for a new URL for a file whose URL lapsed while it waited behind others.
 */
export const uploadUrlTtlSeconds = (maxUploadMb: number) => maxUploadMb * 8 + 60;

/**
 * The order a translated upload belongs to: the back office names the order (or a task); a translator names their
 * task, whose order the server finds, while it waits for a version — a translator is never given the order's id.
 */
const translationOrderId = async (
  db: TDb,
  { orderId, taskId }: Pick<TPresignRequest, 'orderId' | 'taskId'>,
  user: TUserRow | null,
  translator: boolean,
): Promise<string> => {
  if (orderId && taskId) throw new AppError('BAD_REQUEST', 'Give the task (taskId) or the order (orderId), not both.');
  if (taskId) {
    const task = await db
      .selectFrom('order_tasks')
      .select(['order_id', 'translator_id', 'reviewer_id'])
      .where('id', '=', taskId)
      .executeTakeFirst();
    const assigned = task && (task.translator_id === user?.id || task.reviewer_id === user?.id);
    if (!task || (translator && !assigned)) throw new AppError('NOT_FOUND', 'Task not found');
    if (translator && user && !(await isTranslatingTask(db, { userId: user.id, taskId }))) {
      throw new AppError(
        'FORBIDDEN',
        'Only the task’s translator can upload a translation, once they accepted it or it came back to them, while the order is open.',
      );
    }
    return task.order_id;
  }
  if (translator) throw new AppError('FORBIDDEN', 'Upload a translation from its task: send the taskId.');
  if (!orderId) throw new AppError('BAD_REQUEST', 'taskId or orderId is required for translated files');
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  return order.id;
};

type TCreateUploadUrlsOptions = {
  db: TDb;
  storage: TStorage;
  input: TPresignRequest;
  user: TUserRow | null;
  limits: { maxUploadMb: number; maxFiles: number; unconvertedHours: number };
};

/** Checks type, size and count, records each file as pending and returns one signed PUT URL per file. */
export const createUploadUrls = async ({
  db,
  storage,
  input,
  user,
  limits,
}: TCreateUploadUrlsOptions): Promise<TPresignResponse> => {
  const translated = input.fileType === 'TRANSLATED';
  // Translations come from the back office (for an order or a task), or from a task's translator (issue 30).
  const translator = translated && !user?.is_admin && user?.staff_role != null;
  if (translated && !user?.is_admin && !translator) throw new AppError('FORBIDDEN', 'Admin access required');
  if ((input.orderId || input.taskId) && !translated) {
    throw new AppError('BAD_REQUEST', 'orderId and taskId are only used for translated files');
  }
  const orderId = translated ? await translationOrderId(db, input, user, translator) : null;
  if (input.files.length > limits.maxFiles) {
    throw new AppError('BAD_REQUEST', `You can upload at most ${limits.maxFiles} files at a time.`, {
      reason: 'too-many-files',
    });
  }
  const maxBytes = limits.maxUploadMb * 1024 * 1024;
  const allowed: readonly string[] = translated ? TRANSLATED_EXTENSIONS : Object.keys(UPLOAD_TYPES);
  for (const file of input.files) {
    const extension = fileExtension(file.filename);
    if (!allowed.includes(extension)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${file.filename}: this type of file is not accepted. Please upload ${translated ? 'PDF, Word or text files' : 'PDF, Word, text or image (JPG, PNG, HEIC, WebP) files'}.`,
        { reason: 'unsupported-file-type' },
      );
    }
    if (file.size > maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.filename} is larger than ${limits.maxUploadMb} MB.`, {
        reason: 'file-too-large',
      });
    }
  }

  // Presigning needs no bucket, but the PUT that follows does: while the storage is unreachable the customer is told
  // so here (503, storage-outage.ts), instead of meeting a failed PUT, and no pending row is left behind.
  await storage.check();
  const expiresAt = Math.floor(Date.now() / 1000) + uploadUrlTtlSeconds(limits.maxUploadMb);
  const rows = input.files.map((file) => ({
    file_key: storage.newFileKey(),
    // Only the base name is kept: a client-sent path never reaches the disk (keys are ours).
    original_name: file.filename.split(/[\\/]/).pop()?.trim() || 'document',
    declared_content_type: file.contentType,
    content_type: file.contentType,
    declared_size: file.size,
    kind: input.fileType,
    order_id: orderId,
    uploaded_by: user?.id ?? null,
    // Source files that never become part of an order, and translations never attached to one, are deleted after
    // the retention period (ordering or attaching clears this).
    delete_after: new Date(Date.now() + limits.unconvertedHours * 60 * 60 * 1000),
  }));
  // The URLs first: a storage that refuses one (unreachable, or a disk without room) leaves no pending row behind.
  const uploads = await Promise.all(
    rows.map(async (row) => ({
      fileKey: row.file_key,
      originalFilename: row.original_name,
      // The web client PUTs with the file's type, or application/octet-stream when the browser does not know it.
      uploadUrl: await storage.createUploadUrl(row.file_key, {
        size: row.declared_size,
        contentType: row.declared_content_type || 'application/octet-stream',
        expiresAt,
      }),
      expiresAt,
    })),
  );
  await db.insertInto('files').values(rows).execute();
  return { uploads };
};
