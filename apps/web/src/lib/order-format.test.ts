import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatFileSize,
  formatLanguagePair,
  formatLongDate,
  formatShortDate,
  languageInfo,
} from './order-format';

describe('languageInfo', () => {
  it.each([
    ['english', 'en', 'English'],
    ['spanish', 'es', 'Spanish'],
    ['french', 'fr', 'French'],
    ['german', 'de', 'German'],
    ['italian', 'it', 'Italian'],
    ['portuguese', 'pt', 'Portuguese'],
  ])('%s (or %s) is %s, by its name and code: a flag stands for a country, not a language', (value, code, name) => {
    expect(languageInfo(value)).toEqual({ name, code });
    expect(languageInfo(code)).toEqual({ name, code });
    expect(languageInfo(name)).toEqual({ name, code });
  });

  it('shows any other language as itself: a code in upper case, a name capitalised', () => {
    expect(languageInfo('nl')).toEqual({ name: 'NL', code: 'nl' });
    expect(languageInfo('dutch')).toEqual({ name: 'Dutch', code: 'dutch' });
    // Not fooled by properties every object has.
    expect(languageInfo('constructor')).toEqual({ name: 'Constructor', code: 'constructor' });
  });
});

describe('dates', () => {
  const noon = '2024-12-04T12:00:00.000Z';

  it('writes order dates long and quote dates short', () => {
    expect(formatLongDate(noon)).toBe('December 4, 2024');
    expect(formatShortDate(noon)).toBe('Dec 4, 2024');
    expect(formatDateTime(noon)).toMatch(/^Dec 4, 2024, \d{1,2}:00 [AP]M$/);
  });

  it('gives empty text for a missing or unreadable date', () => {
    for (const format of [formatLongDate, formatShortDate, formatDateTime]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('not a date')).toBe('');
    }
  });

  it('writes a calendar date as that day in any time zone', () => {
    expect(formatCalendarDate('2024-12-06')).toBe('December 6, 2024');
    expect(formatCalendarDate('2024-01-01')).toBe('January 1, 2024');
    expect(formatCalendarDate('2024-12-06T10:00:00Z')).toBe('');
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('in the reader’s language', () => {
  it('writes dates and language names the Spanish and French way', () => {
    expect(formatCalendarDate('2026-12-06', 'es')).toBe('6 de diciembre de 2026');
    expect(formatCalendarDate('2026-12-06', 'fr')).toBe('6 décembre 2026');
    expect(formatCalendarDate('2026-12-06')).toBe('December 6, 2026');
    expect(formatLanguagePair('english', 'spanish', 'es')).toBe('Inglés → Español');
    expect(formatLanguagePair('french', 'english', 'fr')).toBe('Français → Anglais');
    expect(languageInfo('es', 'fr')).toEqual({ name: 'Espagnol', code: 'es' });
  });
});

describe('formatFileSize', () => {
  it("writes a size in the reader's language: decimal comma in Spanish and French, octets in French", () => {
    expect([formatFileSize(820), formatFileSize(14_540), formatFileSize(3_250_000)]).toEqual([
      '820 B',
      '14.2 KB',
      '3.1 MB',
    ]);
    expect(formatFileSize(14_540, 'es')).toBe('14,2 KB');
    expect([formatFileSize(820, 'fr'), formatFileSize(14_540, 'fr'), formatFileSize(3_250_000, 'fr')]).toEqual([
      '820 o',
      '14,2 Ko',
      '3,1 Mo',
    ]);
  });
});
