import { type Kysely, sql } from 'kysely';

/**
 * The customer's postal address on the order (`customerInfo.address`, `city`, `state`, `zipCode`, `country` in the
 * specification): optional in the checkout form for now, kept for the hard-copy delivery of sworn translations.
 * Orders placed before this migration were all from the United States, the country the form assumed.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('orders')
    .addColumn('customer_address', 'text')
    .addColumn('customer_city', 'text')
    .addColumn('customer_state', 'text')
    .addColumn('customer_zip_code', 'text')
    .addColumn('customer_country', 'text', (column) => column.notNull().defaultTo(sql`'United States'`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('orders')
    .dropColumn('customer_address')
    .dropColumn('customer_city')
    .dropColumn('customer_state')
    .dropColumn('customer_zip_code')
    .dropColumn('customer_country')
    .execute();
};
