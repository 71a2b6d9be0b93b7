import { type Kysely, sql } from 'kysely';

/**
 * The customer's draft approval (issue 30; packages/shared/src/draft-schemas.ts). `order_drafts`: one row per round
 * offered to the customer, with the correction rounds the setting allowed when it was made; `failure` says why its
 * preparation failed (for staff). `draft_documents`: each task's approved translation as a stamped PDF kept in
 * private storage under `storage_key` (never a files row, so it is never a delivered translation nor reachable by a
 * task's links). `draft_corrections`: what the customer asked per document and page.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('order_drafts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('preparing')
        .check(sql`state in ('preparing', 'awaiting_customer', 'corrections_requested', 'approved', 'auto_approved')`),
    )
    .addColumn('corrections_allowed', 'integer', (col) => col.notNull())
    .addColumn('offered_at', 'timestamptz')
    .addColumn('auto_approve_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('order_drafts_order_round_key', ['order_id', 'round'])
    .execute();
  // One round at a time is open: being prepared or with the customer.
  await sql`create unique index order_drafts_open_key on order_drafts (order_id)
    where state in ('preparing', 'awaiting_customer')`.execute(db);
  await sql`create index order_drafts_auto_approve_idx on order_drafts (auto_approve_at)
    where state = 'awaiting_customer'`.execute(db);
  await sql`create index order_drafts_preparing_idx on order_drafts (created_at) where state = 'preparing'`.execute(db);

  await db.schema
    .createTable('draft_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('draft_id', 'uuid', (col) => col.notNull().references('order_drafts.id').onDelete('cascade'))
    .addColumn('task_id', 'uuid', (col) => col.notNull().references('order_tasks.id').onDelete('cascade'))
    .addColumn('version_file_id', 'uuid', (col) => col.notNull().references('files.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('page_count', 'integer')
    .addUniqueConstraint('draft_documents_draft_task_key', ['draft_id', 'task_id'])
    .execute();

  await db.schema
    .createTable('draft_corrections')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('draft_id', 'uuid', (col) => col.notNull().references('order_drafts.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('draft_documents.id').onDelete('cascade'))
    .addColumn('page', 'integer', (col) => col.notNull().check(sql`page >= 1`))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await sql`create index draft_corrections_draft_idx on draft_corrections (draft_id, position)`.execute(db);
  await sql`create index draft_documents_task_idx on draft_documents (task_id)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('draft_corrections').execute();
  await db.schema.dropTable('draft_documents').execute();
  await db.schema.dropTable('order_drafts').execute();
};
