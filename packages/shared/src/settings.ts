import { z } from 'zod';
import { DEFAULT_LEGIBILITY_THRESHOLD } from './analysis-schemas.ts';
import { DEFAULT_PRICING } from './constants.ts';

const ZBusinessDays = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number of days` })
    .min(0, { error: `${label} cannot be negative` })
    .max(365, { error: `${label} must be at most 365 days` });

const ZTimeEstimate = z
  .object({
    minBusinessDays: ZBusinessDays('Minimum'),
    maxBusinessDays: ZBusinessDays('Maximum'),
  })
  .refine((estimate) => estimate.maxBusinessDays >= estimate.minBusinessDays, {
    path: ['maxBusinessDays'],
    error: 'Maximum must be at least the minimum',
  });

const ZDollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(100_000, { error: `${label} must be at most $100,000` });

/** Draft approval before the owner sets it: sworn drafts go to the customer, two correction rounds, five days. */
export const DEFAULT_DRAFT_APPROVAL = { professional: false, sworn: true, rounds: 2, autoApproveDays: 5 } as const;

/** Where certifications are signed before the owner sets it. */
export const DEFAULT_CERTIFIED_TRANSLATIONS = { place: 'Madrid' } as const;

/** Retention before an operator or admin sets it (RETENTION_* in env seed the stored setting). */
export const DEFAULT_RETENTION = { unconvertedHours: 24, deliveredDays: 30, sentEmailDays: 90 } as const;

/** Admin-editable settings, stored in the database (key → JSON). Messages are shown next to the form fields. */

export const ZSettings = z.object({
  pricing: z.object({
    professionalRatePerWord: z
      .number({ error: 'Rate per word must be a number' })
      .positive({ error: 'Rate per word must be more than 0' })
      .max(100, { error: 'Rate per word must be at most $100' }),
    swornRatePerPage: z
      .number({ error: 'Rate per page must be a number' })
      .positive({ error: 'Rate per page must be more than 0' })
      .max(10_000, { error: 'Rate per page must be at most $10,000' }),
    minimumCharge: z
      .number({ error: 'Minimum charge must be a number' })
      .min(0, { error: 'Minimum charge cannot be negative (use 0 for none)' })
      .max(100_000, { error: 'Minimum charge must be at most $100,000' }),
  }),
  timeEstimates: z.object({ professional: ZTimeEstimate, sworn: ZTimeEstimate }),
  quoteValidityDays: z
    .number({ error: 'Quote validity must be a number' })
    .int({ error: 'Quote validity must be a whole number of days' })
    .min(1, { error: 'Quotes must stay valid for at least 1 day' })
    .max(365, { error: 'Quote validity must be at most 365 days' }),
  /** The agency's extras an official quote may add; prices in US dollars. */
  extras: z.object({
    rush: z.object({
      surchargePercent: z
        .number({ error: 'Rush surcharge must be a number' })
        .min(0, { error: 'Rush surcharge cannot be negative' })
        .max(500, { error: 'Rush surcharge must be at most 500 %' }),
      deliveryBusinessDays: ZBusinessDays('Rush delivery'),
    }),
    notarization: z.object({ pricePerOrder: ZDollars('Notarization price') }),
    hardCopy: z.object({ pricePerCopy: ZDollars('Price per hard copy'), shipping: ZDollars('Shipping') }),
  }),
  /** How long the customer may approve an official quote. */
  officialQuoteValidityDays: z
    .number({ error: 'Official quote validity must be a number' })
    .int({ error: 'Official quote validity must be a whole number of days' })
    .min(1, { error: 'Official quotes must stay valid for at least 1 day' })
    .max(365, { error: 'Official quote validity must be at most 365 days' }),
  /** Shown to a customer who approves a quote when online payment is not configured; the order number is the reference. */
  bankTransfer: z.object({
    instructions: z
      .string({ error: 'Payment instructions must be text' })
      .trim()
      .min(1, { error: 'Please write how customers pay by bank transfer' })
      .max(2000, { error: 'Payment instructions must be at most 2,000 characters' }),
    /**
     * The account to pay into, as the customer copies it (e.g. account and routing numbers, or an IBAN); the payee is
     * the invoice's agency name. Empty in settings saved before issue 32: the instructions alone then say it.
     */
    account: z
      .string({ error: 'Bank account must be text' })
      .trim()
      .max(200, { error: 'Bank account must be at most 200 characters' })
      .default(''),
  }),
  /** The seller on receipts and credit notes. */
  invoice: z.object({
    agencyName: z
      .string({ error: 'Agency name must be text' })
      .trim()
      .min(1, { error: 'Agency name is required' })
      .max(200, { error: 'Agency name must be at most 200 characters' }),
    address: z
      .string({ error: 'Address must be text' })
      .trim()
      .max(500, { error: 'Address must be at most 500 characters' }),
    taxId: z.string({ error: 'Tax ID must be text' }).trim().max(50, { error: 'Tax ID must be at most 50 characters' }),
  }),
  /** OCR confidence (0–100) below which a page is flagged on the quote as possibly hard to read. */
  legibilityThreshold: z
    .number({ error: 'Legibility threshold must be a number' })
    .int({ error: 'Legibility threshold must be a whole number' })
    .min(0, { error: 'Legibility threshold must be between 0 and 100' })
    .max(100, { error: 'Legibility threshold must be between 0 and 100' }),
  supportEmail: z.email({ error: 'Please enter a valid email address' }),
  retention: z.object({
    unconvertedHours: z
      .number({ error: 'Must be a number of hours' })
      .int({ error: 'Must be a whole number of hours' })
      .min(1, { error: 'Keep uploads for at least 1 hour' })
      .max(8_760, { error: 'At most 8,760 hours (one year)' }),
    deliveredDays: z
      .number({ error: 'Must be a number of days' })
      .int({ error: 'Must be a whole number of days' })
      .min(1, { error: 'Keep delivered files for at least 1 day' })
      .max(3_650, { error: 'At most 3,650 days (ten years)' }),
    /**
     * Sent emails are deleted this long after sending. Absent from settings saved before it existed: the default.
     * At least a week, so the files-deletion reminder (3 days ahead) is still on record when the files go.
     */
    sentEmailDays: z
      .number({ error: 'Must be a number of days' })
      .int({ error: 'Must be a whole number of days' })
      .min(7, { error: 'Keep sent emails for at least 7 days' })
      .max(3_650, { error: 'At most 3,650 days (ten years)' })
      .default(DEFAULT_RETENTION.sentEmailDays),
  }),
  /** Issue 30: with requireTwoFactor on, staff without two-factor reach only the account pages that set it up. */
  staffSecurity: z
    .object({ requireTwoFactor: z.boolean({ error: 'Choose whether staff must use two-factor' }) })
    .default({ requireTwoFactor: false }),
  /**
   * Issue 30: whether the customer approves a draft of the reviewed translation before the final, per service; how many
   * correction rounds they may ask for; after how many days an unanswered draft counts as approved. Absent from
   * settings saved before it existed: the default.
   */
  draftApproval: z
    .object({
      professional: z.boolean({ error: 'Choose whether professional orders need draft approval' }),
      sworn: z.boolean({ error: 'Choose whether sworn orders need draft approval' }),
      rounds: z
        .number({ error: 'Correction rounds must be a number' })
        .int({ error: 'Correction rounds must be a whole number' })
        .min(0, { error: 'Correction rounds cannot be negative' })
        .max(10, { error: 'At most 10 correction rounds' }),
      autoApproveDays: z
        .number({ error: 'Must be a number of days' })
        .int({ error: 'Must be a whole number of days' })
        .min(1, { error: 'Give the customer at least 1 day' })
        .max(60, { error: 'At most 60 days' }),
    })
    .default({ ...DEFAULT_DRAFT_APPROVAL }),
  /**
   * Issue 31: the place a generated sworn translation's certification is signed in ("En Madrid, a 26 de noviembre de
   * 2026"). Absent from settings saved before it existed: the default.
   */
  certifiedTranslations: z
    .object({
      place: z
        .string({ error: 'Enter the place where certifications are signed' })
        .trim()
        .min(1, { error: 'Enter the place where certifications are signed' })
        .max(100, { error: 'At most 100 characters' }),
    })
    .default({ ...DEFAULT_CERTIFIED_TRANSLATIONS }),
});
export type TSettings = z.infer<typeof ZSettings>;
export type TSettingKey = keyof TSettings;

export const defaultSettings = (
  supportEmail: string,
  retention: TSettings['retention'] = DEFAULT_RETENTION,
): TSettings => ({
  pricing: { ...DEFAULT_PRICING, minimumCharge: 0 },
  timeEstimates: {
    professional: { minBusinessDays: 2, maxBusinessDays: 3 },
    sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
  },
  quoteValidityDays: 30,
  extras: {
    rush: { surchargePercent: 50, deliveryBusinessDays: 1 },
    notarization: { pricePerOrder: 35 },
    hardCopy: { pricePerCopy: 10, shipping: 15 },
  },
  officialQuoteValidityDays: 14,
  bankTransfer: {
    instructions:
      'Pay by bank transfer to Sello Translations LLC, account 000123456789, routing 021000021 (ACH or wire). Use your order number as the payment reference; we confirm receipt by email within one business day.',
    account: 'Account 000123456789 · routing 021000021',
  },
  invoice: { agencyName: 'Sello Translations LLC', address: '', taxId: '' },
  legibilityThreshold: DEFAULT_LEGIBILITY_THRESHOLD,
  supportEmail,
  retention: { ...retention },
  staffSecurity: { requireTwoFactor: false },
  draftApproval: { ...DEFAULT_DRAFT_APPROVAL },
  certifiedTranslations: { ...DEFAULT_CERTIFIED_TRANSLATIONS },
});

export const formatTimeEstimate = ({ minBusinessDays, maxBusinessDays }: z.infer<typeof ZTimeEstimate>): string =>
  minBusinessDays === maxBusinessDays
    ? `${minBusinessDays} business day${minBusinessDays === 1 ? '' : 's'}`
    : `${minBusinessDays}–${maxBusinessDays} business days`;
