import { fromCents } from '@sello/shared/pricing';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { quoteQuestionEmail } from '../../mail/templates/quote-decision-emails.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { OFFICIAL_QUOTE_NOT_FOUND } from '../payments/approve-official-quote.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { assertQuoteHolder } from './quote-holder.ts';

type TAskOptions = {
  db: TDb;
  mailer: TMailer;
  orderId: string;
  officialQuoteId: string;
  message: string;
  viewer: TUserRow | null;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
};

/**
 * The customer's question about the official quote: stored as a contact message (subject 'quote'), emailed to the
 * support address with the order's number and admin link (replying answers the customer), and recorded on the order's
 * audit trail with the message's id, which ties the two together. The order itself does not change.
 */
export const askQuoteQuestion = async ({
  db,
  mailer,
  orderId,
  officialQuoteId,
  message,
  viewer,
  env,
  readSettings,
}: TAskOptions): Promise<{ id: string }> => {
  const { supportEmail } = await readSettings(db);
  const { id, outboxId } = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    assertQuoteHolder(order, viewer);
    const quote = await trx
      .selectFrom('official_quotes')
      .select(['id', 'version', 'total_cents'])
      .where('id', '=', officialQuoteId)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!quote) throw new AppError('NOT_FOUND', OFFICIAL_QUOTE_NOT_FOUND);
    const stored = await trx
      .insertInto('contact_messages')
      .values({
        name: `${order.customer_first_name} ${order.customer_last_name}`.trim(),
        email: order.customer_email,
        phone: null,
        subject: 'quote',
        message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      orderId: order.id,
      actor: viewer ? { userId: viewer.id } : { userId: null, role: 'customer' },
      action: 'quote_question_asked',
      detail: { contactMessageId: stored.id },
    });
    const queued = await mailer.enqueue(trx, {
      ...quoteQuestionEmail({
        brandName: env.BRAND_NAME,
        supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        quoteVersion: quote.version,
        total: fromCents(Number(quote.total_cents)),
        message,
        customerEmail: order.customer_email,
      }),
      dedupeKey: `quote-question:${stored.id}`,
      template: 'quote-question',
      to: supportEmail,
      replyTo: order.customer_email,
    });
    return { id: stored.id, outboxId: queued };
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return { id };
};
