import Stripe from 'stripe';
import { AppError } from '../errors/app-error.ts';

/**
 * The Stripe payment rail: Checkout Sessions for an official quote's total, refunds of payments made there, and
 * verified webhook events. Framework-free; issue 14's payment work wires it into the routes. Nothing here logs or
 * throws the secret key, the customer's email or Stripe's own error text: callers get AppErrors with safe messages.
 */

export type TStripeGatewayOptions = {
  /** STRIPE_SECRET_KEY; unset (with the webhook secret) means card payments are off. */
  secretKey: string | undefined;
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (`whsec_…`). */
  webhookSecret: string | undefined;
  /** STRIPE_API_URL: another API origin (a local test server, an egress proxy); the client always calls /v1/…. */
  apiUrl?: string | undefined;
  /** Where failed provider calls are noted: Stripe's error type/code/status and request id, never its message. */
  logger?: TGatewayLogger;
  /** Per-request time limit; 20 s by default. */
  timeoutMs?: number;
};

type TGatewayLogger = { warn: (details: Record<string, unknown>, message: string) => void };

export type TCheckoutLine = {
  /** Shown on Stripe's page as the product name. */
  description: string;
  /** Unit price in cents (an integer ≥ 1). */
  amountCents: number;
  quantity: number;
};

export type TCreateCheckoutSessionInput = {
  orderId: string;
  orderNumber: string;
  officialQuoteId: string;
  customerEmail: string;
  currency: 'usd';
  lines: TCheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  /** The same key for the same attempt: a retried request returns the session already created. */
  idempotencyKey: string;
};

export type TCheckoutSession = { sessionId: string; checkoutUrl: string };

export type TCreateRefundInput = {
  paymentIntentId: string;
  amountCents: number;
  reason?: Stripe.RefundCreateParams.Reason;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type TRefund = { refundId: string; status: string; amountCents: number };

/** A refund Stripe has on record for a payment intent, made by us or in the dashboard; `created` in seconds. */
export type TListedRefund = TRefund & { created: number };

export type TStripeGateway = {
  createCheckoutSession: (input: TCreateCheckoutSessionInput) => Promise<TCheckoutSession>;
  createRefund: (input: TCreateRefundInput) => Promise<TRefund>;
  /** Every refund of the payment intent, oldest first (charge.refunded carries the total, not the refunds). */
  listRefunds: (paymentIntentId: string) => Promise<TListedRefund[]>;
  /** The verified event; AppError BAD_REQUEST for a missing, wrong or expired (> 300 s) signature. */
  parseWebhook: (rawBody: Buffer | string, signatureHeader: string | undefined) => Stripe.Event;
};

export const STRIPE_TIMEOUT_MS = 20_000;

const UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again.';

/** Stripe's documented error codes (`amount_too_small`, `charge_already_refunded`…) are safe to pass on. */
const SAFE_PROVIDER_CODE = /^[a-z0-9_]{1,64}$/;

/** A Stripe failure as an AppError whose message and details are ours, never Stripe's raw text. */
const toAppError = (error: unknown, operation: string, logger: TGatewayLogger | undefined): unknown => {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  logger?.warn(
    {
      operation,
      stripeErrorType: error.type,
      stripeCode: error.code,
      statusCode: error.statusCode,
      stripeRequestId: error.requestId,
    },
    'Stripe request failed',
  );
  const status = error.statusCode ?? 0;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status >= 500 ||
    status === 0
  ) {
    return new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE, undefined, { retryAfterSeconds: 30 });
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    // Our key is wrong or lacks a permission: nothing the customer can fix, and 5xx bodies carry no internals.
    return new AppError('INTERNAL', 'Payments are not available right now. Please contact support.');
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new AppError('CONFLICT', 'This payment request was already made with different details.');
  }
  const providerCode = error.code && SAFE_PROVIDER_CODE.test(error.code) ? error.code : undefined;
  return new AppError(
    'BAD_REQUEST',
    'The payment provider refused the request.',
    providerCode ? { providerCode } : undefined,
  );
};

const assertCents = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new TypeError(`${what} must be a positive whole number of cents`);
};

/** Protocol, host and port for the Stripe client from STRIPE_API_URL; nothing when unset (api.stripe.com). */
const apiTarget = (apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'protocol' | 'host' | 'port'> => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) };
};

/** The gateway, or null when Stripe is not configured (env validation guarantees both secrets or neither). */
export const createStripeGateway = ({
  secretKey,
  webhookSecret,
  apiUrl,
  logger,
  timeoutMs = STRIPE_TIMEOUT_MS,
}: TStripeGatewayOptions): TStripeGateway | null => {
  if (!secretKey || !webhookSecret) return null;
  const stripe = new Stripe(secretKey, { ...apiTarget(apiUrl), timeout: timeoutMs, maxNetworkRetries: 1 });

  const createCheckoutSession = async (input: TCreateCheckoutSessionInput): Promise<TCheckoutSession> => {
    if (input.lines.length === 0) throw new TypeError('A checkout session needs at least one line');
    for (const line of input.lines) {
      assertCents(line.amountCents, 'amountCents');
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
        throw new TypeError('quantity must be a positive whole number');
      }
    }
    const metadata = {
      orderId: input.orderId,
      orderNumber: input.orderNumber,
      officialQuoteId: input.officialQuoteId,
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: line.amountCents,
              product_data: { name: line.description },
            },
          })),
          customer_email: input.customerEmail,
          client_reference_id: input.orderNumber,
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      throw toAppError(error, 'checkout.sessions.create', logger);
    }
    if (!session.url) {
      logger?.warn({ operation: 'checkout.sessions.create' }, 'Stripe returned a session without a URL');
      throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE, undefined, { retryAfterSeconds: 30 });
    }
    return { sessionId: session.id, checkoutUrl: session.url };
  };

  const createRefund = async (input: TCreateRefundInput): Promise<TRefund> => {
    assertCents(input.amountCents, 'amountCents');
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          ...(input.reason ? { reason: input.reason } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      throw toAppError(error, 'refunds.create', logger);
    }
    return { refundId: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
  };

  const listRefunds = async (paymentIntentId: string): Promise<TListedRefund[]> => {
    const refunds: TListedRefund[] = [];
    try {
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        refunds.push({
          refundId: refund.id,
          status: refund.status ?? 'pending',
          amountCents: refund.amount,
          created: refund.created,
        });
      }
    } catch (error) {
      throw toAppError(error, 'refunds.list', logger);
    }
    return refunds.sort((a, b) => a.created - b.created || a.refundId.localeCompare(b.refundId));
  };

  const parseWebhook = (rawBody: Buffer | string, signatureHeader: string | undefined): Stripe.Event => {
    if (!signatureHeader) throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
    try {
      // Default tolerance: Stripe's 300 s, so a replayed old delivery is refused.
      return stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
    } catch {
      // Bad signature, stale timestamp, or a signed body that is not an event: all the same to the sender.
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
    }
  };

  return { createCheckoutSession, createRefund, listRefunds, parseWebhook };
};
