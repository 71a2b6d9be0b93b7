import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makePayment } from '../testing/make-admin-order';
import { refundDefaults, refundFormSchema } from './refund-form';

const order = makeAdminOrder({
  payments: [
    makePayment({ amount: 150 }),
    makePayment({ paymentId: '8e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918', kind: 'REFUND', amount: 49.99 }),
  ],
});
const problems = (amount: string, reason: string) =>
  refundFormSchema(order)
    .safeParse({ amount, reason })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('refund form', () => {
  it('is prefilled with what was paid minus what was refunded', () => {
    expect(refundDefaults(order)).toEqual({ amount: '100.01', reason: '' });
  });

  it('starts empty when nothing can be refunded', () => {
    expect(refundDefaults(makeAdminOrder())).toEqual({ amount: '', reason: '' });
  });

  it('sends the amount in dollars from whole cents and the trimmed reason', () => {
    expect(refundFormSchema(order).parse({ amount: '100.01', reason: ' Order cancelled ' })).toEqual({
      amount: 100.01,
      reason: 'Order cancelled',
    });
  });

  it('refuses more than can be refunded, to the cent', () => {
    expect(problems('100.02', 'Goodwill')).toEqual([['amount', 'You can refund at most $100.01']]);
  });

  it.each(['', '0', '-1', '1.001'])('refuses the amount %j', (amount) => {
    expect(problems(amount, 'Goodwill')).toEqual([['amount', 'Enter an amount in dollars and cents, more than $0']]);
  });

  it('needs a reason', () => {
    expect(problems('10', '   ')).toEqual([['reason', 'Please give a reason']]);
  });
});
