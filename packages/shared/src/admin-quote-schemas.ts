import { z } from 'zod';
import { QUOTE_STATUSES, SERVICE_TYPES } from './constants.ts';
import { ZLanguageName } from './language-schemas.ts';
import { ZQuotePricing } from './quote-schemas.ts';

/** `GET /api/admin/quotes`: filter on the derived status, search an id prefix or a file name, page through. */
export const ZListAdminQuotesQuery = z.object({
  status: z.enum(QUOTE_STATUSES, { error: `status must be one of ${QUOTE_STATUSES.join(', ')}` }).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListAdminQuotesQuery = z.infer<typeof ZListAdminQuotesQuery>;

export const ZAdminQuoteFile = z.object({
  filename: z.string(),
  /** Bytes. */
  size: z.number(),
  contentType: z.string(),
  pages: z.number(),
  wordCount: z.number(),
});
export type TAdminQuoteFile = z.infer<typeof ZAdminQuoteFile>;

export const ZAdminQuote = z.object({
  quoteId: z.uuid(),
  /** EXPIRED is derived: a quote not yet accepted whose expiresAt has passed. */
  status: z.enum(QUOTE_STATUSES),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  /** The browser session that created the quote, when it sent one. */
  sessionId: z.string().nullable(),
  files: z.array(ZAdminQuoteFile),
  totalPages: z.number(),
  totalWords: z.number(),
  /** Each service's price, rate and delivery estimate as quoted: the public quote's shape. */
  pricing: ZQuotePricing,
  /** The visa plan the quote was made from ("Get a quote for these documents"), if any. */
  planId: z.uuid().nullable(),
  selectedService: z.enum(SERVICE_TYPES).nullable(),
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Epoch seconds. */
  expiresAt: z.number(),
});
export type TAdminQuote = z.infer<typeof ZAdminQuote>;

/** Over all quotes, whatever the filter. */
export const ZAdminQuoteStats = z.object({
  totalQuotes: z.number().int(),
  /** Quotes with a selected service (including those that became orders). */
  convertedQuotes: z.number().int(),
  /** convertedQuotes ÷ totalQuotes as a percentage, one decimal; 0 when there are no quotes. */
  conversionRate: z.number(),
  pendingQuotes: z.number().int(),
  expiredQuotes: z.number().int(),
});
export type TAdminQuoteStats = z.infer<typeof ZAdminQuoteStats>;

export const ZListAdminQuotesResponse = z.object({
  quotes: z.array(ZAdminQuote),
  /** How many quotes match the filter (for paging). */
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  stats: ZAdminQuoteStats,
});
export type TListAdminQuotesResponse = z.infer<typeof ZListAdminQuotesResponse>;

/** `converted ÷ total` as a percentage rounded to one decimal (0 for no quotes). */
export const percentage = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
