import type { TOutboxMessage } from '@sello/shared/outbox-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { listOutbox } from './list-outbox.ts';

export const OUTBOX_MESSAGE_NOT_FOUND = 'Email not found';

/**
 * Puts a failed email back in the queue with a fresh round of attempts and hands it to the send-email job.
 * Only failed messages can be retried: anything else is already queued, being sent, or done.
 */
export const retryOutboxMessage = async ({
  db,
  mailer,
  id,
}: {
  db: TDb;
  mailer: TMailer;
  id: string;
}): Promise<TOutboxMessage> => {
  const requeued = await db
    .updateTable('outbox')
    .set({ status: 'queued', attempts: 0 })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (!requeued) {
    const existing = await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
    if (!existing) throw new AppError('NOT_FOUND', OUTBOX_MESSAGE_NOT_FOUND);
    throw new AppError('CONFLICT', `Only failed emails can be retried; this one is ${existing.status}.`);
  }
  // Read before the job is sent: the answer is the message as this retry left it, not as the worker (woken at once)
  // may already have changed it.
  const [message] = await listOutbox({ db, id, limit: 1 });
  if (!message) throw new AppError('NOT_FOUND', OUTBOX_MESSAGE_NOT_FOUND);
  // If this dispatch fails, the per-minute sweep picks the queued row up.
  await mailer.dispatch(id);
  return message;
};
