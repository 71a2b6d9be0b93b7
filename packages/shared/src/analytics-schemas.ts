import { z } from 'zod';
import { SERVICE_TYPES } from './constants.ts';
import { ZLanguageName } from './language-schemas.ts';

export const ZAnalyticsQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(104).default(12),
});

const ZFunnel = z.object({
  quotes: z.number().int(),
  serviceSelected: z.number().int(),
  orders: z.number().int(),
  completed: z.number().int(),
});
export type TFunnel = z.infer<typeof ZFunnel>;

export const ZAnalytics = z.object({
  /** Whole UTC weeks starting on Monday; `to` is the end of the current week. */
  range: z.object({ from: z.iso.datetime(), to: z.iso.datetime(), weeks: z.number().int() }),
  totals: z.object({
    orders: z.number().int(),
    /** US dollars over orders that were not cancelled. */
    revenue: z.number(),
    averageOrderValue: z.number().nullable(),
    cancelledOrders: z.number().int(),
  }),
  weekly: z.array(
    z.object({
      weekStart: z.iso.date(),
      quotes: z.number().int(),
      orders: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** Quotes created in the range and how far each got. */
  funnel: ZFunnel,
  byLanguagePair: z.array(
    ZFunnel.extend({ sourceLanguage: ZLanguageName, targetLanguage: ZLanguageName, revenue: z.number() }),
  ),
  /** A quote has a service only once one is chosen, so this funnel starts at "service selected". */
  byService: z.array(ZFunnel.omit({ quotes: true }).extend({ service: z.enum(SERVICE_TYPES), revenue: z.number() })),
  /** Order created → its first COMPLETED event, for orders completed in the range. */
  turnaround: z.object({
    completedOrders: z.number().int(),
    averageHours: z.number().nullable(),
    byService: z.array(
      z.object({
        service: z.enum(SERVICE_TYPES),
        completedOrders: z.number().int(),
        averageHours: z.number().nullable(),
      }),
    ),
  }),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;
export const ZAnalyticsResponse = ZAnalytics;
