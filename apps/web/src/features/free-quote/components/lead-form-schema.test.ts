import { ZCreateLeadRequest } from '@sello/shared/lead-schemas';
import { describe, expect, it } from 'vitest';
import { isSpain } from './destination-country';
import { ZLeadForm } from './lead-form-schema';
import { languageFromQuery, leadPixelValue, toLeadRequest } from './lead-form-values';

const validForm = {
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '',
  pageCount: '',
  sourceLanguage: 'english' as const,
  otherSourceLanguage: '',
  language: 'spanish' as const,
  otherLanguage: '',
  description: '',
};

describe('languageFromQuery', () => {
  it.each([
    ['es', 'spanish'],
    ['spanish', 'spanish'],
    ['Spanish', 'spanish'],
    ['ES-es', 'spanish'],
    ['fr', 'french'],
    ['French', 'french'],
    ['de', 'german'],
    ['German', 'german'],
  ])('maps %s to %s', (value, language) => {
    expect(languageFromQuery(value)).toEqual({ language, other: '' });
  });

  it('defaults to Spanish without a value', () => {
    expect(languageFromQuery(null)).toEqual({ language: 'spanish', other: '' });
    expect(languageFromQuery('  ')).toEqual({ language: 'spanish', other: '' });
  });

  it('turns anything else into Other with that text', () => {
    expect(languageFromQuery(' Portuguese ')).toEqual({ language: 'other', other: 'Portuguese' });
    expect(languageFromQuery('it')).toEqual({ language: 'other', other: 'it' });
  });
});

describe('isSpain', () => {
  it.each(['Spain', 'spain', 'España', 'ES', 'es'])('recognises %s', (value) => expect(isSpain(value)).toBe(true));
  it.each(['France', 'Estonia', '', undefined])('does not take %s for Spain', (value) =>
    expect(isSpain(value)).toBe(false),
  );
});

describe('ZLeadForm', () => {
  const messages = (values: object) =>
    ZLeadForm.safeParse({ ...validForm, ...values }).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('accepts a minimal form', () => expect(messages({})).toBeUndefined());
  it('needs no name: only the email is required', () => expect(messages({ name: ' ' })).toBeUndefined());

  it('names the rule that failed (the form shows its words in the page’s language)', () => {
    expect(messages({ email: 'ana@example' })).toEqual([['email', 'email']]);
    expect(messages({ phone: '12-34' })).toEqual([['phone', 'phone']]);
    expect(messages({ phone: '+1 (312) 555-0100' })).toBeUndefined();
    expect(messages({ pageCount: '2.5' })).toEqual([['pageCount', 'pages']]);
    expect(messages({ pageCount: '0' })).toEqual([['pageCount', 'pages']]);
    expect(messages({ language: 'other', otherLanguage: ' ' })).toEqual([['otherLanguage', 'otherLanguage']]);
    expect(messages({ sourceLanguage: 'other', otherSourceLanguage: '' })).toEqual([
      ['otherSourceLanguage', 'otherLanguage'],
    ]);
  });
});

describe('toLeadRequest', () => {
  it('builds a body the API contract accepts, lower-casing an Other language', () => {
    const body = toLeadRequest(
      ZLeadForm.parse({
        ...validForm,
        phone: '+34 600 000 000',
        pageCount: '3',
        description: 'Birth certificate',
        sourceLanguage: 'other',
        otherSourceLanguage: 'Japanese',
        language: 'other',
        otherLanguage: 'Portuguese',
      }),
      'Spain',
    );
    expect(body).toEqual({
      source: 'free-quote',
      email: 'ana@example.com',
      name: 'Ana García',
      phone: '+34 600 000 000',
      totalPages: 3,
      documentDescription: 'Birth certificate',
      sourceLanguage: 'japanese',
      targetLanguages: ['portuguese'],
      destinationCountry: 'Spain',
    });
    expect(ZCreateLeadRequest.safeParse(body).success).toBe(true);
  });

  it('leaves blank optional fields out', () => {
    const body = toLeadRequest(ZLeadForm.parse(validForm));
    expect(body).toEqual({
      source: 'free-quote',
      email: 'ana@example.com',
      name: 'Ana García',
      sourceLanguage: 'english',
      targetLanguages: ['spanish'],
    });
    expect(ZCreateLeadRequest.safeParse(body).success).toBe(true);
    expect(toLeadRequest(ZLeadForm.parse({ ...validForm, name: '' }))).not.toHaveProperty('name');
    expect(ZCreateLeadRequest.safeParse(body).success).toBe(true);
  });
});

describe('leadPixelValue', () => {
  it('is the pages at 39 USD each, or 1 without a page count', () => {
    expect(leadPixelValue(3)).toBe(117);
    expect(leadPixelValue(undefined)).toBe(1);
  });
});
