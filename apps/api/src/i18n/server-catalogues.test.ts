import { flattenCatalogue } from '@sello/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { en as mailEn } from '../mail/messages/en.ts';
import { es as mailEs } from '../mail/messages/es.ts';
import { fr as mailFr } from '../mail/messages/fr.ts';
import { en as documentEn } from '../services/payments/messages/en.ts';
import { es as documentEs } from '../services/payments/messages/es.ts';
import { fr as documentFr } from '../services/payments/messages/fr.ts';
import { formatMessage } from './format-message.ts';

/** Words spelled the same in English and the other language. */
const SAME_AS_ENGLISH = new Set(['Total', 'Documents', 'Service', '{total} (version {version})']);

/** The argument names of an ICU message (`{count, plural, …}`, `{url}`). */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();

const CATALOGUES = {
  'mail/messages': { en: mailEn, es: mailEs, fr: mailFr },
  'services/payments/messages': { en: documentEn, es: documentEs, fr: documentFr },
};

describe('the API catalogues', () => {
  for (const [folder, { en, ...others }] of Object.entries(CATALOGUES)) {
    const english = flattenCatalogue(en);
    for (const [locale, catalogue] of Object.entries(others)) {
      it(`${folder}: ${locale} has every English key, no other, none empty, none left in English, the same arguments, and compiles`, () => {
        const translated = flattenCatalogue(catalogue);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of translated) {
          const source = String(english.get(key));
          expect(typeof value, key).toBe('string');
          expect(String(value).trim(), key).not.toBe('');
          if (!SAME_AS_ENGLISH.has(String(value))) expect(value, key).not.toBe(source);
          expect(argumentsOf(String(value)), `${key}: its arguments`).toEqual(argumentsOf(source));
          // Every argument given: the message formats without an ICU error and leaves no placeholder behind.
          const values = Object.fromEntries(argumentsOf(source).map((name) => [name, 2]));
          expect(formatMessage(locale as 'es' | 'fr', String(value) as never, values), key).not.toMatch(/[{}]/);
        }
      });
    }
  }
});
