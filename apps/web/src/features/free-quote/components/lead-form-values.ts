import type { TCreateLeadRequest } from '@sello/shared/lead-schemas';
import type { TLeadFormOutput } from './lead-form-schema';

/** The languages the lead form offers, in this order; the labels are the page's words. */
export const LEAD_LANGUAGES = ['english', 'spanish', 'french', 'german', 'other'] as const;
export type TLeadLanguage = (typeof LEAD_LANGUAGES)[number];

/** What the form's rules report (lead-form-schema.ts): the keys of the catalogue's `form.errors`. */
export type TLeadFormError =
  | 'email'
  | 'phone'
  | 'pages'
  | 'otherLanguage'
  | 'nameTooLong'
  | 'languageTooLong'
  | 'descriptionTooLong';

export const PRICE_PER_PAGE_USD = 39;

const KNOWN_LANGUAGES: Record<string, Exclude<TLeadLanguage, 'other'>> = {
  en: 'english',
  eng: 'english',
  english: 'english',
  inglés: 'english',
  ingles: 'english',
  es: 'spanish',
  spa: 'spanish',
  spanish: 'spanish',
  español: 'spanish',
  espanol: 'spanish',
  fr: 'french',
  fra: 'french',
  fre: 'french',
  french: 'french',
  français: 'french',
  francais: 'french',
  de: 'german',
  deu: 'german',
  ger: 'german',
  german: 'german',
  deutsch: 'german',
};

/**
 * The language an ad link asks for (`destinationLanguage` or `lang`): codes and names, any case, with or
 * without a region (`es-ES`). Anything else becomes "Other" with the text as given; nothing means Spanish.
 */
export const languageFromQuery = (value: string | null | undefined): { language: TLeadLanguage; other: string } => {
  const text = value?.trim() ?? '';
  if (text === '') return { language: 'spanish', other: '' };
  const key = text.toLowerCase();
  const known = KNOWN_LANGUAGES[key] ?? KNOWN_LANGUAGES[key.split(/[-_]/)[0] ?? ''];
  return known ? { language: known, other: '' } : { language: 'other', other: text };
};

/** The `POST /api/leads` body: blank optional fields left out, the language lower-cased. */
export const toLeadRequest = (values: TLeadFormOutput, destinationCountry?: string): TCreateLeadRequest => {
  const pages = values.pageCount === '' ? undefined : Number(values.pageCount);
  const language = values.language === 'other' ? values.otherLanguage : values.language;
  const sourceLanguage = values.sourceLanguage === 'other' ? values.otherSourceLanguage : values.sourceLanguage;
  const country = destinationCountry?.trim();
  return {
    source: 'free-quote',
    email: values.email,
    ...(values.name ? { name: values.name } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
    ...(pages ? { totalPages: pages } : {}),
    ...(values.description ? { documentDescription: values.description } : {}),
    sourceLanguage: sourceLanguage.toLowerCase(),
    targetLanguages: [language.toLowerCase()],
    ...(country ? { destinationCountry: country.slice(0, 60) } : {}),
  };
};

/** The Lead event's value: the page count at the per-page price, or 1 when the visitor gave no count. */
export const leadPixelValue = (pageCount: number | undefined) => (pageCount ? pageCount * PRICE_PER_PAGE_USD : 1);
