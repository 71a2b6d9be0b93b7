import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for api.stripe.com: answers the Checkout Session and Refund calls the gateway makes, records
 * every request, and signs webhook events the way Stripe does. Point the gateway (or STRIPE_API_URL) at `url`.
 */

type TFormValue = string | TFormValue[] | { [key: string]: TFormValue };

export type TStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The x-www-form-urlencoded body as sent: `line_items[0][price_data][unit_amount]` → '1500'. */
  form: Record<string, string>;
  /** The same body nested: `body.line_items[0].price_data.unit_amount` → '1500' (values stay strings). */
  body: Record<string, TFormValue>;
  /** The Idempotency-Key header, if any. */
  idempotencyKey: string | undefined;
};

type TFailure = { status: number; type?: string; code?: string; message?: string; times: number };

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's bracketed keys (`a[b][0][c]=v`) into nested objects and arrays. */
export const parseStripeForm = (text: string): { form: Record<string, string>; body: Record<string, TFormValue> } => {
  const form: Record<string, string> = {};
  const body: Record<string, TFormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    form[key] = value;
    const path = key.split(/[[\]]+/).filter((part) => part !== '');
    let node: Record<string, TFormValue> | TFormValue[] = body;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, TFormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, TFormValue> | TFormValue[];
    });
  }
  return { form, body };
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': testId('req'), ...headers });
  res.end(JSON.stringify(body));
};

type TLineItem = { quantity?: string; price_data?: { unit_amount?: string; currency?: string } };

const checkoutSession = (body: Record<string, TFormValue>) => {
  const id = testId('cs');
  const lines = (body.line_items ?? []) as TLineItem[];
  const amountTotal = lines.reduce(
    (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
    0,
  );
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    payment_intent: testId('pi'),
    mode: body.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amountTotal,
    currency: lines[0]?.price_data?.currency ?? 'usd',
    customer_email: body.customer_email ?? null,
    client_reference_id: body.client_reference_id ?? null,
    metadata: body.metadata ?? {},
    success_url: body.success_url ?? null,
    cancel_url: body.cancel_url ?? null,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  };
};

const refund = (body: Record<string, TFormValue>) => ({
  id: testId('re'),
  object: 'refund',
  status: 'succeeded',
  amount: Number(body.amount ?? 0),
  currency: 'usd',
  payment_intent: body.payment_intent ?? null,
  reason: body.reason ?? null,
  metadata: body.metadata ?? {},
  created: Math.floor(Date.now() / 1000),
});

type TFakeRefund = ReturnType<typeof refund>;

export const startFakeStripeServer = async () => {
  const requests: TStripeRequest[] = [];
  /** Every refund this account has made, through the API or in the dashboard (`dashboardRefund`), newest first. */
  const refunds: TFakeRefund[] = [];
  /** Like Stripe: a repeated Idempotency-Key gets the first answer again. */
  const replies = new Map<string, { status: number; body: unknown }>();
  let failure: TFailure | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { form, body } = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      const header = req.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      const method = req.method ?? '';
      const [path = '', query = ''] = (req.url ?? '').split('?');
      requests.push({ method, path, headers: req.headers, form, body, idempotencyKey });

      if (failure) {
        const { status, type, code, message } = failure;
        failure.times -= 1;
        if (failure.times <= 0) failure = undefined;
        const errorType = type ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
        return json(res, status, {
          error: { type: errorType, ...(code ? { code } : {}), message: message ?? `Fake Stripe failure ${status}` },
        });
      }
      const replayKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : undefined;
      const replay = replayKey ? replies.get(replayKey) : undefined;
      if (replay) return json(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });

      let answer: { status: number; body: unknown };
      if (method === 'POST' && path === '/v1/checkout/sessions') answer = { status: 200, body: checkoutSession(body) };
      else if (method === 'POST' && path === '/v1/refunds') {
        const made = refund(body);
        refunds.unshift(made);
        answer = { status: 200, body: made };
      } else if (method === 'GET' && path === '/v1/refunds') {
        const paymentIntent = new URLSearchParams(query).get('payment_intent');
        const data = refunds.filter((made) => paymentIntent === null || made.payment_intent === paymentIntent);
        answer = { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
      } else {
        answer = {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
        };
      }
      if (replayKey) replies.set(replayKey, answer);
      return json(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** For `apiUrl` / STRIPE_API_URL. */
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The last request to `path` (e.g. '/v1/checkout/sessions'). */
    lastRequest: (path: string) => requests.findLast((request) => request.path === path),
    /**
     * The next call(s) answer `status` with a Stripe-shaped error body. The client retries 5xx and connection errors
     * once (maxNetworkRetries: 1), so `times: 2` makes a 500 reach the caller.
     */
    failNext: (status: number, options: { times?: number; type?: string; code?: string; message?: string } = {}) => {
      failure = { status, times: options.times ?? 1, type: options.type, code: options.code, message: options.message };
    },
    /** A refund made in Stripe's dashboard: our API never asked for it; Stripe lists it and sends charge.refunded. */
    dashboardRefund: (paymentIntent: string, amountCents: number) => {
      const made = refund({ payment_intent: paymentIntent, amount: String(amountCents) });
      refunds.unshift(made);
      return made;
    },
    reset: () => {
      requests.length = 0;
      refunds.length = 0;
      replies.clear();
      failure = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TFakeStripeServer = Awaited<ReturnType<typeof startFakeStripeServer>>;

/** A Stripe event envelope around `object` (e.g. a completed checkout.session or a refunded charge). */
export const stripeEvent = (type: string, object: Record<string, unknown>, id = testId('evt')) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/**
 * The body and `Stripe-Signature` header of a webhook delivery, signed with `secret` exactly as Stripe signs it.
 * `timestamp` (seconds) lets a test send an old delivery; `payload` is the exact raw body to post.
 */
export const signedStripeEvent = (event: unknown, secret: string, options: { timestamp?: number } = {}) => {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, header };
};
