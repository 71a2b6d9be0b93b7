import { type Kysely, sql } from 'kysely';

/**
 * Issue 14: the official quote staff send after review (its files' confirmed counts and its priced lines as JSON,
 * amounts in integer cents), the payments and refunds recorded against an order, and the Stripe events already
 * handled (one row per event id, so a redelivered webhook changes nothing).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('official_quotes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('CURRENT', 'SUPERSEDED', 'APPROVED')`))
    .addColumn('files', 'jsonb', (col) => col.notNull())
    .addColumn('extras', 'jsonb', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('total_pages', 'integer', (col) => col.notNull())
    .addColumn('total_words', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'bigint', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('discount_reason', 'text')
    .addColumn('delivery_date', 'date', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('valid_until', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('superseded_at', 'timestamptz')
    .addUniqueConstraint('official_quotes_order_version_key', ['order_id', 'version'])
    .execute();
  // At most one quote an order can still act on (the current one, or the one approved).
  await sql`create unique index official_quotes_live_idx on official_quotes (order_id) where status <> 'SUPERSEDED'`.execute(
    db,
  );

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('official_quote_id', 'uuid', (col) => col.references('official_quotes.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('PAYMENT', 'REFUND')`))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'manual')`))
    .addColumn('provider_id', 'text')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('flagged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('flag_reason', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id', 'created_at']).execute();
  await sql`create unique index payments_provider_id_idx on payments (provider, kind, provider_id) where provider_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('orders').addColumn('paid_at', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').dropColumn('paid_at').execute();
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('official_quotes').execute();
};
