import { type Kysely, sql } from 'kysely';

/**
 * The customer's names as written in the passport (a list of { kind, asWritten }) and other instructions for the
 * translator, given at checkout or on the order page until the translation starts (issue 30).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders add column name_spellings jsonb not null default '[]'::jsonb`.execute(db);
  await sql`alter table orders add column translation_instructions text`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders drop column translation_instructions`.execute(db);
  await sql`alter table orders drop column name_spellings`.execute(db);
};
