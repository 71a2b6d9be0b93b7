import type { TOrderStatus } from '@sello/shared/constants';
import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';

/**
 * Where an order stands for its customer. A PENDING order has three stages the status alone cannot tell apart:
 * staff are still reviewing it, an official quote waits for the customer's approval, or the customer approved it
 * and the payment has not arrived. Every other status is its own stage. Each stage's label is in the shared words
 * (`customerStages`), its description in this feature's catalogue (`stageDescriptions`).
 */
export type TCustomerOrderStage =
  | 'PENDING_REVIEW'
  | 'AWAITING_APPROVAL'
  | 'AWAITING_PAYMENT'
  | Exclude<TOrderStatus, 'PENDING'>;

/** What the stage reads of the official quote: the full order's quote, or the state the tracking by number carries. */
export type TQuoteState = Pick<TOfficialQuote, 'status' | 'expired'>;

/**
 * The one rule for the customer's stage. `officialQuote` may be absent or null (no quote yet): such a PENDING order
 * reads as under review, as does one whose quote expired or was superseded.
 */
export const customerOrderStage = (order: {
  status: TOrderStatus;
  officialQuote?: TQuoteState | null | undefined;
}): TCustomerOrderStage => {
  if (order.status !== 'PENDING') return order.status;
  const quote = order.officialQuote;
  if (quote?.status === 'APPROVED') return 'AWAITING_PAYMENT';
  // An expired quote cannot be approved: staff send a new one, so the order is back under review.
  if (quote?.status === 'CURRENT' && !quote.expired) return 'AWAITING_APPROVAL';
  return 'PENDING_REVIEW';
};
