import { ORDER_STATUSES } from '@sello/shared/constants';
import { describe, expect, it } from 'vitest';
import { makeOfficialQuote } from '@/testing/order-fixtures';
import { customerOrderStage } from './customer-order-stage';

describe('customerOrderStage', () => {
  it('reads a PENDING order without an official quote as under review', () => {
    expect(customerOrderStage({ status: 'PENDING', officialQuote: null })).toBe('PENDING_REVIEW');
  });

  it('reads a PENDING order without the quote field as under review', () => {
    expect(customerOrderStage({ status: 'PENDING' })).toBe('PENDING_REVIEW');
  });

  it('waits for the customer while a current quote is valid', () => {
    const order = { status: 'PENDING' as const, officialQuote: makeOfficialQuote() };
    expect(customerOrderStage(order)).toBe('AWAITING_APPROVAL');
  });

  it('reads the quote state the tracking by number carries', () => {
    expect(customerOrderStage({ status: 'PENDING', officialQuote: { status: 'CURRENT', expired: false } })).toBe(
      'AWAITING_APPROVAL',
    );
    expect(customerOrderStage({ status: 'PENDING', officialQuote: { status: 'APPROVED', expired: false } })).toBe(
      'AWAITING_PAYMENT',
    );
  });

  it('is back under review when the current quote expired (staff send a new one)', () => {
    const order = { status: 'PENDING' as const, officialQuote: makeOfficialQuote({ expired: true }) };
    expect(customerOrderStage(order)).toBe('PENDING_REVIEW');
  });

  it('does not count a superseded quote', () => {
    const order = { status: 'PENDING' as const, officialQuote: makeOfficialQuote({ status: 'SUPERSEDED' }) };
    expect(customerOrderStage(order)).toBe('PENDING_REVIEW');
  });

  it('waits for the payment once the quote is approved', () => {
    const order = {
      status: 'PENDING' as const,
      officialQuote: makeOfficialQuote({ status: 'APPROVED', approvedAt: '2024-12-02T10:00:00.000Z' }),
    };
    expect(customerOrderStage(order)).toBe('AWAITING_PAYMENT');
  });

  it('is PAID for a paid order, whatever its quote', () => {
    const order = { status: 'PAID' as const, officialQuote: makeOfficialQuote({ status: 'APPROVED' }) };
    expect(customerOrderStage(order)).toBe('PAID');
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'PENDING'))('keeps %s as its own stage', (status) => {
    expect(customerOrderStage({ status, officialQuote: makeOfficialQuote() })).toBe(status);
  });
});
