import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, languageInfo, UNKNOWN_LANGUAGE_FLAG } from './order-format';

describe('languageInfo', () => {
  it.each([
    ['en', 'English', '🇺🇸'],
    ['es', 'Spanish', '🇪🇸'],
    ['fr', 'French', '🇫🇷'],
    ['de', 'German', '🇩🇪'],
    ['it', 'Italian', '🇮🇹'],
    ['pt', 'Portuguese', '🇵🇹'],
  ])('%s is %s with its flag', (code, name, flag) => {
    expect(languageInfo(code)).toEqual({ name, flag });
  });

  it('shows any other language as its code with a globe', () => {
    expect(UNKNOWN_LANGUAGE_FLAG).toBe('🌐');
    expect(languageInfo('nl')).toEqual({ name: 'NL', flag: '🌐' });
    // Not fooled by properties every object has.
    expect(languageInfo('constructor')).toEqual({ name: 'CONSTRUCTOR', flag: '🌐' });
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
});
