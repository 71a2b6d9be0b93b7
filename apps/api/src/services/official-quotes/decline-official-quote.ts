import type { TOrder } from '@sello/shared/order-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderCancelledEmail } from '../../mail/templates/payment-emails.ts';
import { quoteDeclinedEmail } from '../../mail/templates/quote-decision-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { changeOrderStatus } from '../orders/change-order-status.ts';
import { loadOrder, type TPaymentSetup } from '../orders/load-order.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { OFFICIAL_QUOTE_NOT_FOUND } from '../payments/approve-official-quote.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { assertQuoteHolder } from './quote-holder.ts';

/** What the customer's cancellation email says (never the reason the link holder typed: it goes to the agency). */
export const DECLINED_BY_CUSTOMER = 'You declined the official quote, so we cancelled the order. Nothing was charged.';

type TDeclineOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  officialQuoteId: string;
  reason: string | undefined;
  viewer: TUserRow | null;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  payment: TPaymentSetup;
  now?: Date;
};

/**
 * The customer declines the official quote awaiting their approval: the order is cancelled (as the customer), the
 * customer and the agency are emailed, the status change is audited. Declining again answers the cancelled order.
 */
export const declineOfficialQuote = async ({
  db,
  storage,
  mailer,
  orderId,
  officialQuoteId,
  reason,
  viewer,
  env,
  readSettings,
  payment,
  now = new Date(),
}: TDeclineOptions): Promise<TOrder> => {
  const settings = await readSettings(db);
  const outboxIds = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    assertQuoteHolder(order, viewer);
    const quote = await trx
      .selectFrom('official_quotes')
      .selectAll()
      .where('id', '=', officialQuoteId)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!quote) throw new AppError('NOT_FOUND', OFFICIAL_QUOTE_NOT_FOUND);
    if (order.status === 'CANCELLED') {
      const cancellation = await trx
        .selectFrom('order_events')
        .select('actor')
        .where('order_id', '=', order.id)
        .where('to_status', '=', 'CANCELLED')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      // The same decline again (a second click, a retried request) changes nothing.
      if (cancellation?.actor === 'customer') return [];
      throw new AppError('CONFLICT', 'This order has been cancelled.');
    }
    if (order.paid_at) throw new AppError('CONFLICT', 'This order has already been paid.');
    if (order.status !== 'PENDING') throw new AppError('CONFLICT', 'This order is already being translated.');
    if (quote.status === 'SUPERSEDED') {
      throw new AppError('CONFLICT', 'This quote was replaced by a newer one. Please review the current quote.');
    }
    if (quote.status === 'APPROVED') {
      throw new AppError(
        'CONFLICT',
        'You approved this quote already. To cancel the order now, please write to us from the order page.',
      );
    }
    if (quote.valid_until.getTime() < now.getTime()) {
      throw new AppError('CONFLICT', 'This quote has expired. We will send you a new one.');
    }
    const change = await changeOrderStatus({
      trx,
      mailer,
      orderId: order.id,
      from: 'PENDING',
      to: 'CANCELLED',
      actor: { kind: 'customer', userId: viewer?.id ?? null },
      note: reason ? `Quote declined by the customer: ${reason}` : 'Quote declined by the customer.',
      email: (changed) => ({
        ...orderCancelledEmail({
          locale: localeOr(changed.locale),
          brandName: env.BRAND_NAME,
          supportEmail: settings.supportEmail,
          publicUrl: env.PUBLIC_URL,
          orderId: changed.id,
          orderNumber: changed.order_number,
          reason: DECLINED_BY_CUSTOMER,
        }),
        dedupeKey: `order-cancelled:${changed.id}`,
        to: changed.customer_email,
        replyTo: settings.supportEmail,
      }),
    });
    const toAgency = await mailer.enqueue(trx, {
      ...quoteDeclinedEmail({
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        quoteVersion: quote.version,
        total: fromCents(Number(quote.total_cents)),
        reason,
      }),
      dedupeKey: `quote-declined:${quote.id}`,
      template: 'quote-declined',
      to: settings.supportEmail,
      replyTo: order.customer_email,
    });
    return [change.outboxId, toAgency];
  });
  for (const id of outboxIds) if (id) await mailer.dispatch(id);
  return loadOrder(db, storage, { id: orderId }, viewer, payment);
};
