import { type Kysely, sql } from 'kysely';

/**
 * The language the customer ordered in (issue 32: the site in English, Spanish and French), so staff and, later, the
 * emails can answer in it. Orders placed before, and clients that do not send one, are English.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders add column locale text not null default 'en' check (locale in ('en', 'es', 'fr'))`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders drop column locale`.execute(db);
};
