import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeOfficialQuote, makePayment } from '../testing/make-admin-order';
import { recordPaymentDefaults, ZRecordPaymentForm } from './record-payment-form';

const values = (changes: Partial<ReturnType<typeof recordPaymentDefaults>> = {}) => ({
  amount: '100',
  method: 'bank_transfer' as const,
  reference: '',
  ...changes,
});
const problems = (input: ReturnType<typeof values>) =>
  ZRecordPaymentForm.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('record payment form', () => {
  it('is prefilled with the quote total minus what was paid and kept, by bank transfer', () => {
    const quote = makeOfficialQuote({ status: 'APPROVED', total: 150.1 });
    const order = makeAdminOrder({
      officialQuote: quote,
      payments: [
        makePayment({ amount: 100.05 }),
        makePayment({ paymentId: '8e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918', kind: 'REFUND', amount: 20.02 }),
      ],
    });
    expect(recordPaymentDefaults(order)).toEqual({ amount: '70.07', method: 'bank_transfer', reference: '' });
  });

  it('starts empty without a quote, or when nothing is owed', () => {
    expect(recordPaymentDefaults(makeAdminOrder()).amount).toBe('');
    const paid = makeAdminOrder({ officialQuote: makeOfficialQuote(), payments: [makePayment({ amount: 120 })] });
    expect(recordPaymentDefaults(paid).amount).toBe('');
  });

  it('sends the amount in dollars from whole cents, the method and a trimmed reference', () => {
    expect(ZRecordPaymentForm.parse(values({ amount: '0.29', method: 'check', reference: '  CHK-1 ' }))).toEqual({
      amount: 0.29,
      method: 'check',
      reference: 'CHK-1',
    });
  });

  it('leaves out an empty reference', () => {
    expect(ZRecordPaymentForm.parse(values({ reference: '   ' }))).toEqual({ amount: 100, method: 'bank_transfer' });
  });

  it.each(['', '0', '-5', '12.345'])('refuses the amount %j', (amount) => {
    expect(problems(values({ amount }))).toEqual([['amount', 'Enter an amount in dollars and cents, more than $0']]);
  });

  it('refuses a reference over 200 characters', () => {
    expect(problems(values({ reference: 'x'.repeat(201) }))).toEqual([
      ['reference', 'The reference must be at most 200 characters'],
    ]);
  });
});
