import { createHash, randomBytes } from 'node:crypto';
import { signedStripeEvent, stripeEvent } from '../../apps/api/test/helpers/fake-stripe-server.ts';
import { download, request, type TResponse } from './http.ts';

/**
 * The steps of a Sello customer's (and its staff's) journey, over HTTP, as the web app makes them. Each returns the
 * raw response; what counts as success, retrying and recording what was acknowledged is the scenario's business.
 */

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A document of `count` distinct words, unique per call (so two customers' files never share a hash). */
export const documentText = (count: number) => {
  const tag = randomBytes(4).toString('hex');
  return Array.from({ length: count }, (_, index) => `w${tag}${index}`).join(' ');
};

export type TCaller = { baseUrl: string; clientIp?: string; token?: string };

const call = (caller: TCaller, method: string, path: string, body?: unknown) =>
  request(caller.baseUrl, { method, path, body, token: caller.token, clientIp: caller.clientIp });

/** A client address per scripted customer, in a private range (only ever a header value, never dialled). */
export const customerAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** The sign-in's raw answer (for a step that retries it); `signIn` when only the token matters. */
export const signInAnswer = (caller: TCaller, email: string, password: string) =>
  call(caller, 'POST', '/api/auth/signin', { email, password });

/** The access token, or null when the sign-in was not answered 200. */
export const signIn = async (caller: TCaller, email: string, password: string) => {
  const response = await signInAnswer(caller, email, password);
  return response.status === 200 ? (response.json.tokens.accessToken as string) : null;
};

/** The PUT's answer with the new file's key; without `fileKey` it is the presign's answer (which failed). */
export type TUploaded = TResponse & { fileKey?: string };

/**
 * Presign, then PUT the bytes where the presign says (the bucket, or the instance's own upload route). Answers the
 * PUT's response with the new file's `fileKey`, or the presign's when that failed.
 */
export const uploadBytes = async (
  caller: TCaller,
  file: { filename: string; contentType: string; bytes: Uint8Array },
  extra: Record<string, unknown> = {},
): Promise<TUploaded> => {
  const presign = await call(caller, 'POST', '/api/uploads/presigned-url', {
    files: [{ filename: file.filename, contentType: file.contentType, size: file.bytes.length }],
    ...extra,
  });
  if (presign.status !== 200) return presign;
  const [target] = presign.json.uploads;
  // A bucket's presigned URL carries its own authorisation; only the instance's own route gets the session.
  const toBucket = /^https?:/.test(target.uploadUrl);
  const put = await request(caller.baseUrl, {
    method: 'PUT',
    path: target.uploadUrl,
    rawBody: file.bytes,
    contentType: file.contentType,
    ...(toBucket ? {} : { clientIp: caller.clientIp, token: caller.token }),
  });
  return { ...put, fileKey: target.fileKey as string };
};

export const analyze = (caller: TCaller, fileKey: string, filename: string) =>
  call(caller, 'POST', '/api/analyze/document', { fileKey, filename });

export const createQuote = (caller: TCaller, fileKeys: string[]) =>
  call(caller, 'POST', '/api/quotes', {
    files: fileKeys.map((fileKey) => ({ fileKey })),
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
  });

export const selectService = (caller: TCaller, quoteId: string, service: 'professional' | 'sworn') =>
  call(caller, 'PUT', `/api/quotes/${quoteId}`, { selectedService: service });

export const customerDetails = (email: string) => ({
  firstName: 'Chaos',
  lastName: 'Customer',
  email,
  phone: '+1 312 555 0142',
  address: '100 N State St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60602',
});

export const createOrder = (caller: TCaller, quoteId: string, email: string, service = 'professional') =>
  call(caller, 'POST', '/api/orders', { quoteId, customerInfo: customerDetails(email), serviceType: service });

export const getOrder = (caller: TCaller, orderId: string) => call(caller, 'GET', `/api/orders/${orderId}`);

/** Staff confirm the counts and send the official quote (delivery in five days). */
export const sendOfficialQuote = (
  staff: TCaller,
  orderId: string,
  files: { fileKey: string; pages: number; wordCount: number }[],
) =>
  call(staff, 'POST', `/api/admin/orders/${orderId}/official-quote`, {
    files,
    extras: [],
    deliveryDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
  });

export const approveOfficialQuote = (caller: TCaller, orderId: string, officialQuoteId: string) =>
  call(caller, 'POST', `/api/orders/${orderId}/approve`, { officialQuoteId });

/** Stripe's `checkout.session.completed` for the order, signed with the site's webhook secret. */
export const paymentEvent = (
  order: { orderId: string; orderNumber: string },
  officialQuoteId: string,
  amountCents: number,
) => {
  const paymentIntent = `pi_chaos_${randomBytes(8).toString('hex')}`;
  return stripeEvent('checkout.session.completed', {
    id: `cs_chaos_${paymentIntent}`,
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: amountCents,
    currency: 'usd',
    payment_intent: paymentIntent,
    client_reference_id: order.orderNumber,
    metadata: { orderId: order.orderId, orderNumber: order.orderNumber, officialQuoteId },
  });
};

/** One delivery of a webhook event, as Stripe makes it (it redelivers until it gets a 2xx). */
export const deliverWebhook = (baseUrl: string, event: unknown, secret: string) => {
  const { payload, header } = signedStripeEvent(event, secret);
  return request(baseUrl, {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    rawBody: payload,
    contentType: 'application/json',
    headers: { 'stripe-signature': header },
  });
};

export const setStatus = (staff: TCaller, orderId: string, status: string) =>
  call(staff, 'PUT', `/api/admin/orders/${orderId}/status`, { status });

export const completeOrder = (staff: TCaller, orderId: string, translatedFileKeys: string[]) =>
  call(staff, 'POST', `/api/admin/orders/${orderId}/complete`, {
    translatedFileKeys,
    message: 'Your translation is ready.',
  });

/** The customer's download of a delivered file: its downloadUrl, followed to the bytes. */
export const downloadDelivered = async (caller: TCaller, downloadUrl: string) => {
  const link = await request(caller.baseUrl, { path: downloadUrl, clientIp: caller.clientIp, token: caller.token });
  const location = link.headers.get('location');
  if (link.status !== 302 || !location) return null;
  return download(/^https?:/.test(location) ? location : `${caller.baseUrl}${location}`);
};
