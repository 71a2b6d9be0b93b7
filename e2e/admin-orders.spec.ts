import type { TOrder } from '@sello/shared/order-schemas';
import { adminCredentials, adminHeaders, listOutbox, openAsAdmin } from './support/admin-api';
import { createTextQuote, uploadTextFile } from './support/api-journey';
import { attachScreenshot, expectAxeClean } from './support/page-checks';
import { type APIRequestContext, expect, test } from './support/test';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** An order placed through the public API by a customer with an email of our own. */
const placeOrder = async (request: APIRequestContext, email: string, firstName = 'Lucía') => {
  const quote = await createTextQuote(request, { words: 200 });
  const res = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'professional',
      customerInfo: { firstName, lastName: 'Prieto', email, phone: '+1 312 555 0142', company: 'Prieto & Co' },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as TOrder;
};

/** Translated files uploaded and attached to the order through the admin API; returns their keys. */
const attachTranslations = async (
  request: APIRequestContext,
  orderId: string,
  headers: Record<string, string>,
  files: Record<string, string>,
) => {
  const keys: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    keys.push(await uploadTextFile(request, name, text, { orderId, headers }));
  }
  const attached = await request.post(`/api/admin/orders/${orderId}/translated-files`, {
    headers,
    data: { files: keys },
  });
  expect(attached.status()).toBe(200);
  return keys;
};

/** The client's 'order-completed' emails, and the order link in the last one. */
const completionEmails = async (request: APIRequestContext, email: string) => {
  const emails = (await listOutbox(request)).filter(
    (message) => message.template === 'order-completed' && message.to === email,
  );
  const link = emails.at(-1)?.textBody.match(/https?:\/\/\S+\/orders\/[0-9a-f-]{36}/)?.[0];
  return { emails, link };
};

