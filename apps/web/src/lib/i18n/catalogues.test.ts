import { flattenCatalogue } from '@sello/shared/i18n/catalogue';
import { LOCALES, localeOfPath, unlocalizedPath } from '@sello/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/config/paths';
import { formatMessage } from './i18n';

// Every catalogue of the web app, as the browser gets it (compiled by compile-messages.ts, as in the build).
const modules = import.meta.glob<Record<string, object>>(
  ['/src/**/messages/**/{en,es,fr}.ts', '../../../../../packages/shared/src/messages/{en,es,fr}.ts'],
  { eager: true },
);
const folders = [...new Set(Object.keys(modules).map((file) => file.replace(/\/[a-z]{2}\.ts$/, '')))].sort();
const catalogueOf = (folder: string, locale: string) => {
  const module = modules[`${folder}/${locale}.ts`];
  return module?.[locale];
};

// Words spelled the same in English and the other language (product names, "Contact", "Services" in French…),
// per catalogue folder; anything else identical to English is an untranslated message.
const SAME_AS_ENGLISH: Record<string, Set<string>> = {
  es: new Set(['Sello', 'PDF', 'Stripe', 'OK', 'Email', 'DOCX', 'Total', 'No', 'NIE', 'Euros (EUR)']),
  fr: new Set([
    'Sello',
    'PDF',
    'Stripe',
    'OK',
    'Services',
    'Contact',
    'Email',
    'DOCX',
    'Document',
    'Documents',
    'Total',
    'Notes',
    'Destination',
    'Apostille',
    'Sources',
    'NIE',
    'Euros (EUR)',
  ]),
};

/**
 * The argument names and tags of a compiled message (`["count", "plural", {…}]`, `<0>…</0>`). A compiled message is
 * text or a list of parts; a part is text or an argument `[name, type?, arms?]`, each plural or select arm a message
 * again (so the plain words of an arm, `one {Document}`, are not taken for an argument).
 */
const shapeOf = (message: unknown): string[] => {
  const names = new Set<string>();
  const tags = (text: string) => {
    for (const tag of text.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
  };
  const walkArgument = (argument: unknown) => {
    if (!Array.isArray(argument) || typeof argument[0] !== 'string') return;
    names.add(argument[0]);
    const arms: unknown = argument[2];
    if (arms && typeof arms === 'object') for (const arm of Object.values(arms)) walkMessage(arm);
  };
  const walkMessage = (compiled: unknown) => {
    if (typeof compiled === 'string') tags(compiled);
    else if (Array.isArray(compiled)) {
      for (const part of compiled) {
        if (typeof part === 'string') tags(part);
        else walkArgument(part);
      }
    }
  };
  walkMessage(message);
  return [...names].sort();
};

describe('the catalogues', () => {
  it('are found (each folder has en, es and fr)', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders)
      for (const locale of LOCALES) expect(catalogueOf(folder, locale), `${folder}/${locale}`).toBeTruthy();
  });

  for (const folder of folders) {
    const english = flattenCatalogue(catalogueOf(folder, 'en') ?? {});
    for (const locale of ['es', 'fr'] as const) {
      it(`${folder.replace('/src/', '')}: ${locale} has every English key, no other, none empty, none left in English, the same arguments`, () => {
        const translated = flattenCatalogue(catalogueOf(folder, locale) ?? {});
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of translated) {
          const source = english.get(key);
          if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
          if (typeof value === 'string' && !SAME_AS_ENGLISH[locale]?.has(value)) expect(value, key).not.toEqual(source);
          expect(shapeOf(value), `${key}: its arguments and tags`).toEqual(shapeOf(source));
        }
      });
    }
  }
});

describe('formatting', () => {
  it('formats plurals and numbers by the language’s rules (messages compiled as in the build)', async () => {
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const files = compileMessage('{count, plural, one {# archivo} other {# archivos}}') as never;
    expect(formatMessage('es', files, { count: 1 })).toBe('1 archivo');
    expect(formatMessage('es', files, { count: 1250 })).toBe(
      '1250 archivos'.replace('1250', (1250).toLocaleString('es')),
    );
    const pages = compileMessage('{count, plural, one {# page} other {# pages}}') as never;
    expect(formatMessage('fr', pages, { count: 0 })).toBe('0 page');
    expect(formatMessage('en', pages, { count: 0 })).toBe('0 pages');
    expect(formatMessage('en', 'Plain text', { count: 2 })).toBe('Plain text');
  });
});

describe('localized paths', () => {
  it('keeps English at the root and puts the others under their prefix', () => {
    expect(localizedPath('en', '/pricing')).toBe('/pricing');
    expect(localizedPath('es', '/pricing')).toBe('/es/pricing');
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('en', '/fr/')).toBe('/');
    expect(localizedPath('fr', '/es/about')).toBe('/fr/about');
  });

  it('reads the language of an address', () => {
    expect(localeOfPath('/es/pricing')).toBe('es');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/espresso')).toBe('en');
    expect(localeOfPath('/en/pricing')).toBe('en');
    expect(unlocalizedPath('/fr')).toBe('/');
    expect(unlocalizedPath('/es/about')).toBe('/about');
  });
});
