import { createTextQuote } from './support/api-journey';
import { attachScreenshot, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, test } from './support/test';

// No hyphen to break at: only the points the page offers (after the @, before a dot) keep it on the screen.
const LONG_EMAIL = 'anamariafernandezgutierrezdelafuente@translationsforimmigration.example.com';

const readyQuote = async (request: APIRequestContext) => {
  const quote = await createTextQuote(request, { words: 120 });
  const res = await request.put(`/api/quotes/${quote.quoteId}`, { data: { selectedService: 'professional' } });
  expect(res.status()).toBe(200);
  return quote.quoteId;
};

test.describe('checkout on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an error brings its field and its label into view below the sticky header', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`/checkout?quoteId=${await readyQuote(request)}`);
    await expectNoSidewaysScroll(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Ruiz');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 312 555 0199');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('ana.maria@');

    const submit = page.getByRole('button', { name: 'Submit project for review' });
    await expect(submit).toBeEnabled();
    // The visitor has scrolled on: the email field sits just under the sticky header, its label hidden by it.
    await email.evaluate((node) =>
      window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - 30, behavior: 'instant' }),
    );
    await page.getByRole('textbox', { name: 'Phone' }).press('Enter');

    await expect(email).toBeFocused();
    // Wait for the (smooth) scroll to the field to settle before measuring.
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      })
      .toBe(true);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((node) => node.getBoundingClientRect().bottom);
    const labelTop = await page
      .locator('label', { hasText: /^Email/ })
      .first()
      .evaluate((node) => node.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    await attachScreenshot(page, testInfo, 'checkout-error-375');
  });

  test('a long email wraps at its @ and dots: the confirmation never scrolls sideways', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`/checkout?quoteId=${await readyQuote(request)}`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Ruiz');
    await page.getByRole('textbox', { name: 'Email' }).fill(LONG_EMAIL);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 312 555 0199');
    await page.getByRole('button', { name: 'Submit project for review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Project submitted' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, testInfo, 'confirmation-375', { fullPage: true });
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`a sworn checkout at ${viewport.width} px: the deadline field, and the address only for a posted copy`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const quote = await createTextQuote(request, { words: 120 });
    const res = await request.put(`/api/quotes/${quote.quoteId}`, { data: { selectedService: 'sworn' } });
    expect(res.status()).toBe(200);
    await page.goto(`/checkout?quoteId=${quote.quoteId}`);
    await expect(page.getByText('To submit, fill in: First name, Last name, Email, Phone.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Street address/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'I need the sworn translation posted to me' }).check();
    await expect(page.getByRole('textbox', { name: /Street address/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Deadline or special request/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, testInfo, `checkout-sworn-${viewport.width}`, { fullPage: true });
  });
}
