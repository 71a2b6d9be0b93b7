import {
  DRAFT_ALREADY_ANSWERED,
  NO_CORRECTION_ROUNDS_LEFT,
  type TOrderDraft,
  type TRequestDraftCorrectionsRequest,
  type ZRequestDraftCorrectionsRequest,
} from '@sello/shared/draft-schemas';
import { isOpen } from '@sello/shared/order-lifecycle';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TStorage } from '../../storage/storage.ts';
import { sendCertifiedJob } from '../certified/send-certified-job.ts';
import { changeOrderStage } from '../orders/change-order-stage.ts';
import { lockOrder, orderClosedMessage } from '../orders/lock-order.ts';
import { orderDraftsJson, toCustomerDraft, toOrderDrafts } from '../orders/order-draft-rows.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { dispatchAll, enqueueTaskEmail, type TTaskMailContext } from '../tasks/task-mail.ts';
import { enqueueDraftApprovedAgencyEmail, type TDraftMailEnv } from './draft-mail.ts';
import { assertCanReachDrafts } from './draft-reach.ts';

export const DRAFT_NOT_FOUND = 'Draft not found';
/** Why a cancelled, completed or delivered order's draft can no longer be answered. */
export const orderClosedForDrafts = (status: string) =>
  orderClosedMessage(status, 'its draft can no longer be approved or corrected.');
export const DRAFT_STILL_PREPARING = 'The draft is still being prepared. We will email you when it is ready.';

type TTrx = Transaction<Database>;
type TAnswerOptions = {
  db: TDb;
  storage: TStorage;
  orderId: string;
  draftId: string;
  viewer: TUserRow | null;
};

/**
 * Locks the order and then the named round of it (lock-order.ts), once the viewer may answer for the customer and the
 * order is still open.
 */
