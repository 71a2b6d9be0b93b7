import type { TOrder } from '@sello/shared/order-schemas';
import { adminToken, openAsAdmin, signInAsAdmin } from './support/admin-api';
import { attachScreenshot, expectAxeClean } from './support/page-checks';
import { storeSession } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const PASSWORD = 'Correct-horse-battery-9';

// One after another: the dashboard test compares site-wide totals with the screen, and a sibling test signs up a
// customer (and others add quotes) — run alongside, they changed the totals between the page load and the check.
test.describe.configure({ mode: 'default' });

type TStats = {
  stats: {
    totalOrders: number;
    totalQuotes: number;
    totalCustomers: number;
    totalRevenue: number;
    convertedQuotes: number;
    conversionRate: number;
  };
  needsAction: { newOrders: number; overdueOrders: number; orders: Array<{ orderId: string; orderNumber: string }> };
  recentOrders: Array<{ orderId: string; orderNumber: string }>;
};

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(dollars);

const readStats = async (request: APIRequestContext): Promise<TStats> => {
  const res = await request.get('/api/admin/stats', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
};

/** A quote for one uploaded text file with a name of our own, through the public API. */
const createQuote = async (request: APIRequestContext, filename: string, words: number) => {
  const body = Buffer.from(Array.from({ length: words }, (_, i) => `word${i}`).join(' '));
  const presign = await request.post('/api/uploads/presigned-url', {
    data: { files: [{ filename, contentType: 'text/plain', size: body.length }] },
  });
  expect(presign.status()).toBe(200);
  const [upload] = (await presign.json()).uploads;
  expect(
    (await request.put(upload.uploadUrl, { data: body, headers: { 'content-type': 'text/plain' } })).status(),
  ).toBe(200);
  expect((await request.post('/api/analyze/document', { data: { fileKey: upload.fileKey } })).status()).toBe(200);
  const quote = await request.post('/api/quotes', {
    data: { files: [{ fileKey: upload.fileKey }], sourceLanguage: 'en', targetLanguage: 'es', sessionId: 'e2e' },
  });
  expect(quote.status()).toBe(201);
  return { ...(await quote.json()).quote, size: body.length } as {
    quoteId: string;
    size: number;
    pricing: { professional: { price: number; timeEstimate: string }; sworn: { price: number; timeEstimate: string } };
  };
};

const submitOrder = async (request: APIRequestContext, quoteId: string, serviceType: 'professional' | 'sworn') => {
  const res = await request.post('/api/orders', {
    data: {
      quoteId,
      serviceType,
      customerInfo: {
        firstName: 'Dana',
        lastName: 'Admin-Endtoend',
        email: `${unique('dana')}@example.com`,
        phone: '+1 312 555 0142',
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as TOrder;
};

/** Four quotes named with one tag: one left open, one with a service chosen, two to submit as orders. */
const seedQuotes = async (request: APIRequestContext) => {
  const tag = unique('admin-e2e');
  const open = await createQuote(request, `${tag}-open.txt`, 150);
  const chosen = await createQuote(request, `${tag}-chosen.txt`, 400);
  expect((await request.put(`/api/quotes/${chosen.quoteId}`, { data: { selectedService: 'sworn' } })).status()).toBe(
    200,
  );
  const first = await createQuote(request, `${tag}-first.txt`, 500);
  const second = await createQuote(request, `${tag}-second.txt`, 900);
  return { tag, open, chosen, first, second };
};

const card = (page: Page, label: string) => page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });

test.describe('admin area', () => {
  test('dashboard figures match the seeded data', async ({ page, request }) => {
    const before = await readStats(request);

    const { first, second } = await seedQuotes(request);
    await submitOrder(request, first.quoteId, 'professional');
    const secondOrder = await submitOrder(request, second.quoteId, 'sworn');

    const after = await readStats(request);
    // Other specs may add business meanwhile, so the deltas are at least what this test seeded.
    expect(after.stats.totalQuotes - before.stats.totalQuotes).toBeGreaterThanOrEqual(4);
    expect(after.stats.totalOrders - before.stats.totalOrders).toBeGreaterThanOrEqual(2);
    expect(after.stats.convertedQuotes - before.stats.convertedQuotes).toBeGreaterThanOrEqual(3);
    expect(after.stats.totalCustomers - before.stats.totalCustomers).toBeGreaterThanOrEqual(2);
    expect(after.stats.conversionRate).toBe(
      Math.round((after.stats.convertedQuotes / after.stats.totalQuotes) * 1000) / 10,
    );
    // The list shows the ten orders waiting longest, which may be older ones; the count includes ours.
    expect(after.needsAction.newOrders - before.needsAction.newOrders).toBeGreaterThanOrEqual(2);

    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const shown = await readStats(request);
    await expect(card(page, 'Total Orders')).toContainText(String(shown.stats.totalOrders));
    await expect(card(page, 'Total Quotes')).toContainText(String(shown.stats.totalQuotes));
    await expect(card(page, 'Total Customers')).toContainText(String(shown.stats.totalCustomers));
    await expect(card(page, 'Total Revenue')).toContainText(usd(shown.stats.totalRevenue));
    await expect(card(page, 'Conversion Rate')).toContainText(`${shown.stats.conversionRate.toFixed(1)}%`);

    const needsAction = page.getByRole('region', { name: 'Needs action' });
    await expect(needsAction).toContainText(`${shown.needsAction.newOrders} new`);
    const recent = page.getByRole('region', { name: 'Recent orders' });
    const orderLink = recent.getByRole('link', { name: secondOrder.orderNumber });
    await expect(orderLink).toHaveAttribute('href', `/admin/orders/${secondOrder.orderId}`);
    await expectAxeClean(page);
  });

  test("the quotes page searches, filters and shows a quote's details", async ({ page, request }) => {
    const { tag, open, chosen, first, second } = await seedQuotes(request);
    await submitOrder(request, first.quoteId, 'professional');
    await submitOrder(request, second.quoteId, 'sworn');

    await openAsAdmin(page, request, '/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes Management' })).toBeVisible();
    await expect(page.getByText('Manage your translation service business')).toBeVisible();
    await expect(card(page, 'Total Quotes')).toContainText(/\d/);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(5); // header + 4 quotes
    // Newest first.
    await expect(rows.nth(1)).toContainText(`${second.quoteId.slice(0, 8)}…`);
    await expect(rows.nth(4)).toContainText(`${open.quoteId.slice(0, 8)}…`);
    await expect(rows.nth(4)).toContainText('Pending');
    await expect(rows.nth(4)).toContainText('None');

    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('SERVICE_SELECTED');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${chosen.quoteId.slice(0, 8)}…`);
    await expect(rows.nth(1).getByRole('cell').nth(7)).toHaveText('Sworn');
    await status.selectOption('EXPIRED');
    await expect(page.getByText('No quotes found')).toBeVisible();
    await status.selectOption('');

    // Search by id prefix.
    await search.fill(first.quoteId.slice(0, 8));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Accepted');
    await expect(rows.nth(1).getByRole('cell').nth(7)).toHaveText('Professional');

    // Details of the chosen quote.
    await search.fill(`${tag}-chosen`);
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: `View quote ${chosen.quoteId.slice(0, 8)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote Details' });
    await expect(dialog).toContainText(chosen.quoteId);
    await expect(dialog).toContainText(`${tag}-chosen.txt`);
    await expect(dialog).toContainText(`${(chosen.size / 1024).toFixed(1)} KB`);
    await expect(dialog).toContainText('Total (1 file)');
    await expect(dialog).toContainText(usd(chosen.pricing.sworn.price));
    await expect(dialog).toContainText(usd(chosen.pricing.professional.price));
    await expect(dialog.getByText('SELECTED', { exact: true })).toHaveCount(1);
    // The session, each file's type, and per service the quoted rate and delivery estimate.
    await expect(dialog.getByText('Session ID')).toBeVisible();
    await expect(dialog).toContainText('text/plain');
    await expect(dialog).toContainText(/\$\d+\.\d{2,3} per word/);
    await expect(dialog).toContainText(/\$\d+\.\d{2,3} per page/);
    await expect(dialog).toContainText(chosen.pricing.professional.timeEstimate);
    await expect(dialog).toContainText(chosen.pricing.sworn.timeEstimate);
    await expectAxeClean(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an anonymous visitor is told admin sign-in is required', async ({ page }) => {
    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin authentication required' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expectAxeClean(page);
  });

  test('a signed-in customer is told admin access is required', async ({ page, request }) => {
    const email = `${unique('customer')}@example.com`;
    const res = await request.post('/api/auth/signup', {
      data: { email, password: PASSWORD, firstName: 'Cora', lastName: 'Customer' },
    });
    expect(res.status()).toBe(201);
    await storeSession(page, await res.json());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expectAxeClean(page);
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`the admin layout works by keyboard, passes axe and fits the screen (${viewport.name})`, async ({
    page,
    request,
  }, testInfo) => {
    await createQuote(request, `${unique('layout')}.txt`, 300);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openAsAdmin(page, request, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Orders')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The layout (sidebar or top bar, and the page around them) is what this test is about: the whole page once.
    await expectAxeClean(page, 'page');
    await attachScreenshot(page, testInfo, `dashboard-${viewport.width}`, { fullPage: true });

    const menu = page.getByRole('button', { name: 'Open menu' });
    if (viewport.width < 1024) {
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expectAxeClean(page, 'header');
      await attachScreenshot(page, testInfo, `menu-${viewport.width}`);
    } else {
      await expect(menu).toBeHidden();
    }
    // Tab to the Quotes link and follow it with the keyboard; the focus ring is visible.
    const quotesLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Quotes' });
    for (let i = 0; i < 12 && !(await quotesLink.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(quotesLink).toBeFocused();
    const outline = await quotesLink.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes Management' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // The table scrolls inside its own region; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The sidebar and the phone menu both mark the active section (the phone menu closed on navigating).
    await expect(page.locator('nav[aria-label="Admin"] a[aria-current="page"]')).toHaveText(['Quotes', 'Quotes']);
    if (viewport.width < 1024) await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectAxeClean(page);
    await attachScreenshot(page, testInfo, `quotes-${viewport.width}`, { fullPage: true });
    await page
      .getByRole('button', { name: /^View quote / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Quote Details' })).toBeVisible();
    await attachScreenshot(page, testInfo, `quote-details-${viewport.width}`);
  });
}
