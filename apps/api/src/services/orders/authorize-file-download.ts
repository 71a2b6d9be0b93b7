import type { TFileDownloadResponse } from '@sello/shared/admin-order-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import { isAssignedToSourceFile } from '../../auth/task-assignment.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { ORDER_NOT_FOUND } from './order-rows.ts';

/** Download links are short-lived: they are followed at once. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;
export const FILE_NOT_FOUND = 'File not found';
export const FILE_DELETED = 'This file was deleted from our servers';
export const TRANSLATIONS_NOT_READY = 'The translated documents can be downloaded once the order is completed.';
export const SOURCE_FILES_STAFF_ONLY =
  'Your original documents stay with our translators, and you keep your own copies: only our staff can download them here.';

/**
 * Who may download what: an order's source files go to staff only, whoever owns the order (the customer has them,
 * and a quote id, shared or bookmarked, is enough to become a guest order's owner); its delivered translated files
 * to whoever may reach the order (assertCanReach: the owner, or anyone holding a guest order's unguessable id) once
 * the order is COMPLETED or DELIVERED (admins at any time). A task's translator and reviewer download its source
 * documents while the task is live and the order open (auth/task-assignment.ts). The first download of a translated
 * file by someone other than an admin marks the order DELIVERED, with an event; later downloads change nothing.
 */
export const authorizeFileDownload = async ({
  db,
  storage,
  orderId,
  fileKey,
  viewer,
  signedLink = false,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  fileKey: string;
  viewer: TUserRow | null;
  /** The request carries a verified signed link for this file: it was issued to someone who could reach the order. */
  signedLink?: boolean;
}): Promise<TFileDownloadResponse> => {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'user_id', 'owner_deleted_at', 'documents_deleted_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND, { reason: 'order-not-found' });
  // A translator or reviewer reaches the source documents of their live task, and nothing else (auth/task-assignment.ts).
  const assigned =
    viewer?.staff_role != null &&
    !viewer.is_admin &&
    (await isAssignedToSourceFile(db, { userId: viewer.id, orderId: order.id, fileKey }));
  // A signed link stands for the order's rule when it was issued, unless the owner has deleted their account since.
  if (!assigned && (!signedLink || order.owner_deleted_at))
    assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
  const file = await db
    .selectFrom('files')
    .select(['id', 'file_key', 'kind', 'attached_at', 'status', 'deleted_at', 'original_name', 'content_type'])
    .where('file_key', '=', fileKey)
    .where('order_id', '=', order.id)
    .where('status', 'in', ['uploaded', 'deleted'])
    .executeTakeFirst();
  const isAdmin = viewer?.is_admin === true;
  const delivered = file?.kind === 'TRANSLATED' && file.attached_at !== null;
  if (!file || (file.kind !== 'SOURCE' && !delivered))
    throw new AppError('NOT_FOUND', FILE_NOT_FOUND, { reason: 'file-not-found' });
  if (file.status === 'deleted') {
    const on = file.deleted_at ? ` on ${file.deleted_at.toISOString().slice(0, 10)}` : '';
    const byCustomer = viewer?.staff_role != null ? "at the customer's request" : 'at your request';
    const why = order.documents_deleted_at ? byCustomer : 'as our retention policy promises';
    throw new AppError('GONE', `${FILE_DELETED}${on}, ${why}.`, { reason: 'documents-deleted' });
  }

  if (file.kind === 'SOURCE' && !isAdmin && !assigned) throw new AppError('FORBIDDEN', SOURCE_FILES_STAFF_ONLY);
  if (file.kind === 'TRANSLATED' && !isAdmin && !isDelivered(order.status))
    throw new AppError('FORBIDDEN', TRANSLATIONS_NOT_READY, { reason: 'translations-not-ready' });
  // The bytes are looked for before anything is recorded: with the storage unreachable (503) or the file missing, a
  // download that cannot happen neither delivers the order nor is audited, and no link to a failing bucket is given.
  if (!(await storage.exists(file.file_key)))
    throw new AppError('NOT_FOUND', FILE_NOT_FOUND, { reason: 'file-not-found' });
  if (file.kind === 'TRANSLATED' && !isAdmin) {
    // Only the customer's download delivers the order; a translator or reviewer opening it does not.
    if (order.status === 'COMPLETED' && viewer?.staff_role == null) {
      await db.transaction().execute((trx) =>
        changeOrderStatus({
          trx,
          orderId: order.id,
          from: 'COMPLETED',
          to: 'DELIVERED',
          actor: { kind: 'download', userId: viewer?.id ?? null },
          note: 'First download of the translated documents',
        }),
      );
    }
  }
  // Staff access to a customer's documents is audited when the link is issued: the link names no one, and it works
  // for this file only, for a few minutes. Customers' own downloads are theirs (the first one is the DELIVERED event).
  if (viewer?.staff_role != null) {
    await recordAudit(db, {
      orderId: order.id,
      actor: { userId: viewer.id },
      action: 'document_downloaded',
      fileId: file.id,
    });
  }
  const expiresAt = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const downloadUrl = await storage.downloadUrl(file.file_key, {
    filename: file.original_name,
    contentType: file.content_type || 'application/octet-stream',
    expiresAt,
  });
  return { downloadUrl, expiresAt };
};
