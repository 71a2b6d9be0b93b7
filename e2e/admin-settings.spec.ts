import { adminToken, openAsAdmin } from './support/admin-api';
import { createTextQuote, submitOrder } from './support/api-journey';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './support/test';

// Settings are global to the server: this file changes the professional rate and puts it back afterwards.
test.describe.configure({ mode: 'serial' });

type TSettings = {
  pricing: { professionalRatePerWord: number; swornRatePerPage: number; minimumCharge: number };
  [key: string]: unknown;
};

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(dollars);

const authHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${await adminToken(request)}` });

const readSettings = async (request: APIRequestContext): Promise<TSettings> => {
  const res = await request.get('/api/admin/settings', { headers: await authHeaders(request) });
  expect(res.status()).toBe(200);
  return (await res.json()).settings;
};

const quotePrice = async (request: APIRequestContext, quoteId: string): Promise<number> => {
  const res = await request.get(`/api/quotes/${quoteId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).quote.pricing.professional.price;
};

let original: TSettings | null = null;

test.beforeAll(async ({ request }) => {
  original = await readSettings(request);
});

test.afterAll(async ({ request }) => {
  if (!original) return;
  const res = await request.put('/api/admin/settings', { headers: await authHeaders(request), data: original });
  expect(res.status()).toBe(200);
});

test('the admin changes the professional rate: new quotes use it, an earlier quote keeps its price', async ({
  page,
  request,
}) => {
  const rate = original?.pricing.professionalRatePerWord ?? 0.07;
  const newRate = Math.round((rate + 0.03) * 1000) / 1000;
  const words = 300;
  const earlier = await createTextQuote(request, { words });
  const earlierPrice = Math.round(words * rate * 100) / 100;
  expect(await quotePrice(request, earlier.quoteId)).toBe(earlierPrice);

  await openAsAdmin(page, request, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const rateField = page.getByLabel('Professional rate per word');
  await expect(rateField).toHaveValue(String(rate));

  // An invalid rate is explained on the field and nothing is saved.
  await rateField.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Rate per word must be more than 0')).toBeVisible();
  await expect(rateField).toHaveAttribute('aria-invalid', 'true');
  expect((await readSettings(request)).pricing.professionalRatePerWord).toBe(rate);

  await rateField.fill(String(newRate));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect((await readSettings(request)).pricing.professionalRatePerWord).toBe(newRate);

  // A new quote is priced at the new rate, on the quote page too; the earlier one keeps its price.
  const later = await createTextQuote(request, { words });
  const laterPrice = Math.round(words * newRate * 100) / 100;
  expect(await quotePrice(request, later.quoteId)).toBe(laterPrice);
  await page.goto(`/quote?id=${later.quoteId}`);
  await expect(page.getByTestId('price-professional')).toHaveText(usd(laterPrice));
  await page.goto(`/quote?id=${earlier.quoteId}`);
  await expect(page.getByTestId('price-professional')).toHaveText(usd(earlierPrice));
  expect(await quotePrice(request, earlier.quoteId)).toBe(earlierPrice);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    /** Each screen: no sideways scroll, axe on the screen's content, and a full-page screenshot to look at. */
    const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page);
      await attachScreenshot(page, testInfo, `${name}-${viewport.width}`, { fullPage: true });
    };

    test(`the settings sections pass axe and fit the screen (${viewport.name})`, async ({
      page,
      request,
    }, testInfo) => {
      await request.post('/api/contact', {
        data: {
          name: 'Layout Check',
          email: 'layout@example.com',
          subject: 'general',
          message: 'Checking the outbox.',
        },
      });
      await openAsAdmin(page, request, '/admin/settings');
      await expect(page.getByLabel('Professional rate per word')).toBeVisible();
      await shoot(page, testInfo, 'settings');

      const openSection = async (name: string) => {
        if (viewport.width < 640)
          await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: name });
        else await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name }).click();
      };
      await openSection('Email outbox');
      await expect(page.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
      await expect(page.getByText('To support@sello.test').first()).toBeVisible();
      await shoot(page, testInfo, 'outbox');

      // Testimonials and leads have back-office pages of their own (project managers reach them too).
      await openAsAdmin(page, request, '/admin/testimonials');
      await page.getByRole('button', { name: 'Add testimonial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add testimonial' });
      await dialog.getByLabel('Name').fill(`Reviewer ${viewport.name}`);
      await dialog.getByLabel('Testimonial').fill('Clear prices and a careful sworn translation.');
      await dialog.getByRole('button', { name: 'Add testimonial' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Reviewer ${viewport.name}`)).toBeVisible();
      await page.getByRole('button', { name: `Publish the testimonial by Reviewer ${viewport.name}` }).click();
      await expect(
        page.getByRole('button', { name: `Unpublish the testimonial by Reviewer ${viewport.name}` }),
      ).toBeVisible();
      await shoot(page, testInfo, 'testimonials');

      await openAsAdmin(page, request, '/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await shoot(page, testInfo, 'leads');
    });

    test(`analytics, customers and a customer pass axe and fit the screen (${viewport.name})`, async ({
      page,
      request,
    }, testInfo) => {
      const customer = `Layout ${viewport.name}`;
      await submitOrder(request, (await createTextQuote(request, { words: 120 })).quoteId, {
        firstName: 'Layout',
        lastName: viewport.name,
        email: `layout.${viewport.name}@example.com`,
        phone: '+1 312 555 0142',
      });
      await openAsAdmin(page, request, '/admin/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Week of .*: \$/ }).first()).toBeAttached();
      await shoot(page, testInfo, 'analytics');

      await page.goto('/admin/customers');
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
      await expect(page.getByRole('link', { name: customer })).toBeVisible();
      await shoot(page, testInfo, 'customers');

      await page.getByRole('link', { name: customer }).click();
      await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
      await expect(page.getByRole('link', { name: /^TRS-/ }).first()).toBeVisible();
      await shoot(page, testInfo, 'customer');
    });
  });
}
