/** PostgreSQL's unique_violation, as raised by both pg and PGlite. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
