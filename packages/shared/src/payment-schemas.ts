import { z } from 'zod';
import { ZOfficialQuote } from './official-quote-schemas.ts';

/** Approval, payments, refunds and cancellation of an order (issue 14). Amounts are US dollars on the wire. */

export const PAYMENT_KINDS = ['PAYMENT', 'REFUND'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'manual'] as const;
/** How staff received a payment they record by hand. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'check', 'cash', 'card', 'other'] as const;
export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  bank_transfer: 'Bank transfer',
  check: 'Check',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
  stripe: 'Card (Stripe)',
  /** The $0 payment recorded when a quote discounted to nothing is approved. */
  no_payment_needed: 'No payment needed',
};

export const ZPayment = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  officialQuoteId: z.uuid().nullable(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  currency: z.literal('USD'),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.string(),
  reference: z.string().nullable(),
  /** Refunds: why. */
  reason: z.string().nullable(),
  /** A payment that does not match the approved quote (amount, superseded or expired quote): staff must look. */
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The receipt (payments) or credit note (refunds) PDF, a link the browser can open. */
  documentUrl: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

const ZDollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    // At least a cent: a positive amount below half a cent passed as "whole cents" and became 0 cents (issue 33).
    .min(0.01, { error: `${label} must be at least 0.01` })
    .max(1_000_000, { error: `${label} is too large` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} must be in whole cents`,
    });

export const ZApproveOfficialQuoteRequest = z.object({
  officialQuoteId: z.uuid({ error: 'officialQuoteId must be an official quote id' }),
});
export type TApproveOfficialQuoteRequest = z.infer<typeof ZApproveOfficialQuoteRequest>;

/** How the order is paid: by card through Stripe when it is configured, else by bank transfer (issue 32). */
export const ORDER_PAYMENT_METHODS = ['card', 'bank_transfer'] as const;

/**
 * What a customer needs to pay an approved quote by bank transfer: the amount, who and where to pay, and the order
 * number to quote as the reference; `instructions` is the agency's full wording (settings). **Extension** (issue 32).
 */
export const ZBankTransferDetails = z.object({
  amount: z.number(),
  payee: z.string(),
  account: z.string(),
  reference: z.string(),
  instructions: z.string(),
});
export type TBankTransferDetails = z.infer<typeof ZBankTransferDetails>;

/** The customer declines the official quote awaiting approval; the order is cancelled (issue 32). */
export const ZDeclineOfficialQuoteRequest = z.object({
  officialQuoteId: z.uuid({ error: 'officialQuoteId must be an official quote id' }),
  reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(1000, { error: 'The reason must be at most 1,000 characters.' })
    .optional()
    .transform((value) => value || undefined),
});
export type TDeclineOfficialQuoteRequest = z.input<typeof ZDeclineOfficialQuoteRequest>;

/** The customer's question about the official quote, sent to the agency (issue 32). */
export const ZQuoteQuestionRequest = z.object({
  officialQuoteId: z.uuid({ error: 'officialQuoteId must be an official quote id' }),
  message: z
    .string({ error: 'Please write your question.' })
    .trim()
    .min(1, { error: 'Please write your question.' })
    .max(2000, { error: 'Your question must be at most 2,000 characters.' }),
});
export type TQuoteQuestionRequest = z.infer<typeof ZQuoteQuestionRequest>;

export const ZQuoteQuestionResponse = z.object({ success: z.literal(true), id: z.uuid() });
export type TQuoteQuestionResponse = z.infer<typeof ZQuoteQuestionResponse>;

/**
 * Online payment configured: the browser goes to `checkoutUrl`. Otherwise: how to pay by bank transfer. A quote whose
 * total is $0 needs no payment: the order is paid at once and `payment` is its $0 receipt.
 */
export const ZApproveOfficialQuoteResponse = z.union([
  z.object({ officialQuote: ZOfficialQuote, checkoutUrl: z.string() }),
  z.object({ officialQuote: ZOfficialQuote, instructions: z.string(), reference: z.string() }),
  z.object({ officialQuote: ZOfficialQuote, payment: ZPayment }),
]);
export type TApproveOfficialQuoteResponse = z.infer<typeof ZApproveOfficialQuoteResponse>;

export const ZRecordPaymentRequest = z.object({
  amount: ZDollars('amount'),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: `method must be one of ${MANUAL_PAYMENT_METHODS.join(', ')}` }),
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .max(200, { error: 'reference must be at most 200 characters' })
    .optional()
    .transform((value) => value || undefined),
});
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequest>;

const ZReason = z
  .string({ error: 'Please give a reason' })
  .trim()
  .min(1, { error: 'Please give a reason' })
  .max(500, { error: 'The reason must be at most 500 characters' });

export const ZRefundRequest = z.object({ amount: ZDollars('amount'), reason: ZReason });
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZCancelOrderRequest = z.object({ reason: ZReason });
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;

export const ZPaymentResponse = z.object({ payment: ZPayment });
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;
