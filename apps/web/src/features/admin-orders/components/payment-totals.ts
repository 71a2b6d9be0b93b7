import type { TAdminOrder } from '@sello/shared/admin-order-schemas';

const sumCents = (order: TAdminOrder, kind: 'PAYMENT' | 'REFUND') =>
  order.payments
    .filter((payment) => payment.kind === kind)
    .reduce((sum, payment) => sum + Math.round(Math.abs(payment.amount) * 100), 0);

/** Dollars received, refunded, and what may still be refunded (received minus refunded). */
export const paymentTotals = (order: TAdminOrder) => {
  const paidCents = sumCents(order, 'PAYMENT');
  const refundedCents = sumCents(order, 'REFUND');
  const quoteCents = order.officialQuote ? Math.round(order.officialQuote.total * 100) : null;
  const netCents = paidCents - refundedCents;
  return {
    paid: paidCents / 100,
    refunded: refundedCents / 100,
    refundable: Math.max(0, netCents) / 100,
    /** The approved (or current) quote's total minus what was paid and kept; null without a quote. */
    outstanding: quoteCents === null ? null : Math.max(0, quoteCents - netCents) / 100,
  };
};

/** An amount typed in a field: dollars in whole cents, more than 0; else null. */
export const parseDollars = (value: string): number | null => {
  const trimmed = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
};
