import { z } from 'zod';
import { ZAdminQuote } from './admin-quote-schemas.ts';
import { ZOrderBase } from './order-schemas.ts';

/** An order as the dashboard lists it. */
export const ZDashboardOrder = ZOrderBase.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  estimatedDelivery: z.iso.datetime().nullable(),
  /** PENDING: submitted and not yet reviewed. */
  isNew: z.boolean(),
  /** Past its delivery date (deliveryDate; the official one once paid) and not completed, delivered or cancelled. */
  isOverdue: z.boolean(),
});
export type TDashboardOrder = z.infer<typeof ZDashboardOrder>;

export const ZAdminStatsResponse = z.object({
  stats: z.object({
    totalOrders: z.number().int(),
    totalQuotes: z.number().int(),
    /** Distinct people: non-admin accounts and guest order emails, counted once per email. */
    totalCustomers: z.number().int(),
    /** US dollars: money received (payments) minus refunds. */
    totalRevenue: z.number(),
    convertedQuotes: z.number().int(),
    /** Quotes with a selected service ÷ quotes, as a percentage with one decimal. */
    conversionRate: z.number(),
  }),
  needsAction: z.object({
    newOrders: z.number().int(),
    overdueOrders: z.number().int(),
    /** Orders that are new or overdue (an order counts once), overdue first, then the longest waiting. */
    total: z.number().int(),
    orders: z.array(ZDashboardOrder),
  }),
  recentOrders: z.array(ZDashboardOrder),
  recentQuotes: z.array(ZAdminQuote),
});
export type TAdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;
