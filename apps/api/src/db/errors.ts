/** PostgreSQL's unique_violation, as raised by both pg and PGlite. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * PostgreSQL refusing text it cannot store (a NUL character): 22021 (character_not_in_repertoire) in text, 22P05
 * (untranslatable_character) in jsonb. pg and PGlite both carry the code.
 */
export const isUnstorableText = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  ((error as { code: unknown }).code === '22021' || (error as { code: unknown }).code === '22P05');
