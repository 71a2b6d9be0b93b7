import { PAYMENT_METHOD_NAMES } from '@sello/shared/payment-schemas';
import { formatUsd, fromCents } from '@sello/shared/pricing';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { paymentReceivedEmail } from '../../mail/templates/payment-emails.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeOrderStatus } from '../orders/change-order-status.ts';
import { toIsoDate } from '../orders/official-quote-rows.ts';
import { officialDeliveryDate } from '../orders/order-terms.ts';

type TRecordPaymentInput = {
  orderId: string;
  /** The quote the payment was made for (Stripe's metadata); else the order's live quote. */
  officialQuoteId?: string | undefined;
  amountCents: number;
  provider: 'stripe' | 'manual';
  /** Stripe's payment intent id: a second record of the same payment is refused by a unique index. */
  providerId?: string | undefined;
  method: string;
  reference?: string | undefined;
  createdBy?: string | null;
};

type TMailContext = {
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  supportEmail: string;
};

export type TRecordedPayment = { paymentId: string; flagged: boolean; outboxId: string | null };

/** Money received for the order so far, minus refunds, in cents. */
export const netPaidCents = async (db: TDb | Transaction<Database>, orderId: string): Promise<number> => {
  const rows = await db
    .selectFrom('payments')
    .select(['kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .execute();
  return rows.reduce((sum, row) => sum + (row.kind === 'PAYMENT' ? 1 : -1) * Number(row.amount_cents), 0);
};

/**
 * Records a payment inside the caller's transaction (the order row locked by the caller). It counts as the order's
 * payment only when it is for the live official quote, within its validity (or approved), and exactly covers what
 * is still owed: then the quote is approved if it was not, the order becomes PAID with an event, and the receipt email
 * is written. Anything else is kept, flagged with the reason for staff, and changes nothing else.
 */
export const recordPaymentInTransaction = async (
  trx: Transaction<Database>,
  input: TRecordPaymentInput,
  mail: TMailContext,
  now = new Date(),
): Promise<TRecordedPayment> => {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'order_number', 'customer_email'])
    .where('id', '=', input.orderId)
    .executeTakeFirstOrThrow();
  const quote = await trx
    .selectFrom('official_quotes')
    .selectAll()
    .where('order_id', '=', order.id)
    .$if(input.officialQuoteId !== undefined, (query) => query.where('id', '=', input.officialQuoteId as string))
    .$if(input.officialQuoteId === undefined, (query) => query.where('status', '<>', 'SUPERSEDED'))
    .executeTakeFirst();
  const owedCents = quote ? Number(quote.total_cents) - (await netPaidCents(trx, order.id)) : 0;

  let flagReason: string | null = null;
  if (!quote) flagReason = 'No official quote has been sent for this order.';
  else if (quote.status === 'SUPERSEDED') flagReason = `Paid for official quote v${quote.version}, which was replaced.`;
  else if (quote.status === 'CURRENT' && quote.valid_until.getTime() < now.getTime())
    flagReason = `Paid for official quote v${quote.version} after it expired.`;
  else if (order.status !== 'PENDING') flagReason = `The order was already ${order.status.toLowerCase()}.`;
  else if (input.amountCents !== owedCents)
    flagReason = `Paid ${formatUsd(fromCents(input.amountCents))}; ${formatUsd(fromCents(owedCents))} was owed.`;

  const payment = await trx
    .insertInto('payments')
    .values({
      order_id: order.id,
      official_quote_id: quote?.id ?? null,
      kind: 'PAYMENT',
      amount_cents: input.amountCents,
      provider: input.provider,
      provider_id: input.providerId ?? null,
      method: input.method,
      reference: input.reference ?? null,
      reason: null,
      flagged: flagReason !== null,
      flag_reason: flagReason,
      created_by: input.createdBy ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    orderId: order.id,
    actor: input.createdBy ? { userId: input.createdBy } : { userId: null, role: 'system' },
    action: 'payment_recorded',
    detail: {
      paymentId: payment.id,
      amountCents: input.amountCents,
      provider: input.provider,
      method: input.method,
      flagged: flagReason !== null,
    },
  });
  if (flagReason !== null || !quote) return { paymentId: payment.id, flagged: true, outboxId: null };

  if (quote.status === 'CURRENT') {
    await trx
      .updateTable('official_quotes')
      .set({ status: 'APPROVED', approved_at: now })
      .where('id', '=', quote.id)
      .execute();
  }
  const methodName = PAYMENT_METHOD_NAMES[input.method] ?? input.method;
  // The official date now counts from the payment (docs/decisions.md); stored so every view and the dashboard's
  // overdue list read it.
  const deliveryDate = officialDeliveryDate(
    { sentAt: quote.created_at, deliveryDate: toIsoDate(quote.delivery_date) },
    now,
  );
  const { outboxId } = await changeOrderStatus({
    trx,
    mailer: mail.mailer,
    orderId: order.id,
    from: 'PENDING',
    to: 'PAID',
    actor: { kind: 'payment', userId: input.createdBy ?? null },
    note: `Payment received: ${formatUsd(fromCents(input.amountCents))} (${methodName})`,
    set: { paid_at: now, estimated_delivery: deliveryDate },
    email: (changed) => ({
      ...paymentReceivedEmail({
        locale: localeOr(changed.locale),
        brandName: mail.env.BRAND_NAME,
        supportEmail: mail.supportEmail,
        publicUrl: mail.env.PUBLIC_URL,
        orderId: changed.id,
        orderNumber: changed.order_number,
        amount: fromCents(input.amountCents),
        method: input.method,
        deliveryDate,
      }),
      dedupeKey: `payment-received:${payment.id}`,
      to: changed.customer_email,
      replyTo: mail.supportEmail,
    }),
  });
  return { paymentId: payment.id, flagged: false, outboxId };
};
