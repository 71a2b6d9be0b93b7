import { Readable } from 'node:stream';
import { renderToPdf } from '@sello/analysis/render-page-count';
import { isOpen } from '@sello/shared/order-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { draftReadyEmail } from '../../mail/templates/draft-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeOrderStage } from '../orders/change-order-stage.ts';
import { lockOrder } from '../orders/lock-order.ts';
import { orderDraftsJson, toOrderDrafts } from '../orders/order-draft-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { enqueueTaskEmail } from '../tasks/task-mail.ts';
import { stampDraft } from './stamp-draft.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DAY_MS = 24 * 60 * 60 * 1000;

export const DOCX_NOT_CONVERTED =
  'The DOCX translation could not be converted to PDF here (LibreOffice is not available), so no draft could be made from it.';

export type TPrepareDraftContext = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  logger: FastifyBaseLogger;
};

const readAll = async (stream: Readable): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
};

/** The translation itself cannot be made into a PDF: retrying will not help, its translator must upload it again. */
class UnusableTranslation extends Error {}

/** What the translator (and staff) are told when their translation cannot be made into the customer's draft. */
export const draftNotMadeReason = (cause: string) =>
  `Your translation could not be made into a PDF draft: ${cause}; upload it again as DOCX or PDF.`;

/** The approved translation as a PDF stamped DRAFT on every page, and its page count. */
const makeDraftPdf = async (bytes: Uint8Array, contentType: string) => {
  let pdf = bytes;
  if (contentType === DOCX) {
    const rendered = await renderToPdf(bytes, '.docx');
    if (rendered === null) throw new AppError('UNAVAILABLE', DOCX_NOT_CONVERTED);
    if ('error' in rendered)
      throw new UnusableTranslation(`LibreOffice could not convert the DOCX (${rendered.error})`);
    pdf = rendered.pdf;
  }
  let stamped: Uint8Array;
  let pageCount: number;
  try {
    stamped = await stampDraft(pdf);
    pageCount = (await PDFDocument.load(stamped, { updateMetadata: false })).getPageCount();
  } catch {
    // stampDraft refuses what pdf-lib cannot load; pdf-lib loads some broken files and fails later, on their missing parts.
    throw new UnusableTranslation('the file could not be read as a PDF');
  }
  if (pageCount === 0) throw new UnusableTranslation('the PDF has no pages');
  return { stamped, pageCount };
};

/**
 * The prepare-draft job: makes each document's stamped draft PDF (the task's approved version, DOCX converted with
 * LibreOffice in the analysis package's network-less sandbox), keeps it in private storage, then offers the round to
 * the customer (awaiting_customer, the auto-approval date, the email) in one transaction. Safe to run twice: a round
 * no longer preparing, or a document already made, is left as it is. A translation that cannot be made into a PDF
 * fails the round and goes back to its translator (returnUnusableTranslation); any other failure (storage, database,
 * LibreOffice missing) keeps the round preparing with the reason (staff see it on the order, and in the audit trail
 * once per reason) and fails the job, so the queue retries it.
 */
export const prepareDraft = async (context: TPrepareDraftContext, draftId: string): Promise<void> => {
  const { db, storage } = context;
  const draft = await db.selectFrom('order_drafts').selectAll().where('id', '=', draftId).executeTakeFirst();
  if (draft?.state !== 'preparing') return;
  const order = await db.selectFrom('orders').select('status').where('id', '=', draft.order_id).executeTakeFirst();
  // A cancelled, completed or delivered order's round is never made or offered (offerDraft checks again under lock).
  if (!order || !isOpen(order.status)) return;
  try {
    const documents = await db
      .selectFrom('draft_documents')
      .innerJoin('files', 'files.id', 'draft_documents.version_file_id')
      .select(['draft_documents.id', 'draft_documents.name', 'files.file_key', 'files.content_type'])
      .where('draft_documents.draft_id', '=', draft.id)
      .where('draft_documents.storage_key', 'is', null)
      .execute();
    for (const document of documents) {
      const bytes = await readAll(await storage.openRead(document.file_key));
      let made: Awaited<ReturnType<typeof makeDraftPdf>>;
      try {
        made = await makeDraftPdf(bytes, document.content_type);
      } catch (error) {
        if (!(error instanceof UnusableTranslation)) throw error;
        await returnUnusableTranslation(context, draft, document.id, draftNotMadeReason(error.message));
        return;
      }
      const { stamped, pageCount } = made;
      const key = storage.newFileKey();
      await storage.write(key, Readable.from([Buffer.from(stamped)]), stamped.byteLength + 1);
      const kept = await db
        .updateTable('draft_documents')
        .set({ storage_key: key, page_count: pageCount })
        .where('id', '=', document.id)
        .where('storage_key', 'is', null)
        .executeTakeFirst();
      if (kept.numUpdatedRows === 0n) await storage.remove(key);
    }
  } catch (error) {
    await recordFailure(context, draft, error);
    throw error;
  }
  await offerDraft(context, draft.id);
};

const recordFailure = async (
  { db, logger }: TPrepareDraftContext,
  draft: { id: string; order_id: string; round: number },
  error: unknown,
) => {
  const reason = error instanceof AppError ? error.message : 'The draft could not be prepared (an unexpected error).';
  logger.error({ err: error, draftId: draft.id }, 'draft preparation failed');
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('order_drafts')
      .set({ failure: reason, updated_at: new Date() })
      .where('id', '=', draft.id)
      .where('state', '=', 'preparing')
      .where((eb) => eb.or([eb('failure', 'is', null), eb('failure', '!=', reason)]))
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return;
    await recordAudit(trx, {
      orderId: draft.order_id,
      actor: { userId: null, role: 'system' },
      action: 'draft_preparation_failed',
      detail: { draftId: draft.id, round: draft.round, reason },
    });
  });
};

