import { listOutbox, openAsAdmin } from './support/admin-api';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { expect, type Page, test } from './support/test';

const LANDING = '/free-quote?destinationCountry=Spain&lang=fr';

/**
 * Scrolled to, as a visitor would (they load when near the viewport), the testimonials replace their skeleton: with
 * published ones, a section of them; with none, nothing at all (no placeholder quote).
 */
const expectTestimonialsLoaded = async (page: Page) => {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByText('Loading testimonials')).toHaveCount(0);
  await expect(page.getByText('Our promise')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
};

test('a lead from a Spain ad is stored, shown to the admin and announced to support', async ({ page, request }) => {
  const email = `free-quote-${Date.now()}@example.com`;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free translation quote');
  await expect(page).toHaveTitle(/Free translation quote/);
  await expect(page.getByText(/Ministry of Foreign Affairs \(MAEC\)/)).toBeVisible();
  // The prerendered page has no destination: it hydrates as it is, then shows the Spain paragraph.
  expect(errors).toEqual([]);

  // An ad landing page: the brand stays, the site navigation and sign-in go.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Sello/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /Log in|Sign up/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Free quote request' });
  await expect(form.getByRole('combobox', { name: /^Translate into/ })).toHaveValue('french');
  await expect(form.getByRole('combobox', { name: /^Translate from/ })).toHaveValue('english');
  await form.getByRole('textbox', { name: /^Full name/ }).fill('Lucía Pérez');
  await form.getByRole('textbox', { name: /^Email/ }).fill('lucia@example');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('12ab');
  await form.getByRole('button', { name: 'Request free quote' }).click();
  await expect(form.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number.', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+34 600 123 456');
  await form.getByRole('textbox', { name: /^Number of pages/ }).fill('2');
  await form.getByRole('textbox', { name: /^What do you need translated/ }).fill('Birth certificate for a visa');
  await form.getByRole('button', { name: 'Request free quote' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, we have your request' })).toBeVisible();
  await expect(page.getByRole('link', { name: /instant quote/ })).toHaveAttribute('href', '/upload');

  await expect
    .poll(async () => (await listOutbox(request)).find((message) => message.textBody.includes(email)))
    .toMatchObject({ template: 'new-lead', to: 'support@sello.test' });

  await openAsAdmin(page, request, '/admin/leads');
  const lead = page
    .getByRole('region', { name: 'Contacts to follow up' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(lead).toContainText('Lucía Pérez');
  await expect(lead).toContainText('From free-quote');
  await expect(lead).toContainText('2 pages · from english · into french · for Spain');
});

test('at 1280 px the page passes axe, with no floating button', async ({ page }, testInfo) => {
  await page.goto(LANDING);
  await expectTestimonialsLoaded(page);
  await attachScreenshot(page, testInfo, 'free-quote-1280', { fullPage: true });
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the floating Get a quote button takes the visitor to the form and hides while it is visible', async ({
    page,
  }, testInfo) => {
    await page.goto(LANDING);
    await expectTestimonialsLoaded(page);
    await attachScreenshot(page, testInfo, 'free-quote-375', { fullPage: true });
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    const floating = page.getByRole('button', { name: 'Get a quote' });
    await expect(floating).toBeVisible();
    await floating.click();
    const form = page.getByRole('form', { name: 'Free quote request' });
    await expect(form.getByRole('textbox', { name: /^Full name/ })).toBeFocused();
    await expect(form).toBeInViewport();
    await expect(floating).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(floating).toBeVisible();
  });
});
