import { PHONE_PATTERN } from '@sello/shared/lead-schemas';
import { z } from 'zod';
import { EMAIL_MESSAGE, OTHER_LANGUAGE_MESSAGE, PAGES_MESSAGE, PHONE_MESSAGE } from './lead-form-values';

const MAX_PAGES = 10_000;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form as typed: page count is text until it is sent, "Other" needs its free-text language. Imported when the
 * visitor enters the form (lib/lazy-zod-resolver.ts), not with the page.
 */
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
    sourceLanguage: z.enum(['english', 'spanish', 'french', 'german', 'other']),
    otherSourceLanguage: z.string().trim().max(60, { error: 'Language must be at most 60 characters.' }),
    language: z.enum(['english', 'spanish', 'french', 'german', 'other']),
    otherLanguage: z.string().trim().max(60, { error: 'Language must be at most 60 characters.' }),
    description: z.string().trim().max(5000, { error: 'Description must be at most 5000 characters.' }),
  })
  .superRefine((values, context) => {
    if (values.language === 'other' && values.otherLanguage === '')
      context.addIssue({ code: 'custom', path: ['otherLanguage'], message: OTHER_LANGUAGE_MESSAGE });
    if (values.sourceLanguage === 'other' && values.otherSourceLanguage === '')
      context.addIssue({ code: 'custom', path: ['otherSourceLanguage'], message: OTHER_LANGUAGE_MESSAGE });
  });
export type TLeadFormValues = z.input<typeof ZLeadForm>;
export type TLeadFormOutput = z.output<typeof ZLeadForm>;
