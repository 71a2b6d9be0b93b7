import { execFileSync } from 'node:child_process';
import type { TOrder } from '@sello/shared/order-schemas';
import { adminHeaders, openAsAdmin } from './support/admin-api';
import { createTextQuote, uploadTextFile } from './support/api-journey';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, test } from './support/test';

/**
 * Issue 14's journey in the embedded default (no Stripe keys): staff correct a count and add rush, the customer sees
 * the official quote with the reason and approves it, staff record the bank transfer, tracking shows Payment
 * Confirmed with its date, and the receipt PDF lists the lines.
 */
test('official quote → approval → bank transfer recorded by staff → Payment received → receipt', async ({
  browser,
  page,
  request,
}) => {
  const quote = await createTextQuote(request, { words: 500 });
  await request.put(`/api/quotes/${quote.quoteId}`, { data: { selectedService: 'sworn' } });
  const placed = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: {
        firstName: 'Elena',
        lastName: 'Marsh',
        email: `elena-${Date.now()}@example.com`,
        phone: '+1 312 555 0110',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as TOrder;
  // 500 words: 2 pages estimated, $80.
  expect(order.totalPrice).toBe(80);

  // Staff: one more page than estimated, with the reason, and rush (+50 %).
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  await page.getByRole('button', { name: 'Review & Send Official quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review & Send Official quote' });
  await dialog.getByLabel('Pages').fill('3');
  await dialog.getByLabel('Reason for the change').fill('The last page is a two-sided scan');
  await dialog.getByRole('checkbox', { name: /Rush delivery/ }).check();
  await dialog.getByRole('button', { name: 'Send Official quote' }).click();
  await expect(dialog).toBeHidden();
  // 3 pages × $40 = $120, rush $60 → $180.
  await expect(page.getByText('$180.00').first()).toBeVisible();

  // Customer: the shared link shows the quote, the reason and the difference, then approves.
  // A guest's browser (the staff member's page is signed in as the owner, whose header is another matter).
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`/orders/${order.orderId}`);
  const official = customer.getByRole('region', { name: 'Official quote' });
  await expect(official).toContainText('The last page is a two-sided scan');
  await expect(official).toContainText('$100.00 more than the estimate');
  await expect(official).toContainText('Nothing is charged until you approve');
  await expect(official).toContainText('You pay by bank transfer: the details show here once you approve.');
  await expect(official).not.toContainText(/card/i);
  await official.getByRole('button', { name: 'Approve & pay $180.00' }).click();
  // Issue 32: the details stay after a reload (they used to turn into 'Pay by card' and a card-icon 'Pay $180.00').
  for (const moment of ['approved', 'reloaded']) {
    if (moment === 'reloaded') await customer.reload();
    const details = official.getByRole('group', { name: /pay by bank transfer/i });
    await expect(details).toContainText('Amount$180.00');
    await expect(details).toContainText('PayeeSello Translations LLC');
    await expect(details).toContainText('AccountAccount 000123456789 · routing 021000021');
    await expect(details).toContainText(`Reference${order.orderNumber}`);
    for (const label of ['amount', 'payee', 'account', 'reference']) {
      await expect(details.getByRole('button', { name: `Copy ${label}` })).toBeVisible();
    }
    await expect(official).not.toContainText(/card/i);
    await expect(official).not.toContainText('Nothing is charged until you approve');
  }
  await expectAxeClean(customer);
  for (const width of [1280, 375]) {
    await customer.setViewportSize({ width, height: 900 });
    await customer.reload();
    await expect(official.getByRole('group', { name: /pay by bank transfer/i })).toBeVisible();
    await expectNoSidewaysScroll(customer);
    await attachScreenshot(official, test.info(), `bank-transfer details at ${width} px`);
  }

  // Staff record the transfer.
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  // The order's Next step is the payment (the Payments card has the same button, now secondary).
  await page
    .getByRole('region', { name: 'Record the payment' })
    .getByRole('button', { name: 'Record Payment' })
    .click();
  const record = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(record.getByLabel('Amount (USD)')).toHaveValue('180.00');
  await record.getByLabel('Reference').fill('WIRE-5521');
  await record.getByRole('button', { name: 'Record Payment' }).click();
  await expect(record).toBeHidden();

  // Tracking: Payment received, dated.
  await page.goto(`/order-tracking?id=${order.orderId}`);
  await expect(page.getByRole('heading', { name: order.orderNumber })).toBeVisible();
  const paidOrder = (await (await request.get(`/api/orders/${order.orderId}`)).json()).order as TOrder;
  expect(paidOrder.status).toBe('PAID');
  const paidOn = new Date(paidOrder.paidAt as string).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const paymentStep = page.getByRole('listitem').filter({ hasText: 'Payment received' });
  await expect(paymentStep).toContainText(paidOn);

  // The receipt: the PDF's text has the lines, the total and the reference.
  const [payment] = paidOrder.payments;
  expect(payment?.flagged).toBe(false);
  const receipt = await request.get(payment?.documentUrl as string);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-', '-'], { input: await receipt.body() }).toString();
  expect(text).toContain(order.orderNumber);
  expect(text).toContain('Rush delivery');
  expect(text).toContain('$180.00');
  expect(text).toContain('WIRE-5521');
});

