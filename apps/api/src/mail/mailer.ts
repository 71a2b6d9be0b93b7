import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { QUEUES, type TJobQueue } from '../jobs/job-queue.ts';
import { maskEmail } from '../lib/mask.ts';
import { maskLinkTokens } from './link-tokens.ts';
import type { TEmailContent } from './render-email.ts';

export const MAX_EMAIL_ATTEMPTS = 5;

export type TOutgoingEmail = TEmailContent & {
  /** One event, one email: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  template: string;
  to: string;
  replyTo?: string;
};

export type TMailer = {
  /** Records the email in the outbox inside the caller's transaction; returns its id, or null if already recorded. */
  enqueue: (trx: Transaction<Database> | Kysely<Database>, email: TOutgoingEmail) => Promise<string | null>;
  /** Hands a committed outbox row to the send job. Safe to call twice. */
  dispatch: (outboxId: string) => Promise<void>;
  /** The send job: SMTP when configured, otherwise the message stays in the outbox as 'stored'. */
  deliver: (outboxId: string) => Promise<void>;
  /**
   * Re-dispatches rows left queued (a crash between commit and dispatch, or a failed dispatch).
   * At boot, rows a crash left mid-send are queued again first: a rare duplicate beats a lost email.
   */
  sweep: (options: { atBoot: boolean }) => Promise<number>;
};

type TCreateMailerOptions = {
  db: TDb;
  jobs: TJobQueue;
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
};

export const createMailer = ({ db, jobs, logger, smtpUrl, from }: TCreateMailerOptions): TMailer => {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  const dispatch = async (outboxId: string) => {
    await jobs.send(QUEUES.sendEmail, { outboxId });
  };

  return {
    enqueue: async (trx, email) => {
      const row = await trx
        .insertInto('outbox')
        .values({
          dedupe_key: email.dedupeKey,
          template: email.template,
          to_address: email.to,
          reply_to: email.replyTo ?? null,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          last_error: null,
          sent_at: null,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    dispatch,

    deliver: async (outboxId) => {
      // Claim the row so two workers (a retry and a sweep, say) never send the same message together.
      const claimed = await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
        .where('id', '=', outboxId)
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return;

      const logContext = { outboxId, template: claimed.template, to: maskEmail(claimed.to_address) };
      if (!transport) {
        await db.updateTable('outbox').set({ status: 'stored' }).where('id', '=', outboxId).execute();
        logger.info(logContext, 'email stored in the outbox (no SMTP_URL configured)');
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: claimed.to_address,
          replyTo: claimed.reply_to ?? undefined,
          subject: claimed.subject,
          text: claimed.text_body,
          html: claimed.html_body,
          messageId: `<${claimed.id}@sello.outbox>`,
        });
        // Delivered, a link's token is the recipient's alone: the stored copy keeps the link without it.
        await db
          .updateTable('outbox')
          .set({
            status: 'sent',
            sent_at: new Date(),
            last_error: null,
            text_body: maskLinkTokens(claimed.text_body),
            html_body: maskLinkTokens(claimed.html_body),
          })
          .where('id', '=', outboxId)
          .execute();
        logger.info(logContext, 'email sent');
      } catch (error) {
        const finalAttempt = claimed.attempts >= MAX_EMAIL_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('outbox')
          .set({ status: finalAttempt ? 'failed' : 'queued', last_error: message.slice(0, 1000) })
          .where('id', '=', outboxId)
          .execute();
        logger.warn({ ...logContext, attempt: claimed.attempts, err: message }, 'email delivery failed');
        if (!finalAttempt) throw error;
      }
    },

    sweep: async ({ atBoot }) => {
      if (atBoot) await db.updateTable('outbox').set({ status: 'queued' }).where('status', '=', 'sending').execute();
      const cutoff = atBoot ? new Date() : new Date(Date.now() - 60_000);
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('created_at', '<=', cutoff)
        .orderBy('created_at')
        .limit(500)
        .execute();
      for (const row of rows) await dispatch(row.id);
      return rows.length;
    },
  };
};
