import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SERVICE_SELECTED', 'ACCEPTED')`),
    )
    .addColumn('source_language', 'text', (col) => col.notNull())
    .addColumn('target_language', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('manual_pages', 'integer')
    .addColumn('manual_words', 'integer')
    .addColumn('total_pages', 'integer', (col) => col.notNull())
    .addColumn('total_words', 'integer', (col) => col.notNull())
    .addColumn('professional_cents', 'integer', (col) => col.notNull())
    .addColumn('sworn_cents', 'integer', (col) => col.notNull())
    // Rates and time estimates as they were when the quote was made: later setting changes never touch it.
    .addColumn('pricing_snapshot', 'jsonb', (col) => col.notNull())
    .addColumn('selected_service', 'text', (col) => col.check(sql`selected_service in ('professional', 'sworn')`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_number', 'text', (col) => col.notNull().unique())
    // One quote, at most one order: the database itself refuses a second.
    .addColumn('quote_id', 'uuid', (col) => col.notNull().unique().references('quotes.id'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('service_type', 'text', (col) => col.notNull())
    .addColumn('source_language', 'text', (col) => col.notNull())
    .addColumn('target_language', 'text', (col) => col.notNull())
    .addColumn('total_pages', 'integer', (col) => col.notNull())
    .addColumn('total_words', 'integer', (col) => col.notNull())
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('customer_first_name', 'text', (col) => col.notNull())
    .addColumn('customer_last_name', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull())
    .addColumn('customer_company', 'text')
    .addColumn('estimated_delivery', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();
  await sql`create index orders_customer_email_idx on orders (lower(customer_email))`.execute(db);

  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('file_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('declared_content_type', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('declared_size', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer')
    .addColumn('sha256', 'text')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('SOURCE', 'TRANSLATED', 'PLAN_PDF')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'uploaded', 'deleted')`),
    )
    .addColumn('order_id', 'uuid', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('uploaded_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('analysis', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('delete_after', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('files_order_idx').on('files').column('order_id').execute();
  await db.schema.createIndex('files_delete_after_idx').on('files').column('delete_after').execute();

  await db.schema
    .createTable('quote_files')
    .addColumn('quote_id', 'uuid', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (col) => col.notNull().references('files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('quote_files_pkey', ['quote_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'created_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['order_events', 'quote_files', 'files', 'orders', 'quotes']) {
    await db.schema.dropTable(table).execute();
  }
};
