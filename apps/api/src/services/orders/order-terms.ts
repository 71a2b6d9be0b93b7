import { isDelivered } from '@sello/shared/order-lifecycle';
import { addBusinessDays, fromCents } from '@sello/shared/pricing';
import { sql } from 'kysely';
import { firstDeliveredAt } from '../retention/order-file-retention.ts';

/**
 * An order's terms, once for every view: what it costs and when it is delivered. The official quote's figures win
 * over the instant estimate's as soon as staff sent one (issue 29; docs/decisions.md, "Delivery dates count from the
 * payment").
 */

/** What an official quote says about delivery: when staff sent it and the date they chose. */
export type TOfficialDeliveryTerms = { sentAt: Date; deliveryDate: string };

/**
 * The quote's turnaround: the business days from its sending to the delivery date staff chose (rush or not), counted
 * as the instant estimate counts them (addBusinessDays).
 */
export const turnaroundBusinessDays = ({ sentAt, deliveryDate }: TOfficialDeliveryTerms): number => {
  const lastMoment = Date.parse(`${deliveryDate}T23:59:59.999Z`);
  let days = 0;
  for (let next = addBusinessDays(sentAt, 1); next.getTime() <= lastMoment; next = addBusinessDays(next, 1)) days += 1;
  return days;
};

/** When an official quote's translation is due: its turnaround counted from the payment, or from `now` while unpaid. */
export const officialDeliveryDate = (quote: TOfficialDeliveryTerms, paidAt: Date | null, now = new Date()): Date =>
  addBusinessDays(paidAt ?? now, turnaroundBusinessDays(quote));

type TLiveQuoteTerms = { total_cents: number | string; delivery_date: string; created_at: string };

/** The live (current or approved) official quote's total, date and sending, as a subquery of the outer `orders` row. */
const liveQuoteTerms = sql<TLiveQuoteTerms | null>`(select json_build_object(
    'total_cents', official_quotes.total_cents, 'delivery_date', official_quotes.delivery_date,
    'created_at', official_quotes.created_at)
  from official_quotes where official_quotes.order_id = orders.id and official_quotes.status <> 'SUPERSEDED')`;

/**
 * Select these beside the order's own columns wherever an order's price or date is shown, lists included (the outer
 * row must be `orders`); `orderTermsSql` is the same for a raw SQL select list.
 */
export const orderTermsColumns = [
  liveQuoteTerms.as('live_quote_terms'),
  firstDeliveredAt.as('first_delivered_at'),
] as const;
export const orderTermsSql = sql`${liveQuoteTerms} as live_quote_terms, ${firstDeliveredAt} as first_delivered_at`;

export type TOrderTermsRow = {
  status: string;
  total_cents: number | string;
  estimated_delivery: Date | null;
  paid_at: Date | null;
  live_quote_terms: TLiveQuoteTerms | null;
  first_delivered_at: Date | string | null;
};

/** When the order is due, or was delivered. */
const deliveryDate = (row: TOrderTermsRow, now: Date): Date | null => {
  if (isDelivered(row.status) && row.first_delivered_at !== null) return new Date(row.first_delivered_at);
  const quote = row.live_quote_terms;
  if (quote && row.status === 'PENDING' && row.paid_at === null) {
    return officialDeliveryDate({ sentAt: new Date(quote.created_at), deliveryDate: quote.delivery_date }, null, now);
  }
  // The instant estimate; from the payment on, the official date counted from it (stored by recordPayment).
  return row.estimated_delivery;
};

/** `total` and `deliveryDate` of every order view (ZOrderBase). */
export const toOrderTerms = (row: TOrderTermsRow, now = new Date()) => ({
  total: fromCents(Number(row.live_quote_terms?.total_cents ?? row.total_cents)),
  deliveryDate: deliveryDate(row, now)?.toISOString() ?? null,
});
