import type Stripe from 'stripe';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { getSettings } from '../settings/get-settings.ts';
import { recordPaymentInTransaction } from './record-payment.ts';
import type { TStripeGateway } from './stripe-gateway.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A Stripe webhook: the signature is checked on the raw body, then the event is handled in one transaction with
 * its id stored, so a redelivered event changes nothing. checkout.session.completed (paid) records the payment for
 * the quote in its metadata; charge.refunded records refunds made in Stripe's dashboard that we have not recorded.
 * A failure rolls the event back: Stripe retries it.
 */
export const handleStripeWebhook = async ({
  db,
  mailer,
  stripe,
  rawBody,
  signature,
  env,
}: {
  db: TDb;
  mailer: TMailer;
  stripe: TStripeGateway | null;
  rawBody: Buffer;
  signature: string | undefined;
  env: { BRAND_NAME: string; SUPPORT_EMAIL: string; PUBLIC_URL: string };
}): Promise<{ received: true; duplicate: boolean }> => {
  if (!stripe) throw new AppError('NOT_FOUND', 'Card payments are not configured.');
  const event = stripe.parseWebhook(rawBody, signature);
  const settings = await getSettings(db, env.SUPPORT_EMAIL);
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
      const order = await trx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return { duplicate: false, outboxId: null };
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
        .select(['order_id', 'official_quote_id'])
        .where('provider', '=', 'stripe')
        .where('kind', '=', 'PAYMENT')
        .where('provider_id', '=', paymentIntent)
        .executeTakeFirst();
      if (!payment) return { duplicate: false, outboxId: null };
      await trx.selectFrom('orders').select('id').where('id', '=', payment.order_id).forUpdate().execute();
      const refunds = await trx
        .selectFrom('payments')
        .select('amount_cents')
        .where('order_id', '=', payment.order_id)
        .where('provider', '=', 'stripe')
        .where('kind', '=', 'REFUND')
        .execute();
      const recordedCents = refunds.reduce((sum, row) => sum + Number(row.amount_cents), 0);
      const missingCents = charge.amount_refunded - recordedCents;
      if (missingCents > 0) {
        await trx
          .insertInto('payments')
          .values({
            order_id: payment.order_id,
            official_quote_id: payment.official_quote_id,
            kind: 'REFUND',
            amount_cents: missingCents,
            provider: 'stripe',
            provider_id: `${charge.id}:${charge.amount_refunded}`,
            method: 'stripe',
            reference: null,
            reason: 'Refunded in Stripe',
            flagged: false,
            flag_reason: null,
            created_by: null,
          })
          .execute();
      }
    }
    return { duplicate: false, outboxId: null };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return { received: true, duplicate: result.duplicate };
};
