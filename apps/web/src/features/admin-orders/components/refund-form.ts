import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { type TRefundRequest, ZRefundRequest } from '@sello/shared/payment-schemas';
import { formatUsd, fromCents, toCents } from '@sello/shared/pricing';
import { z } from 'zod';
import { ZDollarCentsText } from './dollar-amount';
import { paymentTotals } from './payment-totals';
import { AMOUNT_MESSAGE } from './record-payment-form';

/** "Refund" as typed → the request body: at most what was paid minus what was already refunded, with a reason. */
export const refundFormSchema = (order: TAdminOrder) => {
  const { refundable } = paymentTotals(order);
  return z
    .object({
      amount: ZDollarCentsText(AMOUNT_MESSAGE).refine((cents) => cents <= toCents(refundable), {
        error: `You can refund at most ${formatUsd(refundable)}`,
      }),
      reason: ZRefundRequest.shape.reason,
    })
    .transform(({ amount, reason }): TRefundRequest => ({ amount: fromCents(amount), reason }));
};
export type TRefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/** Prefilled with everything that can still be refunded. */
export const refundDefaults = (order: TAdminOrder): TRefundFormValues => {
  const { refundable } = paymentTotals(order);
  return { amount: refundable > 0 ? refundable.toFixed(2) : '', reason: '' };
};
