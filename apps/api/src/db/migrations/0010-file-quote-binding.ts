import { type Kysely, sql } from 'kysely';

/**
 * Binds each uploaded source file to the quote that first took it, so a file key seen in one quote can never be
 * moved into another quote (and from there into a stranger's order). Existing files take their earliest quote.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('files')
    .addColumn('quote_id', 'uuid', (col) => col.references('quotes.id').onDelete('set null'))
    .execute();
  await sql`
    UPDATE files SET quote_id = (
      SELECT quote_files.quote_id FROM quote_files JOIN quotes ON quotes.id = quote_files.quote_id
      WHERE quote_files.file_id = files.id ORDER BY quotes.created_at LIMIT 1
    )`.execute(db);
  await db.schema.createIndex('files_quote_idx').on('files').column('quote_id').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('files').dropColumn('quote_id').execute();
};
