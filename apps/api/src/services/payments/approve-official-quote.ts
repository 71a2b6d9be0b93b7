import type { TApproveOfficialQuoteResponse } from '@sello/shared/payment-schemas';
import { fromCents } from '@sello/shared/pricing';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TCheckoutLine, TStripeGateway } from '../../integrations/stripe-gateway.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { bankTransferEmail } from '../../mail/templates/payment-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { toOfficialQuote } from '../orders/official-quote-rows.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { toPayment } from '../orders/payment-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { recordPaymentInTransaction } from './record-payment.ts';

export const OFFICIAL_QUOTE_NOT_FOUND = 'Official quote not found';
const HOUR_MS = 60 * 60 * 1000;

type TApproveOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  stripe: TStripeGateway | null;
  orderId: string;
  officialQuoteId: string;
  viewer: TUserRow | null;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  now?: Date;
};

/**
 * The customer approves the live official quote (the shared link holder, the owner or staff). Nothing is charged
 * here: with Stripe the answer is a Checkout Session for the quote's total, and the webhook records the payment;
 * without it the approval is recorded and the bank-transfer instructions are shown and emailed. A quote discounted to
 * $0 needs no payment: approving it records a $0 payment through the one payment path (order PAID, receipt, email).
 */
export const approveOfficialQuote = async ({
  db,
  storage,
  mailer,
  stripe,
  orderId,
  officialQuoteId,
  viewer,
  env,
  readSettings,
  now = new Date(),
}: TApproveOptions): Promise<TApproveOfficialQuoteResponse> => {
  const settings = await readSettings(db);
  const { order, quote, outboxId, freePayment } = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
    const row = await trx
      .selectFrom('official_quotes')
      .selectAll()
      .where('id', '=', officialQuoteId)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', OFFICIAL_QUOTE_NOT_FOUND);
    if (order.status === 'CANCELLED') throw new AppError('CONFLICT', 'This order has been cancelled.');
    if (order.status !== 'PENDING' || order.paid_at)
      throw new AppError('CONFLICT', 'This order has already been paid.');
    if (row.status === 'SUPERSEDED') {
      throw new AppError('CONFLICT', 'This quote was replaced by a newer one. Please review the current quote.');
    }
    if (row.status === 'CURRENT' && row.valid_until.getTime() < now.getTime()) {
      throw new AppError('CONFLICT', 'This quote has expired. We will send you a new one.');
    }
    const approved =
      row.status === 'APPROVED'
        ? row
        : await trx
            .updateTable('official_quotes')
            .set({ status: 'APPROVED', approved_at: now })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
    if (Number(approved.total_cents) === 0) {
      const recorded = await recordPaymentInTransaction(
        trx,
        {
          orderId: order.id,
          officialQuoteId: approved.id,
          amountCents: 0,
          provider: 'manual',
          method: 'no_payment_needed',
        },
        { mailer, env, supportEmail: settings.supportEmail },
        now,
      );
      const freePayment = await trx
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', recorded.paymentId)
        .executeTakeFirstOrThrow();
      return { order, quote: approved, outboxId: recorded.outboxId, freePayment };
    }
    const outboxId =
      stripe === null
        ? await mailer.enqueue(trx, {
            ...bankTransferEmail({
              locale: localeOr(order.locale),
              brandName: env.BRAND_NAME,
              supportEmail: settings.supportEmail,
              publicUrl: env.PUBLIC_URL,
              orderId: order.id,
              orderNumber: order.order_number,
              total: fromCents(Number(approved.total_cents)),
              instructions: settings.bankTransfer.instructions,
            }),
            dedupeKey: `bank-transfer:${approved.id}`,
            template: 'bank-transfer',
            to: order.customer_email,
            replyTo: settings.supportEmail,
          })
        : null;
    return { order, quote: approved, outboxId, freePayment: null };
  });
  if (outboxId) await mailer.dispatch(outboxId);

  const officialQuote = toOfficialQuote(
    quote,
    { serviceType: order.service_type, totalCents: Number(order.total_cents) },
    now,
  );
  if (freePayment) return { officialQuote, payment: toPayment(freePayment, storage) };
  if (stripe === null) {
    return { officialQuote, instructions: settings.bankTransfer.instructions, reference: order.order_number };
  }
  const totalCents = Number(quote.total_cents);
  // Stripe takes no negative line: with a discount the customer pays one line, the quote's total.
  const lines: TCheckoutLine[] = quote.lines.some((line) => line.amountCents < 0)
    ? [
        {
          description: `Order ${order.order_number} — official quote v${quote.version}`,
          amountCents: totalCents,
          quantity: 1,
        },
      ]
    : quote.lines.map((line) => ({ description: line.description, amountCents: line.amountCents, quantity: 1 }));
  const base = `${env.PUBLIC_URL.replace(/\/+$/, '')}/orders/${order.id}`;
  const session = await stripe.createCheckoutSession({
    orderId: order.id,
    orderNumber: order.order_number,
    officialQuoteId: quote.id,
    customerEmail: order.customer_email,
    currency: 'usd',
    lines: lines.filter((line) => line.amountCents > 0),
    successUrl: `${base}?payment=success`,
    cancelUrl: `${base}?payment=cancelled`,
    // A second click within the hour gets the same session back instead of a new one.
    idempotencyKey: `checkout:${quote.id}:${Math.floor(now.getTime() / HOUR_MS)}`,
  });
  return { officialQuote, checkoutUrl: session.checkoutUrl };
};
