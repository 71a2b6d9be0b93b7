import type { TOutboxMessage } from '@sello/shared/outbox-schemas';
import type { TDb } from '../../db/database.ts';
import type { OutboxStatus } from '../../db/schema.ts';
import { maskLinkTokens } from '../../mail/link-tokens.ts';

/**
 * A sent email has reached its recipient: its reset/verification links are theirs alone, so admins see them
 * masked. The mailer stores them masked once sent, but rows sent before it did stay whole until the outbox sweep
 * reaches them (a minute after boot at best, and only where workers run): masking on read too keeps those hidden
 * meanwhile. Unsent ones (queued, failed, or stored because no SMTP is configured) keep them while the link works —
 * the outbox is then the only way it reaches anyone — and `expireOutboxContent` masks them once it has expired.
 */
const bodyForAdmins = (textBody: string, status: OutboxStatus): string =>
  status === 'sent' ? maskLinkTokens(textBody) : textBody;

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
    textBody: bodyForAdmins(row.text_body, row.status),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  }));
};
