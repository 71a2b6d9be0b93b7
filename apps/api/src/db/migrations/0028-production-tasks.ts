import { type Kysely, sql } from 'kysely';

/**
 * The production floor (issue 30, "Assignment and queues"). `orders.stage` is the finer production stage beside the
 * status (packages/shared/src/order-lifecycle.ts › STAGE_TRANSITIONS): null until the order is paid; orders already
 * paid or in progress start awaiting assignment. `order_tasks`: an order's document (file_id) or the whole order
 * (file_id null) given to a translator and a reviewer with a due date. `task_versions`: each translation uploaded for a
 * task (a TRANSLATED file) and the reviewer's decision on it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders add column stage text check (stage in ('awaiting_assignment', 'in_translation',
    'in_review', 'draft_with_customer', 'changes_requested', 'final_ready'))`.execute(db);
  await sql`update orders set stage = 'awaiting_assignment' where status in ('PAID', 'IN_PROGRESS')`.execute(db);

  await db.schema
    .createTable('order_tasks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (col) => col.references('files.id').onDelete('cascade'))
    .addColumn('translator_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('reviewer_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('assigned_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('offered')
        .check(sql`state in ('offered', 'accepted', 'declined', 'submitted', 'returned', 'approved', 'cancelled')`),
    )
    .addColumn('decline_reason', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index order_tasks_order_idx on order_tasks (order_id)`.execute(db);
  // A document is held by one live task at a time (declined and cancelled ones let it go).
  await sql`create unique index order_tasks_live_file_key on order_tasks (file_id)
    where file_id is not null and state not in ('declined', 'cancelled')`.execute(db);
  await sql`create index order_tasks_translator_idx on order_tasks (translator_id, due_at)`.execute(db);
  await sql`create index order_tasks_reviewer_idx on order_tasks (reviewer_id, due_at)`.execute(db);
  await sql`create index order_tasks_open_idx on order_tasks (due_at)
    where state in ('offered', 'accepted', 'submitted', 'returned')`.execute(db);

  await db.schema
    .createTable('task_versions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('task_id', 'uuid', (col) => col.notNull().references('order_tasks.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('file_id', 'uuid', (col) => col.notNull().references('files.id').onDelete('cascade'))
    .addColumn('note_to_reviewer', 'text')
    .addColumn('uploaded_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('review_decision', 'text', (col) => col.check(sql`review_decision in ('approve', 'return')`))
    .addColumn('review_comments', 'text')
    .addColumn('reviewed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addUniqueConstraint('task_versions_task_version_key', ['task_id', 'version'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('task_versions').execute();
  await db.schema.dropTable('order_tasks').execute();
  await sql`alter table orders drop column stage`.execute(db);
};
