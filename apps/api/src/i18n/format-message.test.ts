import { describe, expect, it } from 'vitest';
import { formatMessage, localeOr, sharedWords } from './format-message.ts';

describe('the API formatter', () => {
  it('writes the shared words in the reader’s language, plurals by that language’s rules', () => {
    expect(formatMessage('es', sharedWords('es').units.pages, { count: 1 })).toBe('1 página');
    expect(formatMessage('fr', sharedWords('fr').units.words, { count: 0 })).toBe('0 mot');
    expect(formatMessage('en', sharedWords('en').units.documents, { count: 3 })).toBe('3 documents');
    expect(sharedWords('fr').services.sworn).toBe('Traduction assermentée');
    expect(formatMessage('es', 'Texto sin argumentos')).toBe('Texto sin argumentos');
  });

  it('falls back to English for an unknown stored language', () => {
    expect(localeOr('de')).toBe('en');
    expect(localeOr(null)).toBe('en');
    expect(localeOr('fr')).toBe('fr');
  });
});
