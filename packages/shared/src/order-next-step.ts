import type { TCertifiedState } from './certified-document-schemas.ts';
import type { TOrderStatus } from './constants.ts';
import type { TDraftState } from './draft-schemas.ts';
import type { TOrderStage } from './order-lifecycle.ts';

/**
 * The one thing staff should do now on an order, read from its status, official quote, payments and (once the order
 * has one) production stage: send quote → record payment → assign → review → (the customer's draft approval) → deliver. The admin order page's
 * "Next step" card shows it; everything else an order allows stays in its cards and the secondary menu.
 */
export const NEXT_STEPS = [
  'send_quote',
  'await_approval',
  'record_payment',
  'assign',
  'await_translation',
  'review',
  'prepare_draft',
  'draft_not_made',
  'await_customer',
  'customer_corrections',
  'prepare_certified',
  'certified_failed',
  'deliver',
  'done',
  'cancelled',
] as const;
export type TNextStep = (typeof NEXT_STEPS)[number];

/** What the step needs of an order; the admin order satisfies it. Amounts in US dollars, as on the wire. */
export type TNextStepOrder = {
  status: TOrderStatus;
  officialQuote: { status: 'CURRENT' | 'SUPERSEDED' | 'APPROVED'; expired: boolean; total: number } | null;
  payments: readonly { kind: 'PAYMENT' | 'REFUND'; amount: number }[];
  translatedFiles: readonly unknown[];
  stage?: TOrderStage | null;
  /** The current round of the customer's draft approval, where the order has one. */
  draft?: { state: TDraftState } | null;
  /** A sworn order's generated certified translations (issue 31), once its final translation was approved. */
  certified?: { state: TCertifiedState } | null;
};

const toCents = (dollars: number) => Math.round(Math.abs(dollars) * 100);

/** Cents received, refunded, and still due on the official quote (null without one). */
export const orderMoneyCents = (order: Pick<TNextStepOrder, 'payments' | 'officialQuote'>) => {
  let paid = 0;
  let refunded = 0;
  for (const payment of order.payments) {
    if (payment.kind === 'PAYMENT') paid += toCents(payment.amount);
    else refunded += toCents(payment.amount);
  }
  const quote = order.officialQuote ? toCents(order.officialQuote.total) : null;
  return { paid, refunded, due: quote === null ? null : Math.max(0, quote - (paid - refunded)) };
};

/** Money is still owed on the official quote (the case where recording a payment is the main money action). */
export const isMoneyDue = (order: Pick<TNextStepOrder, 'payments' | 'officialQuote' | 'status'>): boolean => {
  if (order.status === 'CANCELLED') return false;
  const { due } = orderMoneyCents(order);
  return due !== null && due > 0;
};

const STAGE_STEPS: Record<TOrderStage, TNextStep> = {
  awaiting_assignment: 'assign',
  in_translation: 'await_translation',
  in_review: 'review',
  draft_with_customer: 'await_customer',
  changes_requested: 'customer_corrections',
  final_ready: 'deliver',
};

export const nextOrderStep = (order: TNextStepOrder): TNextStep => {
  switch (order.status) {
    case 'CANCELLED':
      return 'cancelled';
    case 'COMPLETED':
    case 'DELIVERED':
      return 'done';
    case 'PENDING': {
      const quote = order.officialQuote;
      if (!quote || quote.status === 'SUPERSEDED' || (quote.status === 'CURRENT' && quote.expired)) {
        return 'send_quote';
      }
      if (quote.status === 'CURRENT') return 'await_approval';
      return isMoneyDue(order) ? 'record_payment' : 'assign';
    }
    case 'PAID':
    case 'IN_PROGRESS':
      // The reviewer approved, but the stamped PDFs are not made yet: the customer has nothing to check so far.
      if (order.stage === 'draft_with_customer' && order.draft?.state === 'preparing') return 'prepare_draft';
      // The translation could not be made into a PDF draft: its translator has it back to upload again.
      if (order.stage === 'in_translation' && order.draft?.state === 'failed') return 'draft_not_made';
      // A sworn order is delivered as its generated certified translations, once they are made.
      if (order.stage === 'final_ready' && order.certified?.state === 'generating') return 'prepare_certified';
      if (order.stage === 'final_ready' && order.certified?.state === 'failed') return 'certified_failed';
      if (order.stage) return STAGE_STEPS[order.stage];
      // Before production stages: the translation is uploaded by hand, then delivered.
      return order.translatedFiles.length > 0 ? 'deliver' : 'assign';
  }
};