/** A guest's sworn order (500 words) with an official quote sent through the admin API: 3 pages, $120. */
const quotedOrder = async (request: APIRequestContext, email: string) => {
  const quote = await createTextQuote(request, { words: 500 });
  const placed = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: { firstName: 'Élise', lastName: 'Moreau', email, phone: '+1 312 555 0111' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as TOrder;
  const [file] = order.files;
  const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post(`/api/admin/orders/${order.orderId}/official-quote`, {
    headers: await adminHeaders(request),
    data: { files: [{ fileKey: file?.fileKey, pages: 3, wordCount: 500 }], deliveryDate },
  });
  expect(sent.status()).toBe(201);
  return order;
};

test('a question about the official quote, then declining it: the order is cancelled by the customer', async ({
  page,
  request,
}) => {
  const email = `elise.moreau+${Date.now()}@example.com`;
  const order = await quotedOrder(request, email);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/orders/${order.orderId}`);
  const official = page.getByRole('region', { name: 'Official quote' });

  await official.getByRole('button', { name: 'Question about this quote?' }).click();
  await official.getByRole('textbox', { name: /your question/i }).fill('Why three pages? The deed has two sides.');
  await official.getByRole('button', { name: 'Send question' }).click();
  await expect(official.getByRole('status')).toContainText('Your question was sent.');

  await official.getByRole('button', { name: 'Decline this quote' }).click();
  await expect(official).toContainText('Declining cancels your order. Nothing has been charged.');
  await official.getByRole('textbox', { name: /reason/i }).fill('We found the documents in English already.');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await attachScreenshot(official, test.info(), 'question sent, decline asked at 375 px');
  await official.getByRole('button', { name: 'Decline and cancel the order' }).click();
  await expect(page.getByText('This order was cancelled, so no translated files will be delivered.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline this quote' })).toBeHidden();

  const cancelled = (await (await request.get(`/api/orders/${order.orderId}`)).json()).order as TOrder;
  expect(cancelled.status).toBe('CANCELLED');
  // Staff see who cancelled it, and why, in the order's history.
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  await expect(
    page.getByText('Quote declined by the customer: We found the documents in English already.', { exact: true }),
  ).toBeVisible();
});

test('a completed order puts "Your translation is ready" with its download first, on a phone too', async ({
  page,
  request,
}) => {
  const order = await quotedOrder(request, `ready+${Date.now()}@example.com`);
  const admin = await adminHeaders(request);
  const fileKey = await uploadTextFile(request, 'deed-en.txt', 'The translated deed.', {
    orderId: order.orderId,
    headers: admin,
  });
  const completed = await request.post(`/api/admin/orders/${order.orderId}/complete`, {
    headers: admin,
    data: { translatedFileKeys: [fileKey], message: 'Your translation is ready.' },
  });
  expect(completed.status()).toBe(200);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/orders/${order.orderId}`);
    const ready = page.getByRole('region', { name: 'Your translation is ready' });
    const download = ready.getByRole('link', { name: 'Download deed-en.txt' });
    await expect(download).toBeVisible();
    await expect(download).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, test.info(), `completed order at ${width} px`);
  }
});
