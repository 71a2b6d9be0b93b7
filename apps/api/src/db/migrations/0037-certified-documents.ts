import { type Kysely, sql } from 'kysely';

/**
 * Generated certified translations (issue 31; packages/shared/src/certified-document-schemas.ts).
 * `certified_documents`: one PDF per task of a sworn order, made from its approved version (version_file_id); the PDF
 * is an attached TRANSLATED file of the order (file_id), delivered like any other. What /verify/<code> shows is kept
 * here, so the record outlives the file (retention, regeneration: file_id set null, superseded_at set). At most one
 * current document per task. `certified_generations`: per order, whether its documents are being made, made, or
 * failed (and why).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('certified_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('task_id', 'uuid', (col) => col.references('order_tasks.id').onDelete('set null'))
    .addColumn('version_file_id', 'uuid', (col) => col.references('files.id').onDelete('set null'))
    .addColumn('file_id', 'uuid', (col) => col.references('files.id').onDelete('set null'))
    .addColumn('verification_code', 'text', (col) => col.notNull().check(sql`length(verification_code) = 12`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull().check(sql`page_count >= 1`))
    .addColumn('certifications', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('document_name', 'text', (col) => col.notNull())
    .addColumn('source_language', 'text', (col) => col.notNull())
    .addColumn('target_language', 'text', (col) => col.notNull())
    .addColumn('translator_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('translator_name', 'text', (col) => col.notNull())
    .addColumn('credential_number', 'text')
    .addColumn('signed_digitally', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('superseded_at', 'timestamptz')
    .addUniqueConstraint('certified_documents_code_key', ['verification_code'])
    .execute();
  await sql`create index certified_documents_order_idx on certified_documents (order_id, issued_at)`.execute(db);
  // A job run twice at once makes one document per task: the second insert fails and its stored bytes are removed.
  await sql`create unique index certified_documents_current_task_key on certified_documents (task_id)
    where superseded_at is null`.execute(db);

  await db.schema
    .createTable('certified_generations')
    .addColumn('order_id', 'uuid', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('generating', 'ready', 'failed')`))
    .addColumn('failure', 'text')
    /** A failure the queue and the sweep retry (storage, LibreOffice missing), as opposed to one staff must fix. */
    .addColumn('passing_fault', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index certified_generations_pending_idx on certified_generations (updated_at)
    where state = 'generating' or passing_fault`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('certified_generations').execute();
  await db.schema.dropTable('certified_documents').execute();
};
