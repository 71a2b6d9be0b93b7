import type { TPayment } from '@sello/shared/payment-schemas';
import { formatUsd, fromCents, toCents } from '@sello/shared/pricing';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TStripeGateway } from '../../integrations/stripe-gateway.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { refundEmail } from '../../mail/templates/payment-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { toPayment } from '../orders/payment-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { netPaidCents } from './record-payment.ts';

/** A refund of the same amount and reason on the same order within this time is taken for a double submit. */
const DOUBLE_SUBMIT_MS = 60_000;

/**
 * A full or partial refund, never more than was paid and not yet refunded. Money paid through Stripe goes back
 * through Stripe's Refunds API, from one payment intent (under the order's lock; the refund row is written once Stripe
 * accepted it, with Stripe's refund id and the payment it refunds, and the charge.refunded webhook reconciles if this
 * process dies in between); otherwise the refund is recorded as made by hand. The customer is
 * emailed, with the credit note on the order page.
 */
export const refundPayment = async ({
  db,
  storage,
  mailer,
  stripe,
  orderId,
  amount,
  reason,
  admin,
  env,
  readSettings,
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  stripe: TStripeGateway | null;
  orderId: string;
  amount: number;
  reason: string;
  admin: TUserRow;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
}): Promise<TPayment> => {
  const settings = await readSettings(db);
  const amountCents = toCents(amount);
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  const tooMuch = (refundableCents: number) =>
    new AppError(
      'BAD_REQUEST',
      `amount: You can refund at most ${formatUsd(fromCents(Math.max(0, refundableCents)))} on this order.`,
    );
  // Everything under the order's row lock, the Stripe call included: two refunds sent at once are serialised, so
  // the second sees what the first recorded (a double submit) and neither can take more than was paid.
  const result = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().execute();
    // The same refund (amount and reason) asked again within a minute is a double submit: answered with the first.
    const repeated = await trx
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'REFUND')
      .where('amount_cents', '=', amountCents)
      .where('reason', '=', reason)
      .where('created_at', '>', new Date(Date.now() - DOUBLE_SUBMIT_MS))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (repeated) return { row: repeated, outboxId: null };
    const refundableCents = await netPaidCents(trx, order.id);
    if (amountCents > refundableCents) throw tooMuch(refundableCents);
    const payments = await trx.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
    // Card money goes back to the card: the latest Stripe payment that still covers the amount. Stripe refunds one
    // payment intent at a time, and its charge.refunded is reconciled against the refunds recorded for that payment.
    const unrefundedCents = (paymentId: string, amountCents: number) =>
      payments
        .filter((p) => p.kind === 'REFUND' && p.refunded_payment_id === paymentId)
        .reduce((left, p) => left - Number(p.amount_cents), amountCents);
    const cards = payments
      .filter((p) => p.kind === 'PAYMENT' && p.provider === 'stripe' && p.provider_id)
      .map((p) => ({ payment: p, leftCents: unrefundedCents(p.id, Number(p.amount_cents)) }))
      .filter(({ leftCents }) => leftCents > 0)
      .sort((a, b) => b.payment.created_at.getTime() - a.payment.created_at.getTime());
    const card = cards.find(({ leftCents }) => leftCents >= amountCents)?.payment;
    if (!card && cards.length > 0) {
      const most = Math.max(...cards.map(({ leftCents }) => leftCents));
      throw new AppError(
        'BAD_REQUEST',
        `amount: A card refund goes back to one card payment: at most ${formatUsd(fromCents(most))} at once on this order.`,
      );
    }
    let providerId: string | null = null;
    if (card) {
      if (!stripe) throw new AppError('CONFLICT', 'This order was paid by card, but Stripe is not configured here.');
      const refund = await stripe.createRefund({
        paymentIntentId: card.provider_id as string,
        amountCents,
        // A retry of this same refund from the same state is one refund at Stripe. If this process dies after
        // Stripe accepted it, the charge.refunded webhook records it.
        idempotencyKey: `refund:${order.id}:${refundableCents}:${amountCents}`,
        metadata: { orderId: order.id, orderNumber: order.order_number },
      });
      providerId = refund.refundId;
      const recorded = await trx
        .selectFrom('payments')
        .selectAll()
        .where('provider', '=', 'stripe')
        .where('kind', '=', 'REFUND')
        .where('provider_id', '=', providerId)
        .executeTakeFirst();
      if (recorded) return { row: recorded, outboxId: null };
    }
    const row = await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        official_quote_id: card?.official_quote_id ?? null,
        kind: 'REFUND',
        amount_cents: amountCents,
        provider: card ? 'stripe' : 'manual',
        provider_id: providerId,
        refunded_payment_id: card?.id ?? null,
        method: card ? 'stripe' : (payments.find((p) => p.kind === 'PAYMENT')?.method ?? 'other'),
        reference: null,
        reason,
        flagged: false,
        flag_reason: null,
        created_by: admin.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      orderId: order.id,
      actor: { userId: admin.id },
      action: 'payment_refunded',
      detail: {
        paymentId: row.id,
        amountCents,
        provider: row.provider,
        ...(row.refunded_payment_id ? { refundedPaymentId: row.refunded_payment_id } : {}),
      },
    });
    const outboxId = await mailer.enqueue(trx, {
      ...refundEmail({
        locale: localeOr(order.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        amount: fromCents(amountCents),
        reason,
      }),
      dedupeKey: `refund:${row.id}`,
      template: 'refund',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    return { row, outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return toPayment(result.row, storage);
};
