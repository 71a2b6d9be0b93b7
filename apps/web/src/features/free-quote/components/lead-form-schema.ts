import { PHONE_PATTERN } from '@sello/shared/lead-schemas';
import { z } from 'zod';
import { LEAD_LANGUAGES, type TLeadFormError } from './lead-form-values';

const MAX_PAGES = 10_000;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule's key as its message: the form shows the catalogue's words for it, in the page's language. */
const error = (key: TLeadFormError) => ({ error: key });
const EMAIL = error('email');
const PHONE = error('phone');
const OTHER_LANGUAGE = 'otherLanguage' satisfies TLeadFormError;

/**
 * The form as typed: page count is text until it is sent, "Other" needs its free-text language. Imported when the
 * visitor enters the form (lib/lazy-zod-resolver.ts), not with the page.
 */
export const ZLeadForm = z
  .object({
    // Only the email is required, as the specification has it.
    name: z.string().trim().max(200, error('nameTooLong')),
    email: z.string().trim().max(254, EMAIL).regex(SIMPLE_EMAIL, EMAIL),
    phone: z
      .string()
      .trim()
      .max(40, PHONE)
      .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE),
    pageCount: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGES),
        error('pages'),
      ),
    sourceLanguage: z.enum(LEAD_LANGUAGES),
    otherSourceLanguage: z.string().trim().max(60, error('languageTooLong')),
    language: z.enum(LEAD_LANGUAGES),
    otherLanguage: z.string().trim().max(60, error('languageTooLong')),
    description: z.string().trim().max(5000, error('descriptionTooLong')),
  })
  .superRefine((values, context) => {
    if (values.language === 'other' && values.otherLanguage === '')
      context.addIssue({ code: 'custom', path: ['otherLanguage'], message: OTHER_LANGUAGE });
    if (values.sourceLanguage === 'other' && values.otherSourceLanguage === '')
      context.addIssue({ code: 'custom', path: ['otherSourceLanguage'], message: OTHER_LANGUAGE });
  });
export type TLeadFormValues = z.input<typeof ZLeadForm>;
export type TLeadFormOutput = z.output<typeof ZLeadForm>;
