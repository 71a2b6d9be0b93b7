import { isOpen, OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { draftAutoApprovedEmail } from '../../mail/templates/draft-emails.ts';
import { sendCertifiedJob } from '../certified/send-certified-job.ts';
import { changeOrderStage } from '../orders/change-order-stage.ts';
import { lockOrder } from '../orders/lock-order.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { sendDraftJob } from '../tasks/create-draft-round.ts';
import { enqueueDraftApprovedAgencyEmail } from './draft-mail.ts';

/**
 * Approves, for the customer, every draft whose auto-approval date has passed without an answer: the round is
 * auto_approved, the order final ready (system → draft_approved, with its audit entry), the customer emailed. Each in
 * its own transaction, re-checked under lock (the order, then the draft), so an answer arriving at the same moment wins
 * or is refused cleanly; a cancelled, completed or delivered order's draft is left alone.
 */
export const autoApproveDrafts = async ({
  db,
  mailer,
  env,
  readSettings,
  jobs,
  now = new Date(),
}: {
  db: TDb;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  /** Sends each approved sworn order's certified-generation job; without it the certified sweep sends them. */
  jobs?: TJobQueue;
  now?: Date;
}): Promise<number> => {
  const due = await db
    .selectFrom('order_drafts')
    .select(['id', 'order_id'])
    .where('state', '=', 'awaiting_customer')
    .where('auto_approve_at', '<=', now)
    .orderBy('auto_approve_at')
    .limit(200)
    .execute();
  if (due.length === 0) return 0;
  const { supportEmail } = await readSettings(db);
  let approved = 0;
  for (const { id, order_id } of due) {
    const outboxIds = await db.transaction().execute(async (trx) => {
      // The order first, then its draft (lock-order.ts); a closed order's draft is no longer approved.
      const order = await lockOrder(trx, order_id);
      if (!order || !isOpen(order.status)) return [];
      const draft = await trx
        .selectFrom('order_drafts')
        .innerJoin('orders', 'orders.id', 'order_drafts.order_id')
        .select([
          'order_drafts.id',
          'order_drafts.order_id',
          'order_drafts.round',
          'order_drafts.state',
          'order_drafts.auto_approve_at',
          'orders.order_number',
          'orders.customer_email',
          'orders.locale',
        ])
        .where('order_drafts.id', '=', id)
        .forUpdate('order_drafts')
        .executeTakeFirstOrThrow();
      if (draft.state !== 'awaiting_customer' || !draft.auto_approve_at || draft.auto_approve_at > now) return [];
      await trx
        .updateTable('order_drafts')
        .set({ state: 'auto_approved', answered_at: now, updated_at: now })
        .where('id', '=', draft.id)
        .execute();
      await changeOrderStage({
        trx,
        orderId: draft.order_id,
        to: 'final_ready',
        actor: { kind: 'system', userId: null },
        detail: { draftId: draft.id, round: draft.round, automatic: true },
      });
      approved += 1;
      const customerEmail = await mailer.enqueue(trx, {
        ...draftAutoApprovedEmail({
          locale: localeOr(draft.locale),
          brandName: env.BRAND_NAME,
          supportEmail,
          publicUrl: env.PUBLIC_URL,
          orderId: draft.order_id,
          orderNumber: draft.order_number,
          round: draft.round,
        }),
        template: 'draft-auto-approved',
        dedupeKey: `draft-auto-approved:${draft.id}`,
        to: draft.customer_email,
        replyTo: supportEmail,
      });
      const agencyEmail = await enqueueDraftApprovedAgencyEmail(trx, mailer, {
        env,
        supportEmail,
        draftId: draft.id,
        orderId: draft.order_id,
        orderNumber: draft.order_number,
        round: draft.round,
        automatic: true,
      });
      return [customerEmail, agencyEmail];
    });
    for (const outboxId of outboxIds) if (outboxId) await mailer.dispatch(outboxId);
    if (jobs && outboxIds.length > 0) await sendCertifiedJob(db, jobs, order_id);
  }
  return approved;
};

/** A round whose preparation failed for a passing reason is tried again this long after its last attempt. */
export const FAILED_DRAFT_RETRY_MS = 10 * 60_000;

/**
 * Re-sends the prepare-draft job of rounds still preparing: those without an outcome (the review committed but the
 * process died before the job was sent) once they are a minute old, and those whose preparation failed for a passing
 * reason (storage or database down, LibreOffice missing) every FAILED_DRAFT_RETRY_MS once the queue's own retries are
 * spent — so a round never stays preparing for good once the fault is gone. At boot every such round. A closed order's
 * rounds are never offered.
 */
export const resendPreparingDrafts = async ({
  db,
  jobs,
  atBoot,
}: {
  db: TDb;
  jobs: TJobQueue;
  atBoot: boolean;
}): Promise<number> => {
  const now = Date.now();
  const newCutoff = new Date(atBoot ? now : now - 60_000);
  const failedCutoff = new Date(atBoot ? now : now - FAILED_DRAFT_RETRY_MS);
  const rows = await db
    .selectFrom('order_drafts')
    .innerJoin('orders', 'orders.id', 'order_drafts.order_id')
    .select(['order_drafts.id', 'order_drafts.failure'])
    .where('order_drafts.state', '=', 'preparing')
    .where((eb) =>
      eb.or([
        eb.and([eb('order_drafts.failure', 'is', null), eb('order_drafts.created_at', '<=', newCutoff)]),
        eb.and([eb('order_drafts.failure', 'is not', null), eb('order_drafts.updated_at', '<=', failedCutoff)]),
      ]),
    )
    .where('orders.status', 'in', OPEN_STATUSES)
    .orderBy('order_drafts.created_at')
    .limit(200)
    .execute();
  let sent = 0;
  for (const row of rows) {
    // A failed round's attempt is dated, so the next re-send waits another FAILED_DRAFT_RETRY_MS.
    if (row.failure !== null) {
      await db.updateTable('order_drafts').set({ updated_at: new Date() }).where('id', '=', row.id).execute();
    }
    if (await sendDraftJob(jobs, row.id)) sent += 1;
  }
  return sent;
};
