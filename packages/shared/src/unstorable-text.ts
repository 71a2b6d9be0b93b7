/**
 * Text PostgreSQL cannot store: the NUL character (U+0000) in text or jsonb. The API refuses it in every request
 * field, key and query parameter before validation (apps/api/src/app.ts), so each route answers 400 naming the field.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

const NUL = '\u0000';

/** Shows a NUL in a field name as the visible escape instead of sending the character back. */
const visible = (key: string) => key.replaceAll(NUL, '\\u0000');

/**
 * The dotted path (`customerInfo.firstName`, '' for the value itself) of the first string or object key in `value`
 * holding a NUL character, or null when there is none.
 */
export const findUnstorableText = (value: unknown, path: string[] = []): string | null => {
  if (typeof value === 'string') return value.includes(NUL) ? path.map(visible).join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key].map(visible).join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
};
