import { spawn } from 'node:child_process';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGGED_PAYMENT_NOTE, renderPaymentDocument } from '../src/services/payments/render-payment-document.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { customerInfo, tamperSignature, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

/**
 * Receipts and credit notes (issue 14). The services that record payments are written elsewhere: official quotes and
 * payment rows are inserted here directly, then the documents are fetched as the customer would, through the signed
 * `documentUrl` of `GET /api/orders/:id`, and read back with pdftotext.
 */

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
  const invoice = {
    agencyName: 'Acme Translations LLC',
    address: '1 Main St\nSpringfield, IL 62701',
    taxId: '12-3456789',
  };
  await t.db
    .insertInto('settings')
    .values({ key: 'invoice', value: JSON.stringify(invoice) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(invoice) }))
    .execute();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Plain text of a PDF, whitespace collapsed, as `pdftotext - -` reads it (poppler-utils). */
const pdfText = (pdf: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' '))
        : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(pdf);
  });

/** A sworn order of one document, as a guest or for the account whose token is given. */
const newOrder = async (token?: string) => {
  const headers = token ? bearer(token) : {};
  const file = await uploadFile(t.app, { filename: 'passport.txt', contentType: 'text/plain', body: words(300) });
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers,
    payload: { files: [{ fileKey: file.fileKey }], sourceLanguage: 'spanish', targetLanguage: 'english' },
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { quoteId: quote.json().quote.quoteId, serviceType: 'sworn', customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as TOrder;
};

const LINES = [
  {
    code: 'translation',
    description: 'Sworn translation: 5 pages × $40',
    quantity: 5,
    unitPrice: 40,
    amountCents: 20000,
  },
  { code: 'notarization', description: 'Notarization', quantity: 1, unitPrice: 35, amountCents: 3500 },
  { code: 'discount', description: 'Discount: Returning customer', quantity: 1, unitPrice: -20, amountCents: -2000 },
] as const;

const insertOfficialQuote = async (orderId: string) => {
  const row = await t.db
    .insertInto('official_quotes')
    .values({
      order_id: orderId,
      version: 1,
      status: 'APPROVED',
      files: JSON.stringify([]),
      extras: JSON.stringify([{ code: 'notarization' }]),
      lines: JSON.stringify(LINES),
      total_pages: 5,
      total_words: 300,
      total_cents: 21500,
      discount_reason: 'Returning customer',
      delivery_date: '2030-01-15',
      note: null,
      valid_until: new Date(Date.now() + 7 * 86_400_000),
      created_by: null,
      approved_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

type TPaymentValues = {
  kind?: 'PAYMENT' | 'REFUND';
  amountCents: number;
  provider?: 'stripe' | 'manual';
  method: string;
  reference?: string | null;
  reason?: string | null;
  flagged?: boolean;
  officialQuoteId?: string | null;
  createdAt: Date;
};

const insertPayment = async (orderId: string, values: TPaymentValues) => {
  const row = await t.db
    .insertInto('payments')
    .values({
      order_id: orderId,
      official_quote_id: values.officialQuoteId ?? null,
      kind: values.kind ?? 'PAYMENT',
      amount_cents: values.amountCents,
      provider: values.provider ?? 'manual',
      provider_id: null,
      method: values.method,
      reference: values.reference ?? null,
      reason: values.reason ?? null,
      flagged: values.flagged ?? false,
      flag_reason: values.flagged ? 'Amount does not match the approved quote' : null,
      created_by: null,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The order's payments as the customer's order page lists them (with their signed document links). */
const paymentsOf = async (orderId: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().order as TOrder).payments;
};

const receiptUrl = (orderId: string, paymentId: string) => `/api/orders/${orderId}/payments/${paymentId}/receipt`;

describe('GET /api/orders/:id/payments/:paymentId/receipt', () => {
  let guest: TOrder;
  let paymentId: string;
  let flaggedId: string;
  let refundId: string;
  beforeAll(async () => {
    guest = await newOrder();
    const officialQuoteId = await insertOfficialQuote(guest.orderId);
    const start = Date.UTC(2030, 0, 10, 15, 0, 0);
    paymentId = await insertPayment(guest.orderId, {
      amountCents: 21500,
      method: 'bank_transfer',
      reference: 'WIRE-778',
      officialQuoteId,
      createdAt: new Date(start),
    });
    flaggedId = await insertPayment(guest.orderId, {
      amountCents: 1234,
      provider: 'stripe',
      method: 'stripe',
      reference: 'pi_3Flagged',
      flagged: true,
      officialQuoteId,
      createdAt: new Date(start + 60_000),
    });
    refundId = await insertPayment(guest.orderId, {
      kind: 'REFUND',
      amountCents: 3500,
      provider: 'stripe',
      method: 'stripe',
      reference: 're_3Refund',
      reason: 'Notarization was not needed',
      officialQuoteId,
      createdAt: new Date(start + 120_000),
    });
  });

  it('serves a payment receipt through its signed link: agency, customer, order, lines, total, amount, method, reference', async () => {
    const payments = await paymentsOf(guest.orderId);
    expect(payments.map((payment) => payment.paymentId)).toEqual([paymentId, flaggedId, refundId]);
    const res = await t.app.inject({ method: 'GET', url: payments[0]?.documentUrl ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${guest.orderNumber}-1.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Receipt',
      `R-${guest.orderNumber}-1`,
      'Acme Translations LLC',
      '1 Main St',
      'Springfield, IL 62701',
      'Tax ID: 12-3456789',
      'Jane Doe',
      guest.orderNumber,
      'January 10, 2030',
      'Sworn translation: 5 pages × $40',
      '$200.00',
      'Notarization',
      '$35.00',
      'Discount: Returning customer',
      '-$20.00',
      'Total',
      '$215.00',
      'Amount paid',
      '$215.00 USD',
      'Bank transfer',
      'WIRE-778',
      'USD',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Credit note');
    expect(text).not.toContain('did not match');
    // A guest order's link holder sees what the order page shows them: the name and a masked email, no address.
    expect(text).not.toContain('jane.doe@example.com');
    expect(text).not.toContain('233 S Wacker Dr');
  });

  it("shows a flagged payment's note, numbered as the order's second receipt", async () => {
    const payments = await paymentsOf(guest.orderId);
    const res = await t.app.inject({ method: 'GET', url: payments[1]?.documentUrl ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${guest.orderNumber}-2.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`R-${guest.orderNumber}-2`);
    expect(text).toContain('$12.34 USD');
    expect(text).toContain('Card (Stripe)');
    expect(text).toContain('pi_3Flagged');
    expect(text).toContain(FLAGGED_PAYMENT_NOTE);
  });

  it("serves a refund's credit note: the amount refunded and why, no quote lines", async () => {
    const payments = await paymentsOf(guest.orderId);
    const res = await t.app.inject({ method: 'GET', url: payments[2]?.documentUrl ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="credit-note-${guest.orderNumber}-1.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Credit note',
      `CN-${guest.orderNumber}-1`,
      'Acme Translations LLC',
      guest.orderNumber,
      'Amount refunded',
      '$35.00 USD',
      'Notarization was not needed',
      'Card (Stripe)',
      're_3Refund',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Sworn translation: 5 pages');
    expect(text).not.toContain('Amount paid');
  });

  it('refuses a tampered or expired signature (403)', async () => {
    const [payment] = await paymentsOf(guest.orderId);
    const url = payment?.documentUrl ?? '';
    const tampered = tamperSignature(url);
    const res = await t.app.inject({ method: 'GET', url: tampered });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This link is not valid.', code: 'FORBIDDEN', reason: 'link-invalid' });
    // A link signed for one payment does not open another.
    const other = await t.app.inject({ method: 'GET', url: url.replace(paymentId, refundId) });
    expect(other.statusCode).toBe(403);
  });

  it("answers 404 'Payment not found' for unknown ids and for another order's payment", async () => {
    const other = await newOrder();
    const otherPaymentId = await insertPayment(other.orderId, {
      amountCents: 500,
      method: 'cash',
      createdAt: new Date(),
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      receiptUrl(guest.orderId, otherPaymentId),
      receiptUrl(guest.orderId, unknown),
      receiptUrl(unknown, paymentId),
      receiptUrl(guest.orderId, 'not-a-uuid'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('Payment not found');
    }
    // Without a signature a guest order's receipt is reached by whoever holds the order's id, like the order.
    const plain = await t.app.inject({ method: 'GET', url: receiptUrl(guest.orderId, paymentId) });
    expect(plain.statusCode).toBe(200);
  });

  it("keeps an account order's receipt to its owner and staff without a signature; owner and staff see full contact details", async () => {
    const ownerToken = await signUpCustomer(t.app, 'receipt-owner@example.com');
    const order = await newOrder(ownerToken);
    const id = await insertPayment(order.orderId, {
      amountCents: 4000,
      method: 'check',
      reference: 'CHK-1001',
      createdAt: new Date(),
    });
    const url = receiptUrl(order.orderId, id);

    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await signUpCustomer(t.app, 'receipt-stranger@example.com')),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Payment not found');

    const owner = await t.app.inject({ method: 'GET', url, headers: bearer(ownerToken) });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(owner.rawPayload);
    for (const expected of [
      'Receipt',
      'Check',
      'CHK-1001',
      '$40.00 USD',
      'receipt-owner@example.com',
      '233 S Wacker Dr',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Not paid against an official quote: no lines, still the amount.
    expect(text).not.toContain('Official quote');

    const staff = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
    expect(staff.statusCode).toBe(200);

    // The owner's signed link opens without a token.
    const [payment] = await paymentsOf(order.orderId, bearer(ownerToken));
    const signed = await t.app.inject({ method: 'GET', url: payment?.documentUrl ?? '' });
    expect(signed.statusCode).toBe(200);

    // Once the account is deleted its order is staff-only: the link signed before no longer opens the receipt.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(ownerToken),
      payload: { password: 'customer-password' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const afterDeletion = await t.app.inject({ method: 'GET', url: payment?.documentUrl ?? '' });
    expect(afterDeletion.statusCode).toBe(404);
    expect(afterDeletion.json().error).toBe('Payment not found');
    const staffAfter = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
    expect(staffAfter.statusCode).toBe(200);
  });
});

describe('renderPaymentDocument', () => {
  it('leaves out an empty address and tax id', async () => {
    const now = new Date(Date.UTC(2030, 5, 1));
    const pdf = await renderPaymentDocument({
      payment: {
        id: '00000000-0000-4000-8000-000000000001',
        order_id: '00000000-0000-4000-8000-000000000002',
        official_quote_id: null,
        kind: 'PAYMENT',
        amount_cents: 12345,
        currency: 'USD',
        provider: 'manual',
        provider_id: null,
        method: 'other',
        reference: null,
        reason: null,
        flagged: false,
        flag_reason: null,
        refunded_payment_id: null,
        created_by: null,
        created_at: now,
      },
      order: {
        id: '00000000-0000-4000-8000-000000000002',
        order_number: 'ST-TEST-1',
        quote_id: '00000000-0000-4000-8000-000000000003',
        user_id: null,
        owner_deleted_at: null,
        documents_deleted_at: null,
        locale: 'en',
        status: 'PAID',
        service_type: 'sworn',
        source_language: 'spanish',
        target_language: 'english',
        total_pages: 1,
        total_words: 100,
        rate: 40,
        total_cents: 4000,
        customer_first_name: 'Ana',
        customer_last_name: 'Núñez',
        customer_email: 'ana@example.com',
        customer_phone: '+1 555 0100',
        customer_company: null,
        customer_address: null,
        customer_city: null,
        customer_state: null,
        customer_zip_code: null,
        customer_country: 'US',
        estimated_delivery: null,
        paid_at: now,
        stage: 'awaiting_assignment',
        name_spellings: [],
        translation_instructions: null,
        created_at: now,
        updated_at: now,
      },
      officialQuote: null,
      invoice: { agencyName: 'Solo Agency', address: '', taxId: '' },
      brandName: 'Sello',
      supportEmail: 'help@sello.test',
      sequence: 3,
      privileged: true,
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Solo Agency');
    expect(text).toContain('R-ST-TEST-1-3');
    expect(text).toContain('Ana Núñez');
    expect(text).toContain('ana@example.com');
    expect(text).toContain('$123.45 USD');
    expect(text).toContain('Other');
    expect(text).toContain('help@sello.test');
    expect(text).not.toContain('Tax ID');
    expect(text).not.toContain('Reference');
  });
});