/**
 * The round fails for good: it keeps only the document that could not be made (the others' stamped PDFs are
 * deleted), that document's task goes back to its translator with the reason (task page, email), and the order to
 * in translation (system → draft_returned_to_translator). Their next version, once reviewed, makes the round again
 * under the same number.
 */
const returnUnusableTranslation = async (
  context: TPrepareDraftContext,
  draft: { id: string; order_id: string; round: number },
  documentId: string,
  reason: string,
) => {
  const { db, storage, mailer, env, logger } = context;
  const { supportEmail } = await context.readSettings(db);
  const outcome = await db.transaction().execute(async (trx) => {
    // The order first, then its draft (lock-order.ts).
    const order = await lockOrder(trx, draft.order_id);
    const locked = await trx
      .selectFrom('order_drafts')
      .select('state')
      .where('id', '=', draft.id)
      .forUpdate()
      .executeTakeFirst();
    if (!order || locked?.state !== 'preparing') return null;
    const now = new Date();
    await trx
      .updateTable('order_drafts')
      .set({ state: 'failed', failure: reason, updated_at: now })
      .where('id', '=', draft.id)
      .execute();
    const others = await trx
      .deleteFrom('draft_documents')
      .where('draft_id', '=', draft.id)
      .where('id', '!=', documentId)
      .returning('storage_key')
      .execute();
    const { task_id } = await trx
      .selectFrom('draft_documents')
      .select('task_id')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    // An order closed meanwhile keeps its stage; its tasks were closed with it.
    if (!isOpen(order.status) || order.stage !== 'draft_with_customer') return { keys: others, outboxId: null };
    await trx
      .updateTable('order_tasks')
      .set({ state: 'returned', updated_at: now })
      .where('id', '=', task_id)
      .where('state', '=', 'approved')
      .execute();
    await changeOrderStage({
      trx,
      orderId: draft.order_id,
      to: 'in_translation',
      actor: { kind: 'system', userId: null },
      detail: { draftId: draft.id, round: draft.round, taskId: task_id, reason },
    });
    const outboxId = await enqueueTaskEmail(trx, { mailer, env, supportEmail }, task_id, {
      kind: 'draft-not-made',
      draftId: draft.id,
      reason,
    });
    return { keys: others, outboxId };
  });
  if (!outcome) return;
  logger.warn({ draftId: draft.id }, 'draft not made: the translation went back to its translator');
  for (const { storage_key } of outcome.keys) if (storage_key) await storage.remove(storage_key);
  if (outcome.outboxId) await mailer.dispatch(outcome.outboxId);
};

/** Every document is made: the round goes to the customer, with the email saying the rounds left and the date. */
const offerDraft = async (context: TPrepareDraftContext, draftId: string) => {
  const { db, storage, mailer, env, readSettings } = context;
  const settings = await readSettings(db);
  const outboxId = await db.transaction().execute(async (trx) => {
    const { order_id } = await trx
      .selectFrom('order_drafts')
      .select('order_id')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    // The order first, then its draft (lock-order.ts); a closed order's round is never offered to the customer.
    const order = await lockOrder(trx, order_id);
    if (!order || !isOpen(order.status)) return null;
    const draft = await trx
      .selectFrom('order_drafts')
      .innerJoin('orders', 'orders.id', 'order_drafts.order_id')
      .select([
        'order_drafts.id',
        'order_drafts.order_id',
        'order_drafts.round',
        'order_drafts.state',
        'orders.order_number',
        'orders.customer_email',
        'orders.locale',
      ])
      .where('order_drafts.id', '=', draftId)
      .forUpdate('order_drafts')
      .executeTakeFirstOrThrow();
    if (draft.state !== 'preparing') return null;
    const offeredAt = new Date();
    const autoApproveAt = new Date(offeredAt.getTime() + settings.draftApproval.autoApproveDays * DAY_MS);
    await trx
      .updateTable('order_drafts')
      .set({
        state: 'awaiting_customer',
        offered_at: offeredAt,
        auto_approve_at: autoApproveAt,
        failure: null,
        updated_at: offeredAt,
      })
      .where('id', '=', draft.id)
      .execute();
    await recordAudit(trx, {
      orderId: draft.order_id,
      actor: { userId: null, role: 'system' },
      action: 'draft_offered',
      detail: { draftId: draft.id, round: draft.round },
    });
    const { drafts_json } = await trx
      .selectFrom('orders')
      .select(orderDraftsJson('latest').as('drafts_json'))
      .where('orders.id', '=', draft.order_id)
      .executeTakeFirstOrThrow();
    const [offered] = toOrderDrafts(draft.order_id, drafts_json, storage);
    if (!offered) return null;
    return mailer.enqueue(trx, {
      ...draftReadyEmail({
        locale: localeOr(draft.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: draft.order_id,
        orderNumber: draft.order_number,
        round: draft.round,
        correctionsLeft: offered.correctionsLeft,
        correctionsAllowed: offered.correctionsAllowed,
        autoApproveAt,
        documentNames: offered.documents.map((document) => document.name),
      }),
      template: 'draft-ready',
      dedupeKey: `draft-ready:${draft.id}`,
      to: draft.customer_email,
      replyTo: settings.supportEmail,
    });
  });
  if (outboxId) await mailer.dispatch(outboxId);
};
