import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { QUEUES, type TJobQueue } from '../jobs/job-queue.ts';
import { maskEmail } from '../lib/mask.ts';
import { maskLinkTokens } from './link-tokens.ts';
import type { TEmailContent } from './render-email.ts';

/** Attempts before an email the SMTP server refuses for good (a 5xx for it) is marked failed. */
export const MAX_EMAIL_ATTEMPTS = 5;
/**
 * An email the server could not be reached for, or deferred (4xx), waits in the outbox this long (an MTA's queue
 * lifetime, Postfix's default) before it is marked failed; until then it is tried every minute.
 */
export const MAX_QUEUE_MS = 5 * 24 * 60 * 60 * 1000;
/** The first attempts fail the job, so pg-boss retries it within seconds (a blip); later ones wait for the sweep. */
const QUICK_ATTEMPTS = 3;
/** A queued row the sweep hands to the send job once it has waited this long since its last attempt (or creation). */
const SWEEP_AFTER_MS = 60_000;
/** A waiting row tried this recently is left to the job retrying it when the server is seen back. */
const RESUME_IDLE_MS = 10_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;
/** How long marking an accepted email sent is retried (a database outage) before the job gives up on it. */
const MARK_SENT_BUDGET_MS = 60_000;
/**
 * A 'sending' row's claim is renewed every SEND_LEASE_RENEW_MS while its sender works on it (the SMTP conversation,
 * then the marking); a claim not renewed for SEND_LEASE_MS was left by an instance that died mid-send, and the sweep
 * queues the row again. A sender cut off from the database for longer can have its row sent twice: a rare duplicate
 * beats a lost email (docs/reliability.md).
 */
export const SEND_LEASE_MS = 60_000;
const SEND_LEASE_RENEW_MS = 15_000;

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
   * Re-dispatches rows left queued (a crash between commit and dispatch, a failed dispatch, a failed attempt a minute
   * old; at boot every queued row), after queueing again the rows whose sender died mid-send (claim older than
   * SEND_LEASE_MS): a rare duplicate (a death between the server's acceptance and the marking) beats a lost email.
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
  // SMTP_URL's own query parameters (?socketTimeout=…) win over these defaults.
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;

  /** Retried through a database outage: a send whose marking is lost is sent again once its claim expires. */
  const markSent = async (claimed: { id: string; text_body: string; html_body: string }) => {
    const deadline = Date.now() + MARK_SENT_BUDGET_MS;
    for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
      try {
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
          .where('id', '=', claimed.id)
          .execute();
        return;
      } catch (error) {
        if (Date.now() + pause > deadline) throw error;
        logger.warn({ outboxId: claimed.id, err: error }, 'email sent but not yet marked sent; retrying');
        await setTimeout(pause);
      }
    }
  };

  /** One SMTP attempt for a claimed row, then its marking; a failure queues it again or, for good, fails it. */
  const send = async (
    smtp: NonNullable<typeof transport>,
    claimed: Selectable<Database['outbox']>,
    logContext: Record<string, unknown>,
  ) => {
    const outboxId = claimed.id;
    try {
      await smtp.sendMail({
        from,
        to: claimed.to_address,
        replyTo: claimed.reply_to ?? undefined,
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
        // Stable per row: a receiver can recognise the rare second copy (see SEND_LEASE_MS).
        messageId: `<${claimed.id}@sello.outbox>`,
      });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const finalAttempt = permanent
        ? claimed.attempts >= MAX_EMAIL_ATTEMPTS
        : Date.now() - claimed.created_at.getTime() >= MAX_QUEUE_MS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('outbox')
        .set({ status: finalAttempt ? 'failed' : 'queued', last_error: message.slice(0, 1000) })
        .where('id', '=', outboxId)
        .execute();
      logger.warn({ ...logContext, attempt: claimed.attempts, err: message }, 'email delivery failed');
      if (!finalAttempt && (permanent || claimed.attempts < QUICK_ATTEMPTS)) throw error;
      return;
    }
    // Accepted by the server: from here on the row is never queued again by this job, only marked sent.
    await markSent(claimed);
    logger.info(logContext, 'email sent');
    if (claimed.attempts > 1) {
      await resumeBacklog().catch((error: Error) =>
        logger.warn({ cause: error.message }, 'waiting emails left to the sweep (resuming them failed)'),
      );
    }
  };

  /**
   * An email that failed before went out: the server is back, so the emails waiting for the per-minute sweep go now
   * instead of up to two minutes later. The statement moves each picked row's claimed_at on, so several such
   * successes together hand each row to one job.
   */
  const resumeBacklog = async () => {
    const pickedAt = new Date();
    const idle = new Date(pickedAt.getTime() - RESUME_IDLE_MS);
    const rows = await db
      .updateTable('outbox')
      .set({ claimed_at: pickedAt })
      .where('status', '=', 'queued')
      .where('attempts', '>', 0)
      .where('claimed_at', '<', idle)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'queued')
          .where('attempts', '>', 0)
          .where('claimed_at', '<', idle)
          .orderBy('created_at')
          .limit(500),
      )
      .returning('id')
      .execute();
    for (const row of rows) await dispatch(row.id);
  };

  // Called after the email's transaction has committed: failing here would turn a done change (an order placed)
  // into an error the client retries. The row stays queued and the sweep dispatches it within a couple of minutes.
  const dispatch = async (outboxId: string) => {
    await jobs.send(QUEUES.sendEmail, { outboxId }).catch((error: Error) => {
      logger.warn({ outboxId, cause: error.message }, 'email queued; the sweep will send it (dispatch failed)');
    });
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
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_at: new Date() }))
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
      const renewal = setInterval(() => {
        db.updateTable('outbox')
          .set({ claimed_at: new Date() })
          .where('id', '=', outboxId)
          .where('status', '=', 'sending')
          .execute()
          .catch(() => undefined);
      }, SEND_LEASE_RENEW_MS);
      try {
        await send(transport, claimed, logContext);
      } finally {
        clearInterval(renewal);
      }
    },

    sweep: async ({ atBoot }) => {
      const now = Date.now();
      await db
        .updateTable('outbox')
        .set({ status: 'queued' })
        .where('status', '=', 'sending')
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', new Date(now - SEND_LEASE_MS))]))
        .execute();
      const cutoff = new Date(atBoot ? now : now - SWEEP_AFTER_MS);
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where((eb) => eb(eb.fn.coalesce('claimed_at', 'created_at'), '<=', cutoff))
        .orderBy('created_at')
        .limit(500)
        .execute();
      for (const row of rows) await dispatch(row.id);
      return rows.length;
    },
  };
};

/**
 * The server refused this message for good: a 5xx answer to its sender, recipients or content, or an address
 * nodemailer will not send to. Anything else (unreachable, timed out, a 4xx, a login refused) may pass later.
 */
const isPermanentFailure = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  return typeof responseCode !== 'number' || responseCode >= 500;
};
