import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/config/paths';
import { localeOfPath, unlocalizedPath } from './locales';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

const flatten = (catalogue: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

// Words spelled the same in English and the other language.
const SAME_IN = { es: new Set<string>(), fr: new Set(['Services', 'Contact']) };

describe('catalogues', () => {
  const english = flatten(en);
  for (const [locale, catalogue] of [
    ['es', es],
    ['fr', fr],
  ] as const) {
    it(`${locale} has every English key, no other, none empty and none left in English`, () => {
      const translated = flatten(catalogue);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(value.trim(), key).not.toBe('');
        if (!SAME_IN[locale].has(value)) expect(value, key).not.toBe(english.get(key));
      }
    });
  }
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
