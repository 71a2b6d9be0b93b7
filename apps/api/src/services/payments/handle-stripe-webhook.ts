import type Stripe from 'stripe';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStripeGateway } from '../../integrations/stripe-gateway.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { recordPaymentInTransaction } from './record-payment.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

type TWebhookLogger = { warn: (details: Record<string, unknown>, message: string) => void };

/** Refunds that give money back (or will): a failed or cancelled one is not in the charge's refunded total. */
const COUNTED_REFUND_STATUSES = new Set(['succeeded', 'pending', 'requires_action']);

/**
 * A Stripe webhook: the signature is checked on the raw body, then the event is handled in one transaction with
 * its id stored, so a redelivered event changes nothing. checkout.session.completed (paid) records the payment for
 * the quote in its metadata, once per payment intent, when it is in US dollars and names the order it is for (id and
 * number, as createCheckoutSession wrote them); any other session is logged (no customer data) and acknowledged, like
 * unpaid sessions and unknown orders: Stripe would retry a refusal for days and it would never become valid.
 * charge.refunded reconciles per payment intent: the intent's refunded total against the refunds recorded against
 * that payment; what is missing is fetched from Stripe and recorded under each refund's id (unique), so an admin
 * refund echoed back, or the same state sent twice, records nothing. A failure rolls the event back: Stripe retries.
 */
export const handleStripeWebhook = async ({
  db,
  mailer,
  stripe,
  rawBody,
  signature,
  env,
  readSettings,
  log,
}: {
  db: TDb;
  mailer: TMailer;
  stripe: TStripeGateway | null;
  rawBody: Buffer;
  signature: string | undefined;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  log: TWebhookLogger;
}): Promise<{ received: true; duplicate: boolean }> => {
  if (!stripe) throw new AppError('NOT_FOUND', 'Card payments are not configured.');
  const event = stripe.parseWebhook(rawBody, signature);
  const settings = await readSettings(db);
  const result = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return { duplicate: true, outboxId: null };

    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      const orderId = session.metadata?.orderId;
      if (session.payment_status !== 'paid' || !orderId || session.amount_total === null) {
        return { duplicate: false, outboxId: null };
      }
      const ignore = (reason: string) => {
        log.warn({ eventId: event.id, sessionId: session.id, reason }, 'Stripe checkout session not recorded');
        return { duplicate: false, outboxId: null };
      };
      if (session.currency !== 'usd') return ignore(`currency ${String(session.currency).slice(0, 8)}, not usd`);
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'order_number'])
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return ignore('no such order');
      if (session.metadata?.orderNumber !== order.order_number) return ignore('order number does not match the order');
      const paymentIntent = idOf(session.payment_intent) ?? session.id;
      const known = await trx
        .selectFrom('payments')
        .select('id')
        .where('provider', '=', 'stripe')
        .where('kind', '=', 'PAYMENT')
        .where('provider_id', '=', paymentIntent)
        .executeTakeFirst();
      if (known) return { duplicate: true, outboxId: null };
      const quoteId = session.metadata?.officialQuoteId;
      const quote = quoteId
        ? await trx
            .selectFrom('official_quotes')
            .select('id')
            .where('id', '=', quoteId)
            .where('order_id', '=', order.id)
            .executeTakeFirst()
        : undefined;
      const recorded = await recordPaymentInTransaction(
        trx,
        {
          orderId: order.id,
          officialQuoteId: quote?.id,
          amountCents: session.amount_total,
          provider: 'stripe',
          providerId: paymentIntent,
          method: 'stripe',
          reference: session.id,
        },
        { mailer, env, supportEmail: settings.supportEmail },
      );
      return { duplicate: false, outboxId: recorded.outboxId };
    }

    if (event.type === 'charge.refunded') {
      const charge = event.data.object as Stripe.Charge;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent) return { duplicate: false, outboxId: null };
      const payment = await trx
        .selectFrom('payments')
        .select(['id', 'order_id', 'official_quote_id'])
        .where('provider', '=', 'stripe')
        .where('kind', '=', 'PAYMENT')
        .where('provider_id', '=', paymentIntent)
        .executeTakeFirst();
      if (!payment) return { duplicate: false, outboxId: null };
      // The order's lock serialises this with an admin refund of the same payment (which holds it around its call).
      await trx.selectFrom('orders').select('id').where('id', '=', payment.order_id).forUpdate().execute();
      const recorded = await trx
        .selectFrom('payments')
        .select(['provider_id', 'amount_cents'])
        .where('kind', '=', 'REFUND')
        .where('refunded_payment_id', '=', payment.id)
        .execute();
      let missingCents = charge.amount_refunded - recorded.reduce((sum, row) => sum + Number(row.amount_cents), 0);
      if (missingCents <= 0) return { duplicate: false, outboxId: null };
      const known = new Set(recorded.map((row) => row.provider_id));
      for (const refund of await stripe.listRefunds(paymentIntent)) {
        if (known.has(refund.refundId) || !COUNTED_REFUND_STATUSES.has(refund.status)) continue;
        if (refund.amountCents > missingCents) continue;
        const inserted = await trx
          .insertInto('payments')
          .values({
            order_id: payment.order_id,
            official_quote_id: payment.official_quote_id,
            kind: 'REFUND',
            amount_cents: refund.amountCents,
            provider: 'stripe',
            provider_id: refund.refundId,
            refunded_payment_id: payment.id,
            method: 'stripe',
            reference: null,
            reason: 'Refunded in Stripe',
            flagged: false,
            flag_reason: null,
            created_by: null,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          missingCents -= refund.amountCents;
          await recordAudit(trx, {
            orderId: payment.order_id,
            actor: { userId: null, role: 'system' },
            action: 'payment_refunded',
            detail: {
              paymentId: inserted.id,
              amountCents: refund.amountCents,
              provider: 'stripe',
              refundedPaymentId: payment.id,
            },
          });
        }
        if (missingCents === 0) break;
      }
      if (missingCents > 0) {
        log.warn(
          { eventId: event.id, chargeId: charge.id, missingCents },
          "Stripe's refunded total is more than the refunds it lists for the payment",
        );
      }
    }
    return { duplicate: false, outboxId: null };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return { received: true, duplicate: result.duplicate };
};
