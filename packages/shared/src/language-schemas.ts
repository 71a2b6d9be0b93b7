import { z } from 'zod';
import { LANGUAGE_VALUES, LANGUAGES, type TLanguage } from './constants.ts';

export const LANGUAGE_ERROR = 'Choose English, Spanish or French';

/** Every spelling accepted on input, lower-cased: the names and their ISO codes. */
const LANGUAGE_BY_SPELLING = new Map<string, TLanguage>(
  Object.values(LANGUAGES).flatMap(({ value, code }) => [
    [value, value],
    [code, value],
  ]),
);

/** `English`, `spanish`, `FR`, `es` → the language's name; anything else → undefined. */
export const toLanguage = (value: string): TLanguage | undefined =>
  LANGUAGE_BY_SPELLING.get(value.trim().toLowerCase());

/**
 * A language on input (the one schema every request uses): the names in any case, or the ISO codes `en`/`es`/`fr`
 * as aliases, normalised to the name.
 */
export const ZLanguage = z
  .string({ error: LANGUAGE_ERROR })
  .transform((value, ctx) => {
    const language = toLanguage(value);
    if (language) return language;
    ctx.issues.push({ code: 'custom', message: LANGUAGE_ERROR, input: value });
    return z.NEVER;
  })
  .meta({ description: 'english, spanish or french (any case); en, es and fr are accepted as aliases' });

/** A language in a response: always the name. */
export const ZLanguageName = z.enum(LANGUAGE_VALUES);
