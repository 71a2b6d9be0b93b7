import { type Kysely, sql } from 'kysely';

/**
 * Translator profiles (issue 30, docs/decisions.md › "Translator profiles and sworn credentials"): one profile per
 * staff member (display name, the language pairs they work in, their seal and signature images kept in private
 * storage), and their credentials. A sworn credential is an appointment in a jurisdiction (Spain's Traductor-Intérprete
 * Jurado, France's traducteur assermenté) for one foreign language: it covers that language to and from the
 * jurisdiction's language. A certified credential (ATA…) names the body and the one pair it covers.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('language_pairs', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('seal_image_key', 'text')
    .addColumn('seal_image_type', 'text')
    .addColumn('signature_image_key', 'text')
    .addColumn('signature_image_type', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create table staff_credentials (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    kind text not null check (kind in ('sworn', 'certified')),
    jurisdiction text check (jurisdiction in ('spain', 'france')),
    language text check (language in ('english', 'spanish', 'french')),
    source_language text check (source_language in ('english', 'spanish', 'french')),
    target_language text check (target_language in ('english', 'spanish', 'french')),
    issuer text not null,
    number text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (
      (kind = 'sworn' and jurisdiction is not null and language is not null
        and source_language is null and target_language is null)
      or (kind = 'certified' and jurisdiction is null and language is null
        and source_language is not null and target_language is not null and source_language <> target_language)
    )
  )`.execute(db);
  await db.schema
    .createIndex('staff_credentials_user_idx')
    .on('staff_credentials')
    .columns(['user_id', 'kind'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('staff_credentials').execute();
  await db.schema.dropTable('staff_profiles').execute();
};
