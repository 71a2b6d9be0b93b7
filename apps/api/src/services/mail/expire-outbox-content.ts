import { PASSWORD_RESET_TTL_MINUTES } from '@sello/shared/account-schemas';
import { STAFF_INVITATION_TTL_DAYS } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import { MASKED_TOKEN, maskLinkTokens } from '../../mail/link-tokens.ts';
import { VERIFICATION_TTL_HOURS } from '../auth/verification-tokens.ts';
import { readSetting } from '../settings/settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The emails that carry a single-use token, and how long their link works. */
const LINK_VALIDITY_MS: Readonly<Record<string, number>> = {
  'password-reset': PASSWORD_RESET_TTL_MINUTES * 60_000,
  'verify-email': VERIFICATION_TTL_HOURS * 60 * 60_000,
  'staff-invitation': STAFF_INVITATION_TTL_DAYS * DAY_MS,
};

const BATCH = 500;

/**
 * The outbox keeps no live secrets and no old mail (run by the per-minute outbox sweep):
 * - a link email's token is replaced by `••••` once sent (the mailer does it on sending; this catches rows sent
 *   before that) or once the link has expired, whatever the status — an email stored without SMTP stays readable
 *   to the admin who passes it on for as long as its link works, and no longer;
 * - sent emails are deleted `retention.sentEmailDays` after sending. Stored, queued and failed ones stay (scrubbed):
 *   they are the only record of a message that never left.
 */
export const expireOutboxContent = async ({
  db,
  now = new Date(),
}: {
  db: TDb;
  now?: Date;
}): Promise<{ scrubbed: number; purged: number }> => {
  let scrubbed = 0;
  for (const [template, validityMs] of Object.entries(LINK_VALIDITY_MS)) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'text_body', 'html_body'])
      .where('template', '=', template)
      .where((eb) => eb.or([eb('status', '=', 'sent'), eb('created_at', '<=', new Date(now.getTime() - validityMs))]))
      .where('text_body', 'not like', `%token=${MASKED_TOKEN}%`)
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('outbox')
        .set({ text_body: maskLinkTokens(row.text_body), html_body: maskLinkTokens(row.html_body) })
        .where('id', '=', row.id)
        .execute();
      scrubbed += 1;
    }
  }

  const retention = await readSetting(db, 'retention');
  const purged = await db
    .deleteFrom('outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', new Date(now.getTime() - retention.sentEmailDays * DAY_MS))
    .executeTakeFirst();
  return { scrubbed, purged: Number(purged.numDeletedRows) };
};