const lockDraft = async (trx: TTrx, { orderId, draftId, viewer }: Omit<TAnswerOptions, 'db' | 'storage'>) => {
  const order = await lockOrder(trx, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  assertCanReachDrafts(order, viewer, 'answer');
  if (!isOpen(order.status)) throw new AppError('CONFLICT', orderClosedForDrafts(order.status));
  const draft = await trx
    .selectFrom('order_drafts')
    .selectAll()
    .where('id', '=', draftId)
    .where('order_id', '=', order.id)
    .where('state', '!=', 'failed')
    .forUpdate()
    .executeTakeFirst();
  if (!draft) throw new AppError('NOT_FOUND', DRAFT_NOT_FOUND);
  return { order, draft };
};

const currentDraft = async (db: TDb, storage: TStorage, orderId: string): Promise<TOrderDraft> => {
  const { drafts_json } = await db
    .selectFrom('orders')
    .select(orderDraftsJson('latest').as('drafts_json'))
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [draft] = toOrderDrafts(orderId, drafts_json, storage);
  if (!draft) throw new AppError('NOT_FOUND', DRAFT_NOT_FOUND);
  return toCustomerDraft(draft);
};

const alreadyAnswered = (state: string) =>
  new AppError(
    'CONFLICT',
    state === 'corrections_requested'
      ? 'You already asked for corrections of this draft: the translator is working on them.'
      : 'You already approved this draft.',
    { reason: DRAFT_ALREADY_ANSWERED },
  );

/**
 * The customer approves the draft waiting for them: the order is final ready (customer → draft_approved, with its
 * audit entry). Approving the same round again answers the same result; any other round is a 409.
 */
export const approveDraft = async (
  options: TAnswerOptions & { mailer: TMailer; jobs: TJobQueue; env: TDraftMailEnv; readSettings: TSettingsReader },
): Promise<TOrderDraft> => {
  const { db, storage, mailer, env } = options;
  const { supportEmail } = await options.readSettings(db);
  let finalReady = false;
  const outboxId = await db.transaction().execute(async (trx) => {
    const { order, draft } = await lockDraft(trx, options);
    if (draft.state === 'approved' || draft.state === 'auto_approved') return null;
    if (draft.state === 'preparing') throw new AppError('CONFLICT', DRAFT_STILL_PREPARING);
    if (draft.state === 'corrections_requested') throw alreadyAnswered(draft.state);
    const now = new Date();
    await trx
      .updateTable('order_drafts')
      .set({ state: 'approved', answered_at: now, answered_by: options.viewer?.id ?? null, updated_at: now })
      .where('id', '=', draft.id)
      .execute();
    await changeOrderStage({
      trx,
      orderId: order.id,
      to: 'final_ready',
      actor: { kind: 'customer', userId: options.viewer?.id ?? null },
      detail: { draftId: draft.id, round: draft.round },
    });
    finalReady = true;
    return enqueueDraftApprovedAgencyEmail(trx, mailer, {
      env,
      supportEmail,
      draftId: draft.id,
      orderId: order.id,
      orderNumber: order.order_number,
      round: draft.round,
      automatic: false,
    });
  });
  if (outboxId) await mailer.dispatch(outboxId);
  if (finalReady) await sendCertifiedJob(db, options.jobs, options.orderId);
  return currentDraft(db, storage, options.orderId);
};

/**
 * The customer asks for corrections of the draft waiting for them, per document and page: the round is answered
 * (corrections_requested), the order goes to changes requested, the tasks of the documents named go back to their
 * translators (task 'returned', who are emailed what was asked). Refused (409) once every correction round is used,
 * and for a round already answered (a double submit never makes a second round).
 */
export const requestDraftCorrections = async (
  options: TAnswerOptions & {
    input: z.output<typeof ZRequestDraftCorrectionsRequest> | TRequestDraftCorrectionsRequest;
    mail: Omit<TTaskMailContext, 'supportEmail'>;
    readSettings: TSettingsReader;
  },
): Promise<TOrderDraft> => {
  const { db, storage, mail } = options;
  const { supportEmail } = await options.readSettings(db);
  const outboxIds = await db.transaction().execute(async (trx) => {
    const { order, draft } = await lockDraft(trx, options);
    if (draft.state === 'preparing') throw new AppError('CONFLICT', DRAFT_STILL_PREPARING);
    if (draft.state !== 'awaiting_customer') throw alreadyAnswered(draft.state);
    const used = await trx
      .selectFrom('order_drafts')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('order_id', '=', order.id)
      .where('state', '=', 'corrections_requested')
      .executeTakeFirstOrThrow();
    if (Number(used.count) >= draft.corrections_allowed) {
      const rounds = `${draft.corrections_allowed} correction round${draft.corrections_allowed === 1 ? '' : 's'}`;
      throw new AppError(
        'CONFLICT',
        draft.corrections_allowed === 0
          ? `This service includes no correction rounds. Please approve the draft, or contact support at ${supportEmail} if something is wrong.`
          : `You have used all ${rounds}. Please approve the draft, or contact support at ${supportEmail} if something is still wrong.`,
        { reason: NO_CORRECTION_ROUNDS_LEFT },
      );
    }
    const documents = await trx
      .selectFrom('draft_documents')
      .select(['id', 'task_id', 'name', 'page_count'])
      .where('draft_id', '=', draft.id)
      .execute();
    const corrections = options.input.corrections;
    for (const [index, correction] of corrections.entries()) {
      const document = documents.find((candidate) => candidate.id === correction.documentId);
      if (!document) {
        throw new AppError('BAD_REQUEST', `Correction ${index + 1}: that document is not part of this draft.`);
      }
      const pages = document.page_count ?? 0;
      if (correction.page > pages) {
        throw new AppError(
          'BAD_REQUEST',
          `Correction ${index + 1}: ${document.name} has ${pages} page${pages === 1 ? '' : 's'}, so there is no page ${correction.page}.`,
        );
      }
    }
    const now = new Date();
    await trx
      .insertInto('draft_corrections')
      .values(
        corrections.map((correction, index) => ({
          draft_id: draft.id,
          document_id: correction.documentId,
          page: correction.page,
          comment: correction.comment.trim(),
          position: index + 1,
        })),
      )
      .execute();
    await trx
      .updateTable('order_drafts')
      .set({
        state: 'corrections_requested',
        answered_at: now,
        answered_by: options.viewer?.id ?? null,
        updated_at: now,
      })
      .where('id', '=', draft.id)
      .execute();
    await changeOrderStage({
      trx,
      orderId: order.id,
      to: 'changes_requested',
      actor: { kind: 'customer', userId: options.viewer?.id ?? null },
      detail: { draftId: draft.id, round: draft.round, corrections: corrections.length },
    });
    const ids: Array<string | null> = [];
    const named = documents.filter((document) => corrections.some((c) => c.documentId === document.id));
    for (const document of named) {
      await trx
        .updateTable('order_tasks')
        .set({ state: 'returned', updated_at: now })
        .where('id', '=', document.task_id)
        .where('state', '=', 'approved')
        .execute();
      ids.push(
        await enqueueTaskEmail(trx, { ...mail, supportEmail }, document.task_id, {
          kind: 'customer-corrections',
          round: draft.round,
          corrections: corrections
            .filter((correction) => correction.documentId === document.id)
            .map((correction) => `${document.name}, page ${correction.page}: ${correction.comment.trim()}`),
        }),
      );
    }
    return ids;
  });
  await dispatchAll(mail.mailer, outboxIds);
  return currentDraft(db, storage, options.orderId);
};
