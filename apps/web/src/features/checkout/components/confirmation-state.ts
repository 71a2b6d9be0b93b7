import type { TOrder } from '@sello/shared/order-schemas';

/** What checkout hands to /order-confirmation through the navigation state. */
export type TConfirmationState = {
  order: TOrder;
  /** Where the confirmation was emailed, as typed (the order itself may carry a masked address). */
  email: string;
  phone: string;
  /** The quote had been submitted before (another tab, a retry): no new order was created. */
  alreadySubmitted?: boolean;
  /** An account was created with the order and the customer is now signed in. */
  accountCreated?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A light shape check: history state can be anything (an old entry, another page's state). */
export const isConfirmationState = (value: unknown): value is TConfirmationState => {
  if (!isRecord(value) || !isRecord(value.order)) return false;
  const { order } = value;
  return (
    typeof order.orderId === 'string' &&
    typeof order.orderNumber === 'string' &&
    typeof order.status === 'string' &&
    typeof order.totalPrice === 'number' &&
    isRecord(order.customerInfo) &&
    typeof value.email === 'string' &&
    typeof value.phone === 'string'
  );
};
