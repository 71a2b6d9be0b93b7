import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { MANUAL_PAYMENT_METHODS, type TRecordPaymentRequest } from '@sello/shared/payment-schemas';
import { fromCents } from '@sello/shared/pricing';
import { z } from 'zod';
import { ZDollarCentsText } from './dollar-amount';
import { paymentTotals } from './payment-totals';

export const AMOUNT_MESSAGE = 'Enter an amount in dollars and cents, more than $0';

/** "Record Payment" as typed → the request body (dollars on the wire, from whole cents). */
export const ZRecordPaymentForm = z
  .object({
    amount: ZDollarCentsText(AMOUNT_MESSAGE),
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose how the payment was received' }),
    reference: z.string().trim().max(200, { error: 'The reference must be at most 200 characters' }),
  })
  .transform(
    ({ amount, method, reference }): TRecordPaymentRequest => ({
      amount: fromCents(amount),
      method,
      ...(reference ? { reference } : {}),
    }),
  );
export type TRecordPaymentFormValues = z.input<typeof ZRecordPaymentForm>;

/** Prefilled with what is still owed on the quote (nothing without a quote), by bank transfer. */
export const recordPaymentDefaults = (order: TAdminOrder): TRecordPaymentFormValues => {
  const { outstanding } = paymentTotals(order);
  return { amount: outstanding ? outstanding.toFixed(2) : '', method: 'bank_transfer', reference: '' };
};
