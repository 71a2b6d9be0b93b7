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
 * - download: the customer's first download of the translated files;
 * - customer: the customer declines the official quote while it awaits approval (issue 32).
 */
export const LIFECYCLE_ACTORS = ['staff', 'cancellation', 'completion', 'payment', 'download', 'customer'] as const;
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
  { from: 'PENDING', to: 'CANCELLED', actor: 'customer', email: 'order-cancelled' },
  { from: 'COMPLETED', to: 'DELIVERED', actor: 'download', email: null },
  { from: 'CANCELLED', to: 'PENDING', actor: 'staff', email: null },
];

/**
 * What each status is called, to the customer and to staff alike: badges, menus, the order history. (The tracking
 * timeline and the customer's dashboard name their steps more finely around these.)
 */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  PENDING: 'Pending review',
  PAID: 'Payment received',
  IN_PROGRESS: 'In progress',
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

/**
 * The production stage (issue 30): a finer field beside the status, null until the order is paid (or staff start
 * it). The customer keeps seeing the five status steps; staff, translators and reviewers see the stage.
 */
export const ORDER_STAGES = [
  'awaiting_assignment',
  'in_translation',
  'in_review',
  'draft_with_customer',
  'changes_requested',
  'final_ready',
] as const;
export type TOrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_STAGE_LABELS: Record<TOrderStage, string> = {
  awaiting_assignment: 'Awaiting assignment',
  in_translation: 'In translation',
  in_review: 'In review',
  draft_with_customer: 'Draft with customer',
  changes_requested: 'Changes requested',
  final_ready: 'Final ready',
};

/**
 * Who moves the stage:
 * - start: the order becomes PAID or IN_PROGRESS (the system, with the status change);
 * - translator: accepts a task, uploads a version (declining an offered task leaves the stage: nothing had started);
 * - manager: cancels or reassigns a task (the stage falls back when no accepted task is left);
 * - reviewer: approves (→ final ready, or the draft to the customer when the service asks for approval) or returns;
 * - customer: approves the draft or requests corrections;
 * - system: a draft not answered within the setting's days counts as approved; a draft that cannot be made (the
 *   translation cannot be read or converted to PDF) goes back to the translator.
 */
export const STAGE_ACTORS = ['start', 'translator', 'manager', 'reviewer', 'customer', 'system'] as const;
export type TStageActor = (typeof STAGE_ACTORS)[number];

/** The audit event each stage change records (the names of the audit trail's closed list). */
export type TStageEvent =
  | 'status_changed'
  | 'task_accepted'
  | 'task_unassigned'
  | 'version_uploaded'
  | 'review_approved'
  | 'review_returned'
  | 'draft_offered'
  | 'corrections_requested'
  | 'draft_approved'
  | 'draft_returned_to_translator';

export type TStageTransition = {
  /** null: the order has no stage yet. */
  from: TOrderStage | null;
  to: TOrderStage;
  actor: TStageActor;
  event: TStageEvent;
};

export const STAGE_TRANSITIONS: readonly TStageTransition[] = [
  { from: null, to: 'awaiting_assignment', actor: 'start', event: 'status_changed' },
  { from: 'awaiting_assignment', to: 'in_translation', actor: 'translator', event: 'task_accepted' },
  { from: 'in_translation', to: 'awaiting_assignment', actor: 'manager', event: 'task_unassigned' },
  { from: 'in_translation', to: 'in_review', actor: 'translator', event: 'version_uploaded' },
  { from: 'in_review', to: 'in_translation', actor: 'reviewer', event: 'review_returned' },
  { from: 'in_review', to: 'final_ready', actor: 'reviewer', event: 'review_approved' },
  { from: 'in_review', to: 'draft_with_customer', actor: 'reviewer', event: 'draft_offered' },
  { from: 'draft_with_customer', to: 'changes_requested', actor: 'customer', event: 'corrections_requested' },
  { from: 'draft_with_customer', to: 'final_ready', actor: 'customer', event: 'draft_approved' },
  { from: 'draft_with_customer', to: 'final_ready', actor: 'system', event: 'draft_approved' },
  { from: 'draft_with_customer', to: 'in_translation', actor: 'system', event: 'draft_returned_to_translator' },
  { from: 'changes_requested', to: 'in_review', actor: 'translator', event: 'version_uploaded' },
];

/** The stage transition from → to through this actor, or undefined when the table does not allow it. */
export const findStageTransition = (
  from: string | null,
  to: string,
  actor: TStageActor,
): TStageTransition | undefined =>
  STAGE_TRANSITIONS.find(
    (transition) => transition.from === from && transition.to === to && transition.actor === actor,
  );

/** The stages this actor may move an order in `from` to. */
export const allowedStageTransitions = (from: string | null, actor: TStageActor): TOrderStage[] =>
  STAGE_TRANSITIONS.filter((transition) => transition.from === from && transition.actor === actor).map(
    (transition) => transition.to,
  );
