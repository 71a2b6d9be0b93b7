import { z } from 'zod';
import { ANALYSIS_METHODS, ZOcrConfidence } from './analysis-schemas.ts';
import { QUOTE_STATUSES, SERVICE_TYPES } from './constants.ts';
import { ZLanguage, ZLanguageName } from './language-schemas.ts';
import { isSupportedPair } from './pricing.ts';
import { ZFileKey } from './upload-schemas.ts';

const ZLanguagePair = z.object({ sourceLanguage: ZLanguage, targetLanguage: ZLanguage });
const refinePair = <T extends { sourceLanguage: string; targetLanguage: string }>(value: T, ctx: z.RefinementCtx) => {
  if (!isSupportedPair(value.sourceLanguage, value.targetLanguage)) {
    ctx.addIssue({
      code: 'custom',
      path: ['targetLanguage'],
      message: 'This language pair is not offered (English→Spanish, English→French, Spanish→English, French→English)',
    });
  }
};

export const ZManualEstimate = z.object({
  pages: z
    .number({ error: 'Please enter a valid page count greater than 0.' })
    .int({ error: 'Please enter a valid page count greater than 0.' })
    .min(1, { error: 'Please enter a valid page count greater than 0.' })
    .max(100_000),
  words: z
    .number({ error: 'Word count must be a non-negative number.' })
    .int({ error: 'Word count must be a non-negative number.' })
    .min(0, { error: 'Word count must be a non-negative number.' })
    .max(100_000_000)
    .optional(),
});
export type TManualEstimate = z.infer<typeof ZManualEstimate>;

/** Files are referenced by key only; their counts come from the server's own analysis. */
const ZQuoteFileRef = z.object({ fileKey: ZFileKey });

export const ZCreateQuoteRequest = z
  .object({
    ...ZLanguagePair.shape,
    sessionId: z.string().max(100).optional(),
    files: z.array(ZQuoteFileRef).min(1, { error: 'Add at least one file' }).max(100).optional(),
    manualEstimate: ZManualEstimate.optional(),
    /** **Extension** (issue 32): the visa plan whose documents these are ("Get a quote for these documents"). */
    planId: z.uuid({ error: 'planId must be a plan id' }).optional(),
  })
  .superRefine((value, ctx) => {
    refinePair(value, ctx);
    if (!value.files === !value.manualEstimate) {
      ctx.addIssue({ code: 'custom', path: ['files'], message: 'Send either files or a manual estimate' });
    }
  });
export type TCreateQuoteRequest = z.infer<typeof ZCreateQuoteRequest>;

export const ZUpdateQuoteRequest = z.object({
  selectedService: z.enum(SERVICE_TYPES, { error: "selectedService must be 'professional' or 'sworn'" }),
});

export const ZAttachQuoteFilesRequest = z.object({
  files: z.array(ZQuoteFileRef).min(1, { error: 'Please select at least one file to upload.' }).max(100),
  replace: z.boolean().default(true),
});

export const ZQuoteFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  size: z.number(),
  contentType: z.string(),
  pages: z.number(),
  wordCount: z.number(),
  method: z.enum(ANALYSIS_METHODS),
  estimated: z.boolean(),
  perPage: z.array(z.number()).nullable(),
  ocrConfidence: ZOcrConfidence,
  /** Pages (1-based) whose OCR confidence is below the legibility threshold: a sharper scan or photo avoids delays. */
  hardToReadPages: z.array(z.number().int()),
  warnings: z.array(z.string()),
});
export type TQuoteFile = z.infer<typeof ZQuoteFile>;

/** One service's price and terms in a quote: the public quote and the admin quotes list share this shape. */
export const ZServiceOffer = z.object({
  /** US dollars, two decimals. */
  price: z.number(),
  rate: z.number(),
  rateType: z.enum(['per_word', 'per_page']),
  timeEstimate: z.string(),
  available: z.boolean(),
});

export const ZQuotePricing = z.object({ professional: ZServiceOffer, sworn: ZServiceOffer });
export type TQuotePricing = z.infer<typeof ZQuotePricing>;

export const ZQuote = z.object({
  quoteId: z.uuid(),
  /** The browser session that created the quote, when it sent one. */
  sessionId: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  files: z.array(ZQuoteFile),
  manualEstimate: z.object({ pages: z.number(), words: z.number().nullable() }).nullable(),
  totalPages: z.number(),
  totalWords: z.number(),
  currency: z.literal('USD'),
  pricing: ZQuotePricing,
  selectedService: z.enum(SERVICE_TYPES).nullable(),
  orderId: z.uuid().nullable(),
  /** **Extension** (issue 32): the visa plan the quote was made from, if any. */
  planId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Epoch seconds; the quote is expired when now (s) > expiresAt. */
  expiresAt: z.number(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteResponse = z.object({ success: z.literal(true), quote: ZQuote });
export type TQuoteResponse = z.infer<typeof ZQuoteResponse>;

export const isQuoteExpired = (quote: { expiresAt: number }, nowMs = Date.now()): boolean =>
  Math.floor(nowMs / 1000) > quote.expiresAt;
