import { type Kysely, sql } from 'kysely';

/**
 * Issue 28, item 8. A refund names the payment it gives money back from (`refunded_payment_id`), so a Stripe refund is
 * reconciled per payment intent, not against the whole order. Refunds recorded before this get the payment the admin
 * refund used then: the order's latest Stripe payment made before it. Manual refunds name none.
 * A quote discounted to $0 is paid by a $0 payment (its receipt), so payments may be 0 cents; refunds still may not.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_payment_id', 'uuid', (col) => col.references('payments.id').onDelete('set null'))
    .execute();
  await sql`
    update payments refund set refunded_payment_id = (
      select paid.id from payments paid
      where paid.order_id = refund.order_id and paid.kind = 'PAYMENT' and paid.provider = 'stripe'
        and paid.created_at <= refund.created_at
      order by paid.created_at desc, paid.id desc
      limit 1)
    where refund.kind = 'REFUND' and refund.provider = 'stripe'`.execute(db);
  await db.schema
    .createIndex('payments_refunded_payment_idx')
    .on('payments')
    .column('refunded_payment_id')
    .where(sql.ref('refunded_payment_id'), 'is not', null)
    .execute();
  await sql`alter table payments drop constraint payments_amount_cents_check`.execute(db);
  await sql`alter table payments add constraint payments_amount_cents_check
    check (amount_cents > 0 or (kind = 'PAYMENT' and amount_cents = 0))`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from payments where amount_cents = 0`.execute(db);
  await sql`alter table payments drop constraint payments_amount_cents_check`.execute(db);
  await sql`alter table payments add constraint payments_amount_cents_check check (amount_cents > 0)`.execute(db);
  await db.schema.alterTable('payments').dropColumn('refunded_payment_id').execute();
};
