import { execFileSync } from 'node:child_process';
import type { TOrder } from '@sello/shared/order-schemas';
import { openAsAdmin } from './support/admin-api';
import { createTextQuote } from './support/api-journey';
import { expect, test } from './support/test';

/**
 * Issue 14's journey in the embedded default (no Stripe keys): staff correct a count and add rush, the customer sees
 * the official quote with the reason and approves it, staff record the bank transfer, tracking shows Payment
 * Confirmed with its date, and the receipt PDF lists the lines.
 */
test('official quote → approval → bank transfer recorded by staff → Payment received → receipt', async ({
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
  await page.goto(`/orders/${order.orderId}`);
  const official = page.getByRole('region', { name: 'Official quote' });
  await expect(official).toContainText('The last page is a two-sided scan');
  await expect(official).toContainText('$100.00 more than the estimate');
  await expect(official).toContainText('Nothing is charged until you approve');
  await official.getByRole('button', { name: 'Approve & Pay $180.00' }).click();
  await expect(official).toContainText('Approved — pay by bank transfer');
  await expect(official).toContainText(order.orderNumber);

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
