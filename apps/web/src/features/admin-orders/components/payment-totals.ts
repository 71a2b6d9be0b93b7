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
