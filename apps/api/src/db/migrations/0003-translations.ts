import { type Kysely, sql } from 'kysely';

const STEP_STATUSES = `'pending', 'running', 'retrying', 'done', 'failed'`;

/** The auto-translation of each source file of an order: its text as HTML, then machine-translated. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('translations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    // One translation per source file: creating it twice is refused by the database.
    .addColumn('file_id', 'uuid', (col) => col.notNull().unique().references('files.id').onDelete('cascade'))
    .addColumn('extraction_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql.raw(`extraction_status in (${STEP_STATUSES})`)),
    )
    .addColumn('extraction_error', 'text')
    .addColumn('extracted_html', 'text')
    .addColumn('translation_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql.raw(`translation_status in (${STEP_STATUSES}, 'not_configured', 'skipped')`)),
    )
    .addColumn('translation_error', 'text')
    .addColumn('translated_html', 'text')
    .addColumn('provider', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    // Set once both steps have reached an end (done, failed, not configured, skipped); the sweep skips those rows.
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('translations_order_idx').on('translations').column('order_id').execute();
  await sql`create index translations_open_idx on translations (created_at) where finished_at is null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('translations').execute();
};
