import { spawn } from 'node:child_process';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

/**
 * Issue 32: every email to a customer, and the receipt, in the language the order was placed in (`orders.locale`);
 * account emails in the language of the page they were asked from. Emails to staff stay English.
 */

const PUBLIC_URL = 'https://sello.test';
let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Intl separates amounts from their currency with a no-break space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** English sentences' words, looked for outside links (a link's path is not prose). */
const ENGLISH = /\b(the|your|you|we|our|order|payment|thank|please|translation|translated|delivery|business days?)\b/i;
const prose = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/support@\S+/g, '');

const emailOf = async (to: string, template: string) => {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .execute();
  expect(rows, `${template} to ${to}`).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('unreachable');
  return { subject: plain(row.subject), text: plain(row.text_body), html: row.html_body };
};

/** A sworn order (600 words: 3 pages) placed from the site in `locale`, with its official quote sent. */
const orderIn = async (locale: 'es' | 'fr', email: string) => {
  const file = await uploadFile(t.app, { filename: 'acta.txt', contentType: 'text/plain', body: words(600) });
  const quote = await createFileQuote(t.app, [file.fileKey], { sourceLanguage: 'spanish', targetLanguage: 'english' });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: { ...customerInfo, firstName: 'Ana', email },
      locale,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as TOrder;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderId}/official-quote`,
    headers: asAdmin(),
    payload: { files: [{ fileKey: file.fileKey, pages: 3, wordCount: 600 }], deliveryDate: inDays(6) },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { order, officialQuoteId: sent.json().officialQuote.officialQuoteId as string };
};

const approveAndPay = async (orderId: string, officialQuoteId: string, total: number) => {
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/approve`,
    payload: { officialQuoteId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payments`,
    headers: asAdmin(),
    payload: { amount: total, method: 'bank_transfer', reference: 'WIRE-32' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
};

const complete = async (orderId: string, message: string) => {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: asAdmin(),
    payload: {
      files: [{ filename: 'acta-en.txt', contentType: 'text/plain', size: 5 }],
      fileType: 'TRANSLATED',
      orderId,
    },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from('Deed.') });
  const completed = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/complete`,
    headers: asAdmin(),
    payload: { translatedFileKeys: [upload.fileKey], message },
  });
  expect(completed.statusCode, completed.body).toBe(200);
};

/** Plain text of a PDF, whitespace collapsed (poppler-utils' pdftotext). */
const pdfText = (pdf: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(plain(Buffer.concat(out).toString('utf8')).replace(/\s+/g, ' '))
        : reject(new Error(`pdftotext ${code}`)),
    );
    child.stdin.end(pdf);
  });

