import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('author_detail', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('service_type', 'text', (col) => col.check(sql`service_type in ('professional', 'sworn')`))
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('testimonials_published_idx')
    .on('testimonials')
    .columns(['published', 'position'])
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    // What the visitor told us (planner answers, say), kept as given.
    .addColumn('details', 'jsonb')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('new').check(sql`status in ('new', 'contacted', 'qualified', 'converted', 'closed')`),
    )
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('testimonials').execute();
};
