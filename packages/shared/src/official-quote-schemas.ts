import { z } from 'zod';
import { SERVICE_TYPES } from './constants.ts';
import type { TSettings } from './settings.ts';
import { ZFileKey } from './upload-schemas.ts';

/**
 * The official quote (issue 14): after reviewing an order's documents, staff confirm or correct each file's counts
 * and add the agency's extras or a discount. The server prices every line from the corrected counts, the order's
 * frozen rates and the extras' settings; the customer approves it and pays.
 */

export const OFFICIAL_QUOTE_STATUSES = ['CURRENT', 'SUPERSEDED', 'APPROVED'] as const;
export type TOfficialQuoteStatus = (typeof OFFICIAL_QUOTE_STATUSES)[number];

export const EXTRA_CODES = ['rush', 'notarization', 'hard_copy'] as const;
export type TExtraCode = (typeof EXTRA_CODES)[number];
export const EXTRA_NAMES: Record<TExtraCode, string> = {
  rush: 'Rush delivery',
  notarization: 'Notarization',
  hard_copy: 'Certified hard copy by post',
};

export const LINE_CODES = [
  'translation',
  'minimum',
  'rush',
  'notarization',
  'hard_copy',
  'shipping',
  'discount',
] as const;
export type TLineCode = (typeof LINE_CODES)[number];

