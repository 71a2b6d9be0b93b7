import { ORDER_STATUSES } from '@sello/shared/constants';
import { describe, expect, it } from 'vitest';
import { makeOfficialQuote } from '@/testing/order-fixtures';
import { CUSTOMER_STAGE_LABELS, customerOrderStage, customerOrderStageLabel } from './customer-order-stage';

describe('customerOrderStage', () => {
  it('reads a PENDING order without an official quote as under review', () => {
    expect(customerOrderStage({ status: 'PENDING', officialQuote: null })).toBe('PENDING_REVIEW');
    expect(customerOrderStageLabel({ status: 'PENDING', officialQuote: null })).toBe('Pending review');
  });

  it('reads a PENDING order without the quote field (tracking by number) as under review', () => {
    expect(customerOrderStage({ status: 'PENDING' })).toBe('PENDING_REVIEW');
  });

  it('waits for the customer while a current quote is valid', () => {
    const order = { status: 'PENDING' as const, officialQuote: makeOfficialQuote() };
    expect(customerOrderStage(order)).toBe('AWAITING_APPROVAL');
    expect(customerOrderStageLabel(order)).toBe('Awaiting your approval');
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
    expect(customerOrderStageLabel(order)).toBe('Awaiting payment');
  });

  it('says Payment received for a paid order, whatever its quote', () => {
    const order = { status: 'PAID' as const, officialQuote: makeOfficialQuote({ status: 'APPROVED' }) };
    expect(customerOrderStage(order)).toBe('PAID');
    expect(customerOrderStageLabel(order)).toBe('Payment received');
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'PENDING'))('keeps %s as its own stage', (status) => {
    expect(customerOrderStage({ status, officialQuote: makeOfficialQuote() })).toBe(status);
    expect(CUSTOMER_STAGE_LABELS[customerOrderStage({ status })]).toBeTruthy();
  });
});
