import { z } from 'zod';
import { toLanguage } from './language-schemas.ts';
import { FULL_NAME_MAX_LENGTH, ZOptionalPersonName } from './person-name.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<TLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  closed: 'Closed',
};

/**
 * What a public lead told us besides its contact fields, as stored (jsonb). Leads stored before the specification's
 * names were adopted said `pageCount` and `destinationLanguage`: they read as `totalPages` and `targetLanguages`.
 */
export const ZStoredLeadDetails = z
  .object({
    totalPages: z.number().int().optional(),
    sourceLanguage: z.string().optional(),
    targetLanguages: z.array(z.string()).optional(),
    destinationCountry: z.string().optional(),
    planId: z.string().optional(),
    pageCount: z.number().int().optional(),
    destinationLanguage: z.string().optional(),
  })
  .transform(({ pageCount, destinationLanguage, ...details }) => ({
    ...details,
    totalPages: details.totalPages ?? pageCount,
    targetLanguages: details.targetLanguages ?? (destinationLanguage ? [destinationLanguage] : undefined),
  }));

export const ZLead = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the lead came from, e.g. `planner` or `free-quote`. */
  source: z.string(),
  totalPages: z.number().int().nullable(),
  documentDescription: z.string().nullable(),
  /** The language of the documents, as `targetLanguages` are; null when not asked. **Extension** (issue 32). */
  sourceLanguage: z.string().nullable(),
  /** Lower-cased: `spanish`, `french`, `german` or what the visitor typed for "Other". */
  targetLanguages: z.array(z.string()),
  destinationCountry: z.string().nullable(),
  /** The plan the planner's email box was for. */
  planId: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZListLeadsQuery = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZListLeadsResponse = z.object({ leads: z.array(ZLead) });

export const ZUpdateLeadRequest = z.object({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }),
  notes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters' }).nullable().optional(),
});
export type TUpdateLeadRequest = z.infer<typeof ZUpdateLeadRequest>;

export const ZLeadResponse = z.object({ lead: ZLead });

/**
 * The sources the site itself sends (the planner's email box, the free-quote landing page). The specification names
 * no values: any short text is stored as given (trimmed); a blank or missing one is `free-quote`.
 */
export const LEAD_SOURCES = ['free-quote', 'planner'] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_MAX_LENGTH = 60;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** At least 7 digits or phone punctuation (+, parentheses, hyphens, spaces), nothing else. */
export const PHONE_PATTERN = /^[0-9+()\-\s]{7,}$/;

const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

/** The site's languages by name (`es` and `ES` read as `spanish`), any other language lower-cased as typed. */
const ZLeadLanguage = (label: string) =>
  ZOptionalText(label, 60).transform((value) =>
    value === undefined ? undefined : (toLanguage(value) ?? value.toLowerCase()),
  );
const ZTargetLanguage = ZLeadLanguage('Target language');

/** `POST /api/leads`: anyone may send it (rate limited); stored, then announced to the support address. */
export const ZCreateLeadRequest = z
  .object({
    email: z
      .string({ error: 'Please enter a valid email address.' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'Please enter a valid email address.' })
      .pipe(z.email({ error: 'Please enter a valid email address.' })),
    name: ZOptionalPersonName('Name', FULL_NAME_MAX_LENGTH),
    phone: z
      .string({ error: 'Please enter a valid phone number.' })
      .trim()
      .max(40, { error: 'Please enter a valid phone number.' })
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || PHONE_PATTERN.test(value), {
        error: 'Please enter a valid phone number.',
      }),
    source: ZOptionalText('Source', LEAD_SOURCE_MAX_LENGTH)
      .refine((value) => value === undefined || !CONTROL_CHARACTER.test(value), {
        error: 'Source must be one line of text',
      })
      .transform((value): string => value ?? 'free-quote'),
    totalPages: z
      .number({ error: 'Page count must be a number' })
      .int({ error: 'Page count must be a whole number' })
      .min(1, { error: 'Page count must be at least 1' })
      .max(10_000, { error: 'Page count must be at most 10000' })
      .optional(),
    documentDescription: ZOptionalText('Description', 5000),
    /** The language the documents are in, stored as `targetLanguages` are. **Extension** (issue 32): optional. */
    sourceLanguage: ZLeadLanguage('Source language'),
    /** One language or a list; stored lower-cased: `spanish`, `french`, `german` or what the visitor typed. */
    targetLanguages: z
      .union([ZTargetLanguage, z.array(ZTargetLanguage).max(5, { error: 'At most 5 target languages' })], {
        error: 'targetLanguages must be a language or a list of languages',
      })
      .optional()
      .transform((value) => {
        const list = (Array.isArray(value) ? value : [value]).filter((language) => language !== undefined);
        return list.length > 0 ? [...new Set(list)] : undefined;
      }),
    destinationCountry: ZOptionalText('Destination country', 60),
    /** The plan the planner's email box was for. */
    planId: z.uuid({ error: 'planId must be a plan id' }).optional(),
  })
  .strict();
export type TCreateLeadRequest = z.input<typeof ZCreateLeadRequest>;
export type TCreateLeadInput = z.output<typeof ZCreateLeadRequest>;

export const ZCreateLeadResponse = z.object({ success: z.literal(true), id: z.uuid() });
export type TCreateLeadResponse = z.infer<typeof ZCreateLeadResponse>;