describe('an order placed in Spanish', () => {
  const email = 'ana.es@example.com';
  let order: TOrder;
  beforeAll(async () => {
    const placed = await orderIn('es', email);
    order = placed.order;
    await approveAndPay(order.orderId, placed.officialQuoteId, 120);
    await complete(order.orderId, 'Adjuntamos su traducción jurada.');
  });

  it('gets its confirmation in Spanish: the real flow, the service, languages and money in Spanish, links under /es/', async () => {
    const received = await emailOf(email, 'order-received');
    expect(received.subject).toBe(`Hemos recibido su proyecto ${order.orderNumber}`);
    for (const expected of [
      'Gracias, Ana: hemos recibido su proyecto',
      'No se ha realizado ningún cobro',
      'presupuesto oficial',
      'Traducción jurada',
      'Español → Inglés',
      '1 documento (TXT)',
      'US$',
      `${PUBLIC_URL}/es/order-tracking?id=${order.orderId}`,
    ]) {
      expect(received.text, expected).toContain(expected);
    }
    expect(received.html).toContain('Número de proyecto');
    expect(received.html).toContain('<html lang="es">');
    expect(prose(received.text)).not.toMatch(ENGLISH);
    // The agency's copy stays English and names the customer's language.
    const staff = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('dedupe_key', '=', `new-project:${order.orderId}`)
      .executeTakeFirstOrThrow();
    expect(staff.subject).toContain('Sworn translation, Spanish → English');
    expect(staff.text_body).toContain('Ordered in: Spanish');
  });

  it('gets the official quote, the payment and the completion emails in Spanish', async () => {
    const quote = await emailOf(email, 'official-quote');
    expect(quote.subject).toMatch(new RegExp(`^Su presupuesto oficial del pedido ${order.orderNumber}: 120,00 US\\$$`));
    expect(quote.text).toContain('Hola, Ana: nuestros traductores han revisado sus documentos.');
    expect(quote.text).toMatch(
      /Entrega: \d+ días? hábil(es)? después del pago \(el \p{L}+, \d+ de \p{L}+ de \d{4} si paga hoy\)/u,
    );
    expect(quote.text).toContain(`${PUBLIC_URL}/es/orders/${order.orderId}`);
    expect(prose(quote.text)).not.toMatch(ENGLISH);

    const transfer = await emailOf(email, 'bank-transfer');
    expect(transfer.subject).toBe(`Cómo pagar el pedido ${order.orderNumber}`);
    expect(transfer.text).toContain('Referencia del pago');

    const paid = await emailOf(email, 'payment-received');
    expect(paid.subject).toBe(`Pago recibido del pedido ${order.orderNumber}`);
    expect(paid.text).toContain('Forma de pago: Transferencia bancaria');
    expect(paid.text).toContain('Importe: 120,00 US$');
    expect(prose(paid.text)).not.toMatch(ENGLISH);

    const completed = await emailOf(email, 'order-completed');
    expect(completed.subject).toBe(`Su traducción está lista: pedido ${order.orderNumber}`);
    expect(completed.text).toContain('Documentos traducidos: 1 documento (TXT)');
    expect(completed.text).toContain(`Descargue sus documentos traducidos: ${PUBLIC_URL}/es/orders/${order.orderId}`);
    expect(completed.text).toMatch(/se eliminarán de nuestros servidores el \p{L}+, \d+ de \p{L}+ de \d{4}/u);
    expect(prose(completed.text)).not.toMatch(ENGLISH);
  });

  it('gets the cancellation in Spanish when staff cancel another of its orders', async () => {
    const other = await orderIn('es', 'ana.cancel@example.com');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.order.orderId}/cancel`,
      headers: asAdmin(),
      payload: { reason: 'A petición de la clienta' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await emailOf('ana.cancel@example.com', 'order-cancelled');
    expect(mail.subject).toBe(`El pedido ${other.order.orderNumber} ha sido cancelado`);
    expect(prose(mail.text)).not.toMatch(ENGLISH);
  });
});

describe('an order placed in French', () => {
  const email = 'ana.fr@example.com';
  let order: TOrder;
  beforeAll(async () => {
    const placed = await orderIn('fr', email);
    order = placed.order;
    await approveAndPay(order.orderId, placed.officialQuoteId, 120);
  });

  it('gets its confirmation, official quote and payment emails in French', async () => {
    const received = await emailOf(email, 'order-received');
    expect(received.subject).toBe(`Nous avons bien reçu votre projet ${order.orderNumber}`);
    expect(received.text).toContain('Traduction assermentée');
    expect(received.text).toContain(`${PUBLIC_URL}/fr/order-tracking?id=${order.orderId}`);
    const quote = await emailOf(email, 'official-quote');
    expect(quote.subject).toBe(`Votre devis officiel pour la commande ${order.orderNumber} : 120,00 $US`);
    expect(quote.text).toContain(`${PUBLIC_URL}/fr/orders/${order.orderId}`);
    const paid = await emailOf(email, 'payment-received');
    expect(paid.subject).toBe(`Paiement reçu pour la commande ${order.orderNumber}`);
    expect(paid.text).toContain('Moyen de paiement : Virement bancaire');
    for (const mail of [received, quote, paid]) expect(prose(mail.text)).not.toMatch(ENGLISH);
  });

  it('serves its receipt in French: labels, date, amounts, method and the quote lines', async () => {
    const page = (await t.app.inject({ url: `/api/orders/${order.orderId}` })).json().order as TOrder;
    const [payment] = page.payments;
    const res = await t.app.inject({ url: payment?.documentUrl ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Reçu',
      `R-${order.orderNumber}-1`,
      'REÇU DE',
      'Numéro de commande',
      'Moyen de paiement',
      'Virement bancaire',
      'Devis officiel (version 1)',
      'Désignation',
      'Prix unitaire',
      'Traduction assermentée : 3 pages × 40 $US',
      '120,00 $US',
      'Montant payé',
      'Tous les montants sont en dollars américains (USD)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const year = new Date().getUTCFullYear();
    expect(text).toMatch(
      new RegExp(
        `\\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) ${year}`,
      ),
    );
    for (const english of ['Receipt', 'Amount paid', 'Payment method', 'Bank transfer', 'Sworn translation']) {
      expect(text).not.toContain(english);
    }
  });
});

describe('account emails in the language of the page they were asked from', () => {
  it('writes the verification email of a sign-up from /es/ in Spanish, its link under /es/', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'luis.es@example.com',
        password: 'a-long-password-1',
        firstName: 'Luis',
        lastName: 'Gil',
        locale: 'es',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().tokens.accessToken as string;
    const mail = await emailOf('luis.es@example.com', 'verify-email');
    expect(mail.subject).toMatch(/^Confirme su dirección de correo electrónico en /);
    expect(mail.text).toContain('Hola, Luis: confirme su correo electrónico');
    expect(mail.text).toContain(`${PUBLIC_URL}/es/verify-email?token=`);
    expect(prose(mail.text)).not.toMatch(ENGLISH);

    // "Resend" from a French page writes the next one in French.
    await t.db
      .updateTable('email_verification_tokens')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute();
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { authorization: `Bearer ${token}` },
      payload: { locale: 'fr' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const rows = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'luis.es@example.com')
      .where('template', '=', 'verify-email')
      .orderBy('created_at', 'desc')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.subject).toMatch(/^Confirmez votre adresse e-mail pour /);
    expect(rows[0]?.text_body).toContain(`${PUBLIC_URL}/fr/verify-email?token=`);
  });

  it('writes the password reset asked from /fr/ in French; a client that sends no language gets English', async () => {
    for (const [email, locale] of [
      ['reset.fr@example.com', 'fr'],
      ['reset.en@example.com', undefined],
    ] as const) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'a-long-password-1', firstName: 'Chloé', lastName: 'Martin' },
      });
      expect(signUp.statusCode, signUp.body).toBe(201);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: locale ? { email, locale } : { email },
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const french = await emailOf('reset.fr@example.com', 'password-reset');
    expect(french.subject).toMatch(/^Réinitialisez votre mot de passe /);
    expect(french.text).toContain('Bonjour Chloé,');
    expect(french.text).toContain('expire dans 1 heure');
    expect(french.text).toContain(`${PUBLIC_URL}/fr/reset-password?token=`);
    expect(prose(french.text)).not.toMatch(ENGLISH);
    const english = await emailOf('reset.en@example.com', 'password-reset');
    expect(english.subject).toMatch(/^Reset your .* password$/);
    expect(english.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
  });

  it('refuses a language the site does not speak, naming the three', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reset.fr@example.com', locale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("locale must be 'en', 'es' or 'fr'");
  });
});
