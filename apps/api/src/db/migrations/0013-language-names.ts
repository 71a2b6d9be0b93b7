import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Languages travel as the specification's names (`english`, `spanish`, `french`), no longer as ISO codes: quotes'
 * and orders' language columns are rewritten, and so are codes a lead's details kept (`targetLanguages`, or the
 * older `destinationLanguage`). The mapping is written out here, not imported: a shipped migration never changes.
 */
const NAMES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['en', 'english'],
  ['es', 'spanish'],
  ['fr', 'french'],
];

/** `case lower(value) when 'en' then 'english' … else value end`, or the reverse. */
const mapped = (value: RawBuilder<unknown>, pairs: ReadonlyArray<readonly [string, string]>) =>
  sql`case lower(${value}) ${sql.join(
    pairs.map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`),
    sql` `,
  )} else ${value} end`;

const rewriteLanguageColumns = async (db: Kysely<unknown>, pairs: ReadonlyArray<readonly [string, string]>) => {
  const from = sql.join(pairs.map(([value]) => sql.lit(value)));
  for (const table of ['quotes', 'orders']) {
    const source = sql`source_language`;
    const target = sql`target_language`;
    await sql`
      update ${sql.table(table)}
      set source_language = ${mapped(source, pairs)}, target_language = ${mapped(target, pairs)}
      where lower(source_language) in (${from}) or lower(target_language) in (${from})
    `.execute(db);
  }
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await rewriteLanguageColumns(db, NAMES);
  const codes = sql.join(NAMES.map(([code]) => sql.lit(code)));
  await sql`
    update leads set details = jsonb_set(details, '{targetLanguages}', (
      select jsonb_agg(${mapped(sql`language.value`, NAMES)} order by language.position)
      from jsonb_array_elements_text(details -> 'targetLanguages') with ordinality as language(value, position)
    ))
    where jsonb_typeof(details -> 'targetLanguages') = 'array'
      and exists (
        select 1 from jsonb_array_elements_text(details -> 'targetLanguages') as language(value)
        where lower(language.value) in (${codes})
      )
  `.execute(db);
  await sql`
    update leads
    set details = jsonb_set(details, '{destinationLanguage}', to_jsonb(${mapped(sql`(details ->> 'destinationLanguage')`, NAMES)}))
    where jsonb_typeof(details -> 'destinationLanguage') = 'string'
      and lower(details ->> 'destinationLanguage') in (${codes})
  `.execute(db);
};

/** Back to codes for quotes and orders; leads keep names (their form sent names before this migration too). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await rewriteLanguageColumns(
    db,
    NAMES.map(([code, name]) => [name, code] as const),
  );
};
