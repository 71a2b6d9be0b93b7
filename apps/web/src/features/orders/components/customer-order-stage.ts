import type { TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';

/**
 * Where an order stands for its customer. A PENDING order has three stages the status alone cannot tell apart:
 * staff are still reviewing it, an official quote waits for the customer's approval, or the customer approved it
 * and the payment has not arrived. Every other status is its own stage.
 */
export type TCustomerOrderStage =
  | 'PENDING_REVIEW'
  | 'AWAITING_APPROVAL'
  | 'AWAITING_PAYMENT'
  | Exclude<TOrderStatus, 'PENDING'>;

/** What each status means for the customer, under "Current status" (until when files can be downloaded is said beside it, by date). */
export const STATUS_DESCRIPTIONS: Record<TOrderStatus, string> = {
  PENDING:
    'Our team reviews your documents within 24 hours and emails you an official quote with the final price and delivery date.',
  PAID: 'Payment confirmed. Your project is being assigned to a translator.',
  IN_PROGRESS: 'A professional translator is working on your documents.',
  COMPLETED: 'Your translation is complete. Your translated files are ready to download.',
  DELIVERED: 'Your translated files have been delivered.',
  CANCELLED: 'This order was cancelled. If you think this is a mistake, please contact us.',
};

export const CUSTOMER_STAGE_LABELS: Record<TCustomerOrderStage, string> = {
  PENDING_REVIEW: ORDER_STATUS_LABELS.PENDING,
  AWAITING_APPROVAL: 'Awaiting your approval',
  AWAITING_PAYMENT: 'Awaiting payment',
  PAID: ORDER_STATUS_LABELS.PAID,
  IN_PROGRESS: ORDER_STATUS_LABELS.IN_PROGRESS,
  COMPLETED: ORDER_STATUS_LABELS.COMPLETED,
  DELIVERED: ORDER_STATUS_LABELS.DELIVERED,
  CANCELLED: ORDER_STATUS_LABELS.CANCELLED,
};

export const CUSTOMER_STAGE_DESCRIPTIONS: Record<TCustomerOrderStage, string> = {
  PENDING_REVIEW: STATUS_DESCRIPTIONS.PENDING,
  AWAITING_APPROVAL:
    'We have reviewed your documents and sent you an official quote. Approve it to start the translation — nothing is charged until you approve.',
  AWAITING_PAYMENT: 'You approved the official quote. We start the translation as soon as your payment arrives.',
  PAID: STATUS_DESCRIPTIONS.PAID,
  IN_PROGRESS: STATUS_DESCRIPTIONS.IN_PROGRESS,
  COMPLETED: STATUS_DESCRIPTIONS.COMPLETED,
  DELIVERED: STATUS_DESCRIPTIONS.DELIVERED,
  CANCELLED: STATUS_DESCRIPTIONS.CANCELLED,
};

/**
 * The one rule for the customer's stage. `officialQuote` may be absent (tracking by order number does not carry
 * it): such a PENDING order reads as under review, as does one whose quote expired or was superseded.
 */
export const customerOrderStage = (
  order: Pick<TOrder, 'status'> & Partial<Pick<TOrder, 'officialQuote'>>,
): TCustomerOrderStage => {
  if (order.status !== 'PENDING') return order.status;
  const quote = order.officialQuote;
  if (quote?.status === 'APPROVED') return 'AWAITING_PAYMENT';
  // An expired quote cannot be approved: staff send a new one, so the order is back under review.
  if (quote?.status === 'CURRENT' && !quote.expired) return 'AWAITING_APPROVAL';
  return 'PENDING_REVIEW';
};

export const customerOrderStageLabel = (order: Parameters<typeof customerOrderStage>[0]): string =>
  CUSTOMER_STAGE_LABELS[customerOrderStage(order)];
