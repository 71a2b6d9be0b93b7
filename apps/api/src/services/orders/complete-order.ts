import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { formatVerificationCode } from '@sello/shared/certified-document-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderCompletedEmail } from '../../mail/templates/order-completed-email.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderFilesDeleteAt } from '../retention/order-file-retention.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import { attachFilesInTransaction } from './attach-translated-files.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadAdminOrder } from './load-admin-order.ts';
import { ADMIN_ORDER_NOT_FOUND, completionEmailKey } from './order-rows.ts';

export const CERTIFIED_STILL_GENERATING =
  'The certified translations are still being made (usually within a minute). Deliver once they are listed under Certified translations.';

export const certifiedFileMissing = (documentName: string) =>
  `The certified translation of ${documentName} is no longer attached to the order: regenerate the certified translations on the Certified translations card, then deliver.`;

type TCompleteOrderOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  translatedFileKeys: string[];
  message: string;
  admin: TUserRow;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
};

/**
 * Attaches the chosen translated files, sets COMPLETED, records the event and queues the client's email
 * with the download link, all in one transaction. Exactly once: the order row is locked and the email has
 * a per-order dedupe key, so a retried or concurrent call finds the email already written and returns the
 * order as it is (`emailQueued: false`) without changing anything.
 */
export const completeOrder = async ({
  db,
  storage,
  mailer,
  orderId,
  translatedFileKeys,
  message,
  admin,
  env,
  readSettings,
}: TCompleteOrderOptions): Promise<{ order: TAdminOrder; emailQueued: boolean }> => {
  const settings = await readSettings(db);
  await confirmUploads({ db, storage, fileKeys: translatedFileKeys });
  const result = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    const alreadyEmailed = await trx
      .selectFrom('outbox')
      .select('id')
      .where('dedupe_key', '=', completionEmailKey(order.id))
      .executeTakeFirst();
    if (alreadyEmailed) return { outboxId: null };
    if (order.status === 'CANCELLED') {
      throw new AppError('CONFLICT', 'This order is cancelled. Change its status before completing it.');
    }
    // The job would find the order delivered and drop the certified PDFs it is making. Once it records a failure,
    // staff decide (fix and regenerate, or deliver what is attached).
    const generation = await trx
      .selectFrom('certified_generations')
      .select(['state', 'failure'])
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (generation?.state === 'generating' && generation.failure === null) {
      throw new AppError('CONFLICT', CERTIFIED_STILL_GENERATING);
    }

    await attachFilesInTransaction(trx, {
      orderId: order.id,
      fileKeys: translatedFileKeys,
      actor: { userId: admin.id },
    });
    const delivered = await trx
      .selectFrom('files')
      .select('original_name')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'TRANSLATED')
      .where('status', '=', 'uploaded')
      .where('attached_at', 'is not', null)
      .orderBy('attached_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

    const certified = await trx
      .selectFrom('certified_documents')
      .leftJoin('files', 'files.id', 'certified_documents.file_id')
      .select([
        'certified_documents.verification_code',
        'certified_documents.document_name',
        'files.status as file_status',
        'files.attached_at as file_attached_at',
      ])
      .where('certified_documents.order_id', '=', order.id)
      .where('certified_documents.superseded_at', 'is', null)
      .orderBy('certified_documents.issued_at')
      .orderBy('certified_documents.id')
      .execute();
    // A current certified document's code is in the email and /verify says valid: its PDF goes with the order.
    const missing = certified.find((document) => document.file_status !== 'uploaded' || !document.file_attached_at);
    if (missing) throw new AppError('CONFLICT', certifiedFileMissing(missing.document_name));

    // Built once the status is COMPLETED: the deletion date counts from the completion event.
    const buildEmail = async () => ({
      ...orderCompletedEmail({
        locale: localeOr(order.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        message,
        filenames: delivered.map((file) => file.original_name),
        verificationCodes: certified.map((document) => formatVerificationCode(document.verification_code)),
        filesDeleteAt: await orderFilesDeleteAt(
          trx,
          { id: order.id, status: 'COMPLETED' },
          settings.retention.deliveredDays,
        ),
      }),
      dedupeKey: completionEmailKey(order.id),
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    // An order already completed (or downloaded) keeps its status; the email still goes.
    const outboxId = isDelivered(order.status)
      ? await mailer.enqueue(trx, { ...(await buildEmail()), template: 'order-completed' })
      : (
          await changeOrderStatus({
            trx,
            mailer,
            orderId: order.id,
            from: order.status,
            to: 'COMPLETED',
            actor: { kind: 'completion', userId: admin.id },
            note:
              delivered.length === 1
                ? 'Completed; 1 translated document sent to the client'
                : `Completed; ${delivered.length} translated documents sent to the client`,
            email: buildEmail,
          })
        ).outboxId;
    await recordAudit(trx, {
      orderId: order.id,
      actor: { userId: admin.id },
      action: 'delivered',
      detail: { documents: delivered.length },
    });
    return { outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return { order: await loadAdminOrder(db, storage, orderId), emailQueued: result.outboxId !== null };
};
