import type { TOrderStatus } from '@sello/shared/constants';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';

/** The five steps of the tracking bar, each reached when the order enters `status`. */
export const ORDER_STEPS = [
  { status: 'PENDING', label: 'Order Placed' },
  { status: 'PAID', label: 'Payment Confirmed' },
  { status: 'IN_PROGRESS', label: 'Translation Started' },
  { status: 'COMPLETED', label: 'Translation Complete' },
  { status: 'DELIVERED', label: 'Files Delivered' },
] as const satisfies ReadonlyArray<{ status: TOrderStatus; label: string }>;

const STEP_BY_STATUS: Record<TOrderStatus, number> = {
  PENDING: 1,
  PAID: 2,
  IN_PROGRESS: 3,
  COMPLETED: 4,
  DELIVERED: 5,
  CANCELLED: 0,
};

/** 1 (Order Placed) … 5 (Files Delivered); 0 for a cancelled order, which is off the track. */
export const getOrderStep = (status: TOrderStatus): number => STEP_BY_STATUS[status];

/** How far along the bar is, from 0 to 1: (step − 1) / 4; a cancelled order shows no progress. */
export const getOrderProgress = (status: TOrderStatus): number => {
  const step = getOrderStep(status);
  return step === 0 ? 0 : (step - 1) / (ORDER_STEPS.length - 1);
};

/** When the order first entered `status`, from its event history (null when it never did). */
export const reachedAt = (order: Pick<TOrder, 'events'>, status: TOrderStatus): string | null =>
  order.events.find((event) => event.status === status)?.at ?? null;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The "time remaining" line of the current status: 'Ready for delivery' once the translation is complete,
 * '2 days, 4 hours' / '3 hours, 12 minutes' / '25 minutes' until the estimated delivery, and 'Almost ready'
 * in the last minute or once that time has passed. Null when there is nothing to count down to
 * (cancelled, or no estimate yet).
 */
export const describeTimeRemaining = (
  order: Pick<TOrder, 'status' | 'deliveryDate'>,
  nowMs: number = Date.now(),
): string | null => {
  if (isDelivered(order.status)) return 'Ready for delivery';
  if (order.status === 'CANCELLED' || !order.deliveryDate) return null;
  const due = Date.parse(order.deliveryDate);
  if (Number.isNaN(due)) return null;
  const remaining = due - nowMs;
  if (remaining < MINUTE_MS) return 'Almost ready';
  const days = Math.floor(remaining / DAY_MS);
  const hours = Math.floor((remaining % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((remaining % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${plural(days, 'day')}, ${plural(hours, 'hour')}`;
  if (hours > 0) return `${plural(hours, 'hour')}, ${plural(minutes, 'minute')}`;
  return plural(minutes, 'minute');
};

/** What each status means for the customer, under "Current Status". */
export const STATUS_DESCRIPTIONS: Record<TOrderStatus, string> = {
  PENDING:
    'Our team reviews every submitted project within 24 hours and will email you to confirm the details and next steps.',
  PAID: 'Payment confirmed. Your project is being assigned to a translator.',
  IN_PROGRESS: 'A professional translator is working on your documents.',
  COMPLETED: 'Your translation is complete. Your translated files are ready to download.',
  DELIVERED: 'Your translated files have been delivered. You can download them again at any time.',
  CANCELLED: 'This order was cancelled. If you think this is a mistake, please contact us.',
};
