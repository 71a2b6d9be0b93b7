import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCredentials, listOutbox, signInAsAdmin } from './support/admin-api';
import { createTextQuote } from './support/api-journey';
import { expectAxeClean } from './support/page-checks';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** An order placed through the public API by a customer with an email of our own. */
const placeOrder = async (request: APIRequestContext, email: string, firstName = 'Lucía') => {
  const quote = await createTextQuote(request, { words: 200 });
  const res = await request.post('/api/orders', {
    data: {
      quoteId: quote.id,
      serviceType: 'professional',
      customerInfo: { firstName, lastName: 'Prieto', email, phone: '+1 312 555 0142', company: 'Prieto & Co' },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as { id: string; orderNumber: string };
};

test('admin finds an order, changes its status, delivers two translations and the client gets a working link', async ({
  page,
  request,
}) => {
  const email = `${unique('lucia')}@example.com`;
  const order = await placeOrder(request, email);

  await signInAsAdmin(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Find it by the customer's email.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
  const table = page.getByRole('region', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace('.', '\\.')}`));

  // Change its status in the row.
  const statusSelect = table.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });
  await statusSelect.selectOption('IN_PROGRESS');
  await expect(statusSelect).toBeEnabled();
  await expect(statusSelect).toHaveValue('IN_PROGRESS');
  await expectAxeClean(page);

  await table.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Order details and file management')).toBeVisible();
  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history.getByText('Pending → In Progress')).toBeVisible();
  await expect(history.getByText(`(${adminCredentials().email})`)).toBeVisible();

  // Upload two translated documents.
  await page.getByLabel('Choose translated documents').setInputFiles([
    { name: 'letter-es.txt', mimeType: 'text/plain', buffer: Buffer.from('Carta traducida al español.') },
    { name: 'annex-es.txt', mimeType: 'text/plain', buffer: Buffer.from('Anexo traducido.') },
  ]);
  const translated = page.getByRole('region', { name: /Translated Documents/ });
  await expect(translated.getByRole('heading', { name: 'Translated Documents (2)' })).toBeVisible({ timeout: 15_000 });
  await expect(translated.getByRole('button', { name: 'Remove letter-es.txt' })).toBeVisible();
  await expect(translated.getByRole('button', { name: 'Remove annex-es.txt' })).toBeVisible();
  await expectAxeClean(page);

  // Complete with a custom message.
  await page.getByRole('button', { name: 'Complete Order & Send to Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize Order Completion' });
  await expect(dialog.getByText('Files to send (2)')).toBeVisible();
  const message = dialog.getByRole('textbox', { name: 'Message to the client' });
  await expect(message).toHaveValue(new RegExp(`^Dear Lucía,[\\s\\S]*${order.orderNumber}`));
  const custom = `Hola Lucía,\n\nYour sworn translations are attached (${unique('note')}).\n\nSaludos`;
  await message.fill(custom);
  await dialog.getByRole('button', { name: 'Complete Order & Send Email' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order ${order.orderNumber} is complete and the client has been emailed.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivered Documents (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Order & Send to Client' })).toHaveCount(0);

  // The client's email is in the outbox, once, with the message and a working link.
  const emails = (await listOutbox(request)).filter(
    (email_) => email_.template === 'order-completed' && email_.to === email,
  );
  expect(emails).toHaveLength(1);
  const [sent] = emails;
  expect(sent?.textBody).toContain('Your sworn translations are attached');
  const link = sent?.textBody.match(/https?:\/\/\S+\/orders\/[0-9a-f-]{36}/)?.[0];
  expect(link).toBeTruthy();

  // The public tracking page shows the order completed.
  await page.goto(`/order-tracking?id=${order.id}`);
  await expect(page.getByRole('heading', { name: order.orderNumber })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  // The emailed link opens the order page, whose download works for anyone holding it.
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download letter-es.txt' });
  await expect(download).toBeVisible();
  const file = await request.get((await download.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('filename="letter-es.txt"');
  expect(await file.text()).toBe('Carta traducida al español.');

  // The client's first download marks the order delivered, and the order page says so.
  const after = await request.get(`/api/orders/${order.id}`);
  expect((await after.json()).order.status).toBe('DELIVERED');
  await page.reload();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
});

test('orders screens at 1280 and 375 px', async ({ page, request }) => {
  const email = `${unique('screens')}@example.com`;
  const order = await placeOrder(request, email, 'Marta');
  await signInAsAdmin(page, '/admin/orders');
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link').first()).toBeVisible();

  // Column widths: the keyboard on the resize handle, clamped, and remembered after a reload.
  const handle = page.getByRole('separator', { name: 'Resize Customer column' });
  await handle.focus();
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '500');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '500');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize Customer column' })).toHaveAttribute('aria-valuenow', '500');
  await page.getByRole('separator', { name: 'Resize Customer column' }).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('separator', { name: 'Resize Customer column' })).toHaveAttribute('aria-valuenow', '50');
  await page.evaluate(() => window.localStorage.removeItem('sello.admin.orders.columnWidths'));

  await page.getByRole('searchbox', { name: 'Search orders' }).fill('no-such-order-anywhere');
  await expect(page.getByText('No orders found')).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: `test-results/admin-orders-list-${width}.png`, fullPage: true });
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
    await page.screenshot({ path: `test-results/admin-order-detail-${width}.png`, fullPage: true });
    await expectAxeClean(page);
  }
  await page.getByRole('button', { name: 'Edit Status' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Order Status' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-order-status-modal-375.png' });

  await page.goto('/admin/orders/11111111-1111-4111-8111-111111111111');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toBeVisible();
});
