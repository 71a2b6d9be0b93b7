import { ORDER_STATUSES, type TOrderStatus } from './constants.ts';

/**
 * The order lifecycle, once: which status may follow which, through which action, and which customer email the
 * change sends. The API's changeOrderStatus refuses anything not in this table; the admin status controls offer
 * only what it allows to staff.
 */

export { ORDER_STATUSES, type TOrderStatus };

/**
 * Who (through which action) moves an order:
 * - staff: the status controls (orders list menu, order page);
 * - cancellation: staff's cancel action, with a reason;
 * - completion: staff's completion action, which delivers the translated files;
 * - payment: a recorded payment that covers the approved official quote (Stripe or staff);
 * - download: the customer's first download of the translated files.
 */
export const LIFECYCLE_ACTORS = ['staff', 'cancellation', 'completion', 'payment', 'download'] as const;
export type TLifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** The customer emails a change sends (outbox template names). */
export type TLifecycleEmail = 'payment-received' | 'order-status-in-progress' | 'order-completed' | 'order-cancelled';

export type TOrderTransition = {
  from: TOrderStatus;
  to: TOrderStatus;
  actor: TLifecycleActor;
  /** The customer email the change sends, if any. */
  email: TLifecycleEmail | null;
};

const OPEN = ['PENDING', 'PAID', 'IN_PROGRESS'] as const satisfies readonly TOrderStatus[];

export const ORDER_TRANSITIONS: readonly TOrderTransition[] = [
  { from: 'PENDING', to: 'PAID', actor: 'payment', email: 'payment-received' },
  { from: 'PENDING', to: 'IN_PROGRESS', actor: 'staff', email: 'order-status-in-progress' },
  { from: 'PAID', to: 'IN_PROGRESS', actor: 'staff', email: 'order-status-in-progress' },
  ...OPEN.map((from) => ({
    from,
    to: 'COMPLETED' as const,
    actor: 'completion' as const,
    email: 'order-completed' as const,
  })),
  ...OPEN.map((from) => ({
    from,
    to: 'CANCELLED' as const,
    actor: 'cancellation' as const,
    email: 'order-cancelled' as const,
  })),
  { from: 'COMPLETED', to: 'DELIVERED', actor: 'download', email: null },
  { from: 'CANCELLED', to: 'PENDING', actor: 'staff', email: null },
];

/**
 * What each status is called, to the customer and to staff alike: badges, menus, the order history. (The tracking
 * timeline and the customer's dashboard name their steps more finely around these.)
 */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  PENDING: 'Pending Review',
  PAID: 'Payment Received',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The order's translated files are delivered: the customer can download them, and they are fixed. */
export const isDelivered = (status: string): status is 'COMPLETED' | 'DELIVERED' =>
  status === 'COMPLETED' || status === 'DELIVERED';
/** The order is still being worked on. */
export const isOpen = (status: string): status is (typeof OPEN)[number] => (OPEN as readonly string[]).includes(status);
export const DELIVERED_STATUSES = ['COMPLETED', 'DELIVERED'] as const satisfies readonly TOrderStatus[];
export const OPEN_STATUSES = OPEN;

/** The transition from → to through this actor, or undefined when the table does not allow it. */
export const findTransition = (from: string, to: string, actor: TLifecycleActor): TOrderTransition | undefined =>
  ORDER_TRANSITIONS.find(
    (transition) => transition.from === from && transition.to === to && transition.actor === actor,
  );

/** The statuses this actor may move an order in `from` to. */
export const allowedTransitions = (from: string, actor: TLifecycleActor): TOrderStatus[] =>
  ORDER_TRANSITIONS.filter((transition) => transition.from === from && transition.actor === actor).map(
    (transition) => transition.to,
  );
