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

/** Socket errors of a database that cannot be reached (stopped, restarting, across a broken network). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** What pg says (as plain messages, without a code) when a connection could not be made or was lost. */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * The database is unreachable for now, not wrong: a connection refused, reset or timed out, lost mid-query, or a
 * server shutting down, starting up or out of connections — SQLSTATE class 08 (connection exception), 57P01-57P03
 * (admin/crash shutdown, cannot connect now) and 53300 (too many connections). Worth a 503 and a retry, never a 500.
 * Looks through `cause` and AggregateError's `errors` (a host name with several addresses fails with one of those).
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code === '53300') return true;
    if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};
