import { PHONE_PATTERN, type TCreateLeadRequest } from '@sello/shared/lead-schemas';
import { z } from 'zod';

export const LEAD_LANGUAGES = [
  { value: 'spanish', label: 'Spanish' },
  { value: 'french', label: 'French' },
  { value: 'german', label: 'German' },
  { value: 'other', label: 'Other' },
] as const;
export type TLeadLanguage = (typeof LEAD_LANGUAGES)[number]['value'];

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PHONE_MESSAGE = 'Please enter a valid phone number.';
export const PAGES_MESSAGE = 'Please enter a whole number of pages (1 or more).';
export const OTHER_LANGUAGE_MESSAGE = 'Please tell us the language.';

export const PRICE_PER_PAGE_USD = 39;
const MAX_PAGES = 10_000;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const KNOWN_LANGUAGES: Record<string, Exclude<TLeadLanguage, 'other'>> = {
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

/** The form as typed: page count is text until it is sent, "Other" needs its free-text language. */
export const ZLeadForm = z
  .object({
    // Only the email is required, as the specification has it.
    name: z.string().trim().max(200, { error: 'Name must be at most 200 characters.' }),
    email: z.string().trim().max(254, { error: EMAIL_MESSAGE }).regex(SIMPLE_EMAIL, { error: EMAIL_MESSAGE }),
    phone: z
      .string()
      .trim()
      .max(40, { error: PHONE_MESSAGE })
      .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: PHONE_MESSAGE }),
    pageCount: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGES), {
        error: PAGES_MESSAGE,
      }),
    language: z.enum(['spanish', 'french', 'german', 'other']),
    otherLanguage: z.string().trim().max(60, { error: 'Language must be at most 60 characters.' }),
    description: z.string().trim().max(5000, { error: 'Description must be at most 5000 characters.' }),
  })
  .superRefine((values, context) => {
    if (values.language === 'other' && values.otherLanguage === '')
      context.addIssue({ code: 'custom', path: ['otherLanguage'], message: OTHER_LANGUAGE_MESSAGE });
  });
export type TLeadFormValues = z.input<typeof ZLeadForm>;
export type TLeadFormOutput = z.output<typeof ZLeadForm>;

/** The `POST /api/leads` body: blank optional fields left out, the language lower-cased. */
export const toLeadRequest = (values: TLeadFormOutput, destinationCountry?: string): TCreateLeadRequest => {
  const pages = values.pageCount === '' ? undefined : Number(values.pageCount);
  const language = values.language === 'other' ? values.otherLanguage : values.language;
  const country = destinationCountry?.trim();
  return {
    source: 'free-quote',
    email: values.email,
    ...(values.name ? { name: values.name } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
    ...(pages ? { totalPages: pages } : {}),
    ...(values.description ? { documentDescription: values.description } : {}),
    targetLanguages: [language.toLowerCase()],
    ...(country ? { destinationCountry: country.slice(0, 60) } : {}),
  };
};

/** The Lead event's value: the page count at the per-page price, or 1 when the visitor gave no count. */
export const leadPixelValue = (pageCount: number | undefined) => (pageCount ? pageCount * PRICE_PER_PAGE_USD : 1);