const ZCount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too large` });

const ZOptionalReason = z
  .string({ error: 'reason must be text' })
  .trim()
  .max(300, { error: 'A reason must be at most 300 characters' })
  .optional()
  .transform((value) => value || undefined);

const ZIsoDate = z.iso.date({ error: 'deliveryDate must be a date (YYYY-MM-DD)' });

export const ZSendOfficialQuoteRequest = z.object({
  /** Every source document of the order, once, with its confirmed or corrected counts. */
  files: z
    .array(
      z.object({
        fileKey: ZFileKey,
        pages: ZCount('pages'),
        wordCount: ZCount('wordCount'),
        /** Shown to the customer when the counts differ from the estimate ('page 3 is a two-sided scan'). */
        reason: ZOptionalReason,
      }),
      { error: 'files must be a list of the order’s documents' },
    )
    .min(1, { error: 'List every document of the order' })
    .max(100, { error: 'At most 100 documents' }),
  extras: z
    .array(
      z.object({
        code: z.enum(EXTRA_CODES, { error: `code must be one of ${EXTRA_CODES.join(', ')}` }),
        /** Hard copies only: how many to post (default 1). */
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int({ error: 'quantity must be a whole number' })
          .min(1, { error: 'quantity must be at least 1' })
          .max(20, { error: 'quantity must be at most 20' })
          .optional(),
      }),
      { error: 'extras must be a list' },
    )
    .max(EXTRA_CODES.length)
    .default([]),
  discount: z
    .object({
      /** US dollars taken off the total. */
      amount: z
        .number({ error: 'discount amount must be a number' })
        .positive({ error: 'discount amount must be more than 0' })
        .max(100_000, { error: 'discount amount is too large' }),
      reason: z
        .string({ error: 'A discount needs a reason' })
        .trim()
        .min(1, { error: 'A discount needs a reason' })
        .max(300, { error: 'A reason must be at most 300 characters' }),
    })
    .optional(),
  deliveryDate: ZIsoDate,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(2000, { error: 'The note must be at most 2,000 characters' })
    .optional()
    .transform((value) => value || undefined),
});
export type TSendOfficialQuoteRequest = z.input<typeof ZSendOfficialQuoteRequest>;
export type TSendOfficialQuoteInput = z.output<typeof ZSendOfficialQuoteRequest>;

export const ZOfficialQuoteFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  /** The instant estimate's counts, from the analysis. */
  estimatedPages: z.number().nullable(),
  estimatedWordCount: z.number().nullable(),
  pages: z.number(),
  wordCount: z.number(),
  reason: z.string().nullable(),
});
export type TOfficialQuoteFile = z.infer<typeof ZOfficialQuoteFile>;

export const ZOfficialQuoteLine = z.object({
  code: z.enum(LINE_CODES),
  description: z.string(),
  quantity: z.number(),
  /** US dollars; negative for the discount. */
  unitPrice: z.number(),
  amount: z.number(),
});
export type TOfficialQuoteLine = z.infer<typeof ZOfficialQuoteLine>;

export const ZOfficialQuote = z.object({
  officialQuoteId: z.uuid(),
  orderId: z.uuid(),
  /** 1 for the first quote sent for the order, 2 for the one that replaced it, … */
  version: z.number().int(),
  status: z.enum(OFFICIAL_QUOTE_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  files: z.array(ZOfficialQuoteFile),
  lines: z.array(ZOfficialQuoteLine),
  totalPages: z.number(),
  totalWords: z.number(),
  /** US dollars. */
  total: z.number(),
  /** The order's instant estimate, and the official total minus it. */
  estimatedTotal: z.number(),
  difference: z.number(),
  currency: z.literal('USD'),
  discountReason: z.string().nullable(),
  deliveryDate: z.iso.date(),
  note: z.string().nullable(),
  validUntil: z.iso.datetime(),
  /** The current quote past its validity can no longer be approved; staff send a new one. */
  expired: z.boolean(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
});
export type TOfficialQuote = z.infer<typeof ZOfficialQuote>;

export const ZOfficialQuoteResponse = z.object({ officialQuote: ZOfficialQuote });
export type TOfficialQuoteResponse = z.infer<typeof ZOfficialQuoteResponse>;

type TPriceInput = {
  serviceType: (typeof SERVICE_TYPES)[number];
  /** The order's frozen rate: dollars per word (professional) or per page (sworn). */
  rate: number;
  /** The quote's frozen minimum charge, dollars. */
  minimumCharge: number;
  totalPages: number;
  totalWords: number;
  extras: Array<{ code: TExtraCode; quantity?: number | undefined }>;
  extraSettings: TSettings['extras'];
  discount?: { amount: number; reason: string } | undefined;
};

/** A priced line: the unit price in dollars as shown (a per-word rate may be a fraction of a cent), the amount in cents. */
export type TPricedLine = {
  code: TLineCode;
  description: string;
  quantity: number;
  unitPrice: number;
  amountCents: number;
};

const line = (code: TLineCode, description: string, quantity: number, unitCents: number): TPricedLine => ({
  code,
  description,
  quantity,
  unitPrice: unitCents / 100,
  amountCents: quantity * unitCents,
});

/**
 * Every line of an official quote and its total, in integer cents. The translation is priced like the instant
 * estimate (words × rate or pages × rate, at least the minimum charge); rush is a percentage of it; notarization is
 * per order; hard copies per copy plus one shipping; a discount comes off last (a negative total is the caller's to
 * refuse).
 */
export const priceOfficialQuote = (input: TPriceInput): { lines: TPricedLine[]; totalCents: number } => {
  const lines: TPricedLine[] = [];
  const perWord = input.serviceType === 'professional';
  const count = perWord ? input.totalWords : input.totalPages;
  const translationCents = Math.round(count * input.rate * 100);
  const serviceName = perWord ? 'Professional translation' : 'Sworn translation';
  lines.push({
    code: 'translation',
    description: `${serviceName}: ${count.toLocaleString('en-US')} ${perWord ? 'words' : 'pages'} × $${input.rate}`,
    quantity: count,
    unitPrice: input.rate,
    amountCents: translationCents,
  });
  const minimumCents = Math.round(input.minimumCharge * 100);
  if (translationCents < minimumCents) {
    lines.push(line('minimum', 'Minimum charge adjustment', 1, minimumCents - translationCents));
  }
  const serviceCents = Math.max(translationCents, minimumCents);
  for (const extra of input.extras) {
    if (extra.code === 'rush') {
      const percent = input.extraSettings.rush.surchargePercent;
      lines.push(line('rush', `${EXTRA_NAMES.rush} (+${percent} %)`, 1, Math.round((serviceCents * percent) / 100)));
    } else if (extra.code === 'notarization') {
      lines.push(
        line(
          'notarization',
          EXTRA_NAMES.notarization,
          1,
          Math.round(input.extraSettings.notarization.pricePerOrder * 100),
        ),
      );
    } else {
      const copies = extra.quantity ?? 1;
      lines.push(
        line('hard_copy', EXTRA_NAMES.hard_copy, copies, Math.round(input.extraSettings.hardCopy.pricePerCopy * 100)),
      );
      lines.push(line('shipping', 'Shipping', 1, Math.round(input.extraSettings.hardCopy.shipping * 100)));
    }
  }
  if (input.discount) {
    lines.push(line('discount', `Discount: ${input.discount.reason}`, 1, -Math.round(input.discount.amount * 100)));
  }
  return { lines, totalCents: lines.reduce((sum, item) => sum + item.amountCents, 0) };
};
