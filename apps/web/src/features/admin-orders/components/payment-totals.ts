import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { orderMoneyCents } from '@sello/shared/order-next-step';

/** Dollars received, refunded, and what may still be refunded (received minus refunded). */
export const paymentTotals = (order: TAdminOrder) => {
  const { paid, refunded, due } = orderMoneyCents(order);
  return {
    paid: paid / 100,
    refunded: refunded / 100,
    refundable: Math.max(0, paid - refunded) / 100,
    /** The approved (or current) quote's total minus what was paid and kept; null without a quote. */
    outstanding: due === null ? null : due / 100,
  };
};
