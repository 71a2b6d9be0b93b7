import type { TOrder } from '@sello/shared/order-schemas';
import { adminHeaders, listOutbox, openAsAdmin } from './support/admin-api';
import { createTextQuote, uploadTextFile } from './support/api-journey';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { storeSession } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

/**
 * Issue 32: the customer deletes their documents now, from the order page (a guest, holding its link) and from the
 * dashboard (signed in). A confirmation says what goes and what stays; the files are gone (downloads 410), the order
 * lists them as deleted, an email confirms it and staff see who did it in the order's activity.
 */

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'Correct-horse-battery-9';

/** An order placed through the public API, then translated and completed through the admin API. */
const completedOrder = async (request: APIRequestContext, email: string, headers: Record<string, string> = {}) => {
  const quote = await createTextQuote(request, { words: 200 });
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      quoteId: quote.quoteId,
      serviceType: 'professional',
      customerInfo: { firstName: 'Inés', lastName: 'Navarro', email, phone: '+1 312 555 0142' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as TOrder;
  const admin = await adminHeaders(request);
  const fileKey = await uploadTextFile(request, 'letter-es.txt', 'Carta traducida.', {
    orderId: order.orderId,
    headers: admin,
  });
  const completed = await request.post(`/api/admin/orders/${order.orderId}/complete`, {
    headers: admin,
    data: { translatedFileKeys: [fileKey], message: 'Your translation is ready.' },
  });
  expect(completed.status()).toBe(200);
  return { order, translatedKey: fileKey };
};

test('a guest deletes their documents from the order page: gone for good, the order stays, email and activity say so', async ({
  page,
  request,
}, testInfo) => {
  const email = `${unique('ines')}@example.com`;
  const { order, translatedKey } = await completedOrder(request, email);

  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Your documents on our servers' });
  await expect(section.getByRole('button', { name: 'Delete my documents now' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await attachScreenshot(section, testInfo, `deletion section at ${width} px`);
  }

  await section.getByRole('button', { name: 'Delete my documents now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this order’s documents now?' });
  await expect(dialog.getByText('Every document you sent us')).toBeVisible();
  await expect(dialog.getByText('Your receipts and credit notes')).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');
  await attachScreenshot(page, testInfo, 'confirmation at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await attachScreenshot(page, testInfo, 'confirmation at 1280 px');
  await dialog.getByRole('button', { name: 'Delete my documents', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your documents were deleted. We emailed you a confirmation.')).toBeVisible();
  await expect(section.getByText(/^You deleted this order’s documents on /)).toBeVisible();
  await expect(page.getByText(/^Deleted on /)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Download letter-es.txt' })).toHaveCount(0);
  await expectAxeClean(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, testInfo, `order page after deletion at ${width} px`, { fullPage: true });
  }

  const download = await request.get(`/api/orders/${order.orderId}/files/${translatedKey}/download?format=json`);
  expect(download.status()).toBe(410);
  expect((await download.json()).error).toMatch(/^This file was deleted from our servers on .+, at your request\.$/);

  const confirmation = (await listOutbox(request)).find(
    (message) => message.template === 'order-documents-deleted' && message.to === email,
  );
  expect(confirmation?.subject).toBe(`Your documents for order ${order.orderNumber} were deleted`);

  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  await expect(page.getByText('Documents deleted by the customer')).toBeVisible();
});

test('a signed-in customer deletes an order’s documents from the dashboard card', async ({
  page,
  request,
}, testInfo) => {
  const email = `${unique('dash')}@example.com`;
  const signUp = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Inés', lastName: 'Navarro' },
  });
  expect(signUp.status()).toBe(201);
  const session = await signUp.json();
  const { order } = await completedOrder(request, email, { authorization: `Bearer ${session.tokens.accessToken}` });
  await storeSession(page, session);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card.getByRole('button', { name: 'Delete my documents now' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await attachScreenshot(card, testInfo, 'dashboard card at 375 px');

  await card.getByRole('button', { name: 'Delete my documents now' }).click();
  // The button sits above the card's own link: the dialog opens, the order page does not.
  const dialog = page.getByRole('dialog', { name: 'Delete this order’s documents now?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dialog.getByRole('button', { name: 'Delete my documents', exact: true }).click();
  await expect(card.getByText(/^You deleted this order’s documents on /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete my documents now' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await attachScreenshot(card, testInfo, 'dashboard card after deletion at 1280 px');
});