// One journey (find → status → deliver → client downloads) in three tests, each starting from an order the API
// put in the state it needs: every step is checked, and no test replays the screens of the one before.
test('admin finds an order by email and changes its status in the list; the order page shows the change', async ({
  page,
  request,
}) => {
  const email = `${unique('lucia')}@example.com`;
  const order = await placeOrder(request, email);

  await openAsAdmin(page, request, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Find it by the customer's email.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(email);
  const table = page.getByRole('region', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace('.', '\\.')}`));

  // Change its status in the row.
  const statusSelect = table.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });
  // Only what the lifecycle allows staff is offered: Paid comes from payments, Completed from the completion action.
  await expect(statusSelect.getByRole('option')).toHaveText(['Pending review', 'In progress']);
  await statusSelect.selectOption('IN_PROGRESS');
  // Starting the translation emails the customer: it is confirmed first.
  const confirm = page.getByRole('dialog', { name: 'Email the customer?' });
  await expect(confirm.getByRole('button', { name: 'Go back' })).toBeFocused();
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Change status and email' }).click();
  await expect(confirm).toBeHidden();
  await expect(statusSelect).toHaveValue('IN_PROGRESS');
  // Nothing is left for staff to choose by hand: completion and cancellation have their own actions.
  await expect(statusSelect).toBeDisabled();
  await expectAxeClean(page);

  await table.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Order details and file management')).toBeVisible();
  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history.getByText('Pending review → In progress')).toBeVisible();
  await expect(history.getByText(`(${adminCredentials().email})`)).toBeVisible();
});

test('admin uploads two translations on the order page', async ({ page, request }) => {
  const order = await placeOrder(request, `${unique('lucia')}@example.com`);
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();

  await page.getByLabel('Choose translated documents').setInputFiles([
    { name: 'letter-es.txt', mimeType: 'text/plain', buffer: Buffer.from('Carta traducida al español.') },
    { name: 'annex-es.txt', mimeType: 'text/plain', buffer: Buffer.from('Anexo traducido.') },
  ]);
  const translated = page.getByRole('region', { name: /Translated Documents/ });
  await expect(translated.getByRole('heading', { name: 'Translated Documents (2)' })).toBeVisible({ timeout: 15_000 });
  await expect(translated.getByRole('button', { name: 'Remove letter-es.txt' })).toBeVisible();
  await expect(translated.getByRole('button', { name: 'Remove annex-es.txt' })).toBeVisible();
  await expectAxeClean(page);
});

test('admin completes an order with a message of their own; the client gets it once, with a link', async ({
  page,
  request,
}) => {
  const email = `${unique('lucia')}@example.com`;
  const order = await placeOrder(request, email);
  const headers = await adminHeaders(request);
  const started = await request.put(`/api/admin/orders/${order.orderId}/status`, {
    headers,
    data: { status: 'IN_PROGRESS' },
  });
  expect(started.status()).toBe(200);
  await attachTranslations(request, order.orderId, headers, {
    'letter-es.txt': 'Carta traducida al español.',
    'annex-es.txt': 'Anexo traducido.',
  });

  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
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

  // The client's email is in the outbox, once, with the message and a link to the order.
  const { emails, link } = await completionEmails(request, email);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.textBody).toContain('Your sworn translations are attached');
  expect(link).toContain(`/orders/${order.orderId}`);
});

test('a completed order: tracking says so, the emailed link downloads the translation and marks it delivered', async ({
  page,
  request,
}) => {
  const email = `${unique('lucia')}@example.com`;
  const order = await placeOrder(request, email);
  const headers = await adminHeaders(request);
  const [fileKey] = await attachTranslations(request, order.orderId, headers, {
    'letter-es.txt': 'Carta traducida al español.',
  });
  const completed = await request.post(`/api/admin/orders/${order.orderId}/complete`, {
    headers,
    data: { translatedFileKeys: [fileKey], message: `Dear Lucía,\n\nYour translation of order ${order.orderNumber}.` },
  });
  expect(completed.status()).toBe(200);
  const { link } = await completionEmails(request, email);
  expect(link).toBeTruthy();

  // The public tracking page shows the order completed.
  await page.goto(`/order-tracking?id=${order.orderId}`);
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
  const after = await request.get(`/api/orders/${order.orderId}`);
  expect((await after.json()).order.status).toBe('DELIVERED');
  await page.reload();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
});

test('the Customer column resizes by keyboard, clamped, and keeps its width after a reload', async ({
  page,
  request,
}) => {
  await placeOrder(request, `${unique('columns')}@example.com`, 'Marta');
  await openAsAdmin(page, request, '/admin/orders');
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link').first()).toBeVisible();

  const handle = page.getByRole('separator', { name: 'Resize Customer column' });
  await handle.focus();
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '500');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '500');
  await page.reload();
  await expect(handle).toHaveAttribute('aria-valuenow', '500');
  await handle.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '50');

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('no-such-order-anywhere');
  await expect(page.getByText('No orders found')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`orders list, order page and status dialog at ${width} px`, async ({ page, request }) => {
    const order = await placeOrder(request, `${unique('screens')}@example.com`, 'Marta');
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page, request, '/admin/orders');
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link').first()).toBeVisible();
    await attachScreenshot(page, test.info(), `admin-orders-list-${width}`, { fullPage: true });

    await page.goto(`/admin/orders/${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
    await attachScreenshot(page, test.info(), `admin-order-detail-${width}`, { fullPage: true });
    await expectAxeClean(page);

    await expect(page.getByRole('region', { name: 'Send the official quote' })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Edit Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'New status' }).selectOption('IN_PROGRESS');
    await attachScreenshot(page, test.info(), `admin-order-status-modal-${width}`);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByRole('dialog', { name: 'Email the customer?' })).toBeVisible();
    await expectAxeClean(page);
    await attachScreenshot(page, test.info(), `admin-order-status-confirm-${width}`);
  });
}

test('an unknown order id shows Order not found with a way back', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/orders/11111111-1111-4111-8111-111111111111');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toBeVisible();
});
