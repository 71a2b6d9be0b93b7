import { type Kysely, sql } from 'kysely';

/**
 * How a sworn translator is named on the seal and in the certification (issue 31): 'feminine' (Doña …
 * Traductora-Intérprete Jurada, traductrice assermentée), 'masculine', or null when not said, which keeps the
 * template's both-forms wording, so credentials entered before print as they did.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table staff_credentials
    add column form_of_address text,
    add constraint staff_credentials_form_of_address_check check (
      form_of_address is null or (kind = 'sworn' and form_of_address in ('masculine', 'feminine'))
    )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table staff_credentials
    drop constraint staff_credentials_form_of_address_check,
    drop column form_of_address`.execute(db);
};
