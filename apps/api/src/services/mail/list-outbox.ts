import type { TOutboxMessage } from '@sello/shared/outbox-schemas';
import type { TDb } from '../../db/database.ts';
import type { OutboxStatus } from '../../db/schema.ts';

export const listOutbox = async ({
  db,
  status,
  id,
  limit,
}: {
  db: TDb;
  status?: OutboxStatus | undefined;
  /** One message only. */
  id?: string;
  limit: number;
}): Promise<TOutboxMessage[]> => {
  let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (status) query = query.where('status', '=', status);
  if (id) query = query.where('id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    textBody: row.text_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  }));
};
