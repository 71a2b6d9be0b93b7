import { isOpen, OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { draftAutoApprovedEmail } from '../../mail/templates/draft-emails.ts';
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
  now = new Date(),
}: {
  db: TDb;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
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
  }
  return approved;
};

/**
 * Re-sends the prepare-draft job of rounds still preparing (the review committed but the process died before the job
 * was sent, or the job ended without an outcome); rounds whose preparation failed with a reason are left to the
 * queue's retries and to staff, and a closed order's rounds are never offered. At boot every such round; later only those older than a minute.
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
  const cutoff = atBoot ? new Date() : new Date(Date.now() - 60_000);
  const rows = await db
    .selectFrom('order_drafts')
    .innerJoin('orders', 'orders.id', 'order_drafts.order_id')
    .select('order_drafts.id')
    .where('order_drafts.state', '=', 'preparing')
    .where('order_drafts.failure', 'is', null)
    .where('order_drafts.created_at', '<=', cutoff)
    .where('orders.status', 'in', OPEN_STATUSES)
    .orderBy('order_drafts.created_at')
    .limit(200)
    .execute();
  let sent = 0;
  for (const row of rows) if (await sendDraftJob(jobs, row.id)) sent += 1;
  return sent;
};
