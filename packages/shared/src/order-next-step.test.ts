import { describe, expect, it } from 'vitest';
import { ORDER_STAGES, type TOrderStage } from './order-lifecycle.ts';
import { isMoneyDue, nextOrderStep, orderMoneyCents, type TNextStep, type TNextStepOrder } from './order-next-step.ts';

const order = (overrides: Partial<TNextStepOrder> = {}): TNextStepOrder => ({
  status: 'PENDING',
  officialQuote: null,
  payments: [],
  translatedFiles: [],
  ...overrides,
});
const quote = (status: 'CURRENT' | 'SUPERSEDED' | 'APPROVED', expired = false, total = 116.5) => ({
  status,
  expired,
  total,
});
const paid = (amount: number) => ({ kind: 'PAYMENT' as const, amount });

describe('nextOrderStep', () => {
  it.each<[string, TNextStepOrder, TNextStep]>([
    ['pending without an official quote: send one', order(), 'send_quote'],
    ['pending, its quote expired: send a new one', order({ officialQuote: quote('CURRENT', true) }), 'send_quote'],
    ['pending, only a superseded quote left', order({ officialQuote: quote('SUPERSEDED') }), 'send_quote'],
    [
      'pending, quote sent and valid: the customer approves',
      order({ officialQuote: quote('CURRENT') }),
      'await_approval',
    ],
    ['pending, quote approved, money due', order({ officialQuote: quote('APPROVED') }), 'record_payment'],
    [
      'pending, quote approved and partly paid',
      order({ officialQuote: quote('APPROVED'), payments: [paid(50)] }),
      'record_payment',
    ],
    [
      'pending, quote approved and paid in full',
      order({ officialQuote: quote('APPROVED'), payments: [paid(116.5)] }),
      'assign',
    ],
    ['paid, nothing uploaded: assign (or translate)', order({ status: 'PAID' }), 'assign'],
    ['in progress, nothing uploaded', order({ status: 'IN_PROGRESS' }), 'assign'],
    ['paid, translation uploaded: deliver', order({ status: 'PAID', translatedFiles: [{}] }), 'deliver'],
    ['in progress, translation uploaded', order({ status: 'IN_PROGRESS', translatedFiles: [{}] }), 'deliver'],
    ['completed', order({ status: 'COMPLETED', translatedFiles: [{}] }), 'done'],
    ['delivered', order({ status: 'DELIVERED', translatedFiles: [{}] }), 'done'],
    ['cancelled', order({ status: 'CANCELLED', officialQuote: quote('APPROVED') }), 'cancelled'],
  ])('%s', (_name, input, expected) => {
    expect(nextOrderStep(input)).toBe(expected);
  });

  const byStage: Record<TOrderStage, TNextStep> = {
    awaiting_assignment: 'assign',
    in_translation: 'await_translation',
    in_review: 'review',
    draft_with_customer: 'await_customer',
    changes_requested: 'customer_corrections',
    final_ready: 'deliver',
  };
  it.each(
    ORDER_STAGES.flatMap((stage) => (['PAID', 'IN_PROGRESS'] as const).map((status) => [status, stage] as const)),
  )('%s at stage %s follows the stage, whatever was uploaded', (status, stage) => {
    expect(nextOrderStep(order({ status, stage, translatedFiles: [{}] }))).toBe(byStage[stage]);
  });

  it.each([
    ['preparing', 'prepare_draft'],
    ['awaiting_customer', 'await_customer'],
  ] as const)('with the customer, a draft %s: %s', (state, expected) => {
    const draft = { state };
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'draft_with_customer', draft }))).toBe(expected);
  });

  it('a draft that could not be made: the translation is back with the translator', () => {
    const draft = { state: 'failed' } as const;
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'in_translation', draft }))).toBe('draft_not_made');
    // Once the new version is uploaded, the review comes next.
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'in_review', draft }))).toBe('review');
  });

  it.each([
    ['generating', 'prepare_certified'],
    ['failed', 'certified_failed'],
    ['ready', 'deliver'],
  ] as const)("a sworn order's certified translations %s: %s", (state, expected) => {
    const certified = { state };
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'final_ready', certified }))).toBe(expected);
  });

  it('the draft counts only while the order is with the customer', () => {
    const draft = { state: 'preparing' } as const;
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'changes_requested', draft }))).toBe(
      'customer_corrections',
    );
    expect(nextOrderStep(order({ status: 'IN_PROGRESS', stage: 'final_ready', draft }))).toBe('deliver');
  });

  it('a stage never outranks cancellation or delivery', () => {
    expect(nextOrderStep(order({ status: 'CANCELLED', stage: 'final_ready' }))).toBe('cancelled');
    expect(nextOrderStep(order({ status: 'COMPLETED', stage: 'final_ready' }))).toBe('done');
  });
});

describe('money due', () => {
  it('counts in cents: refunds give money back to owe, floats do not leave a cent', () => {
    const input = order({
      officialQuote: quote('APPROVED', false, 0.3),
      payments: [paid(0.1), paid(0.2)],
    });
    expect(orderMoneyCents(input)).toEqual({ paid: 30, refunded: 0, due: 0 });
    expect(isMoneyDue(input)).toBe(false);
    const refunded = { ...input, payments: [...input.payments, { kind: 'REFUND' as const, amount: -0.1 }] };
    expect(orderMoneyCents(refunded).due).toBe(10);
    expect(isMoneyDue(refunded)).toBe(true);
  });

  it('nothing is due without an official quote, or on a cancelled order', () => {
    expect(isMoneyDue(order())).toBe(false);
    expect(isMoneyDue(order({ status: 'CANCELLED', officialQuote: quote('APPROVED') }))).toBe(false);
  });
});
