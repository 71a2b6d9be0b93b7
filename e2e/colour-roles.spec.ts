import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { storeSession } from './support/session';
import { expect, type Locator, test } from './support/test';

const PASSWORD = 'Correct-horse-battery-9';
/** The brand red (--color-brand-600) as the browser computes it. */
const BRAND_RED = 'rgb(180, 73, 60)';

/** The computed colour of `property` on the element. */
const colourOf = (locator: Locator, property: 'color' | 'backgroundColor' | 'outlineColor' | 'borderColor') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/** Red, green and blue of an `rgb(…)` colour. */
const channels = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);

/** Near-neutral: no channel far from the others (slate, black, white). */
const isNeutral = (colour: string) => {
  const [r = 0, g = 0, b = 0] = channels(colour);
  return Math.max(r, g, b) - Math.min(r, g, b) < 40;
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a form with errors: the errors in their own colour with an icon, the focus ring neutral, axe clean', async ({
      page,
    }, testInfo) => {
      // The planner wizard: step 2 asks for the citizenship, step 3 for the family members' count as a number.
      await page.goto('/planner/wizard');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.click();
      await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 9/ })).toBeVisible();
      await next.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Choose your citizenship status' })).toBeVisible();
      await page.getByRole('radio', { name: /^US citizen/ }).check();
      await next.click();
      await expect(page.getByRole('heading', { level: 2, name: /^Step 3 of 9/ })).toBeVisible();
      await page.getByRole('radio', { name: 'Yes' }).check();
      const count = page.getByRole('textbox', { name: /How many family members/ });
      await count.fill('two');
      await next.click();
      const error = page.getByRole('alert').filter({ hasText: /as a number/ });
      await expect(error).toBeVisible();
      await expect(count).toHaveAttribute('aria-invalid', 'true');
      await expect(error.locator('svg')).toBeVisible();
      const errorColour = await colourOf(error, 'color');
      expect(errorColour).not.toBe(BRAND_RED);
      expect(isNeutral(errorColour)).toBe(false);

      // The keyboard focus: a neutral ring, on the field and on a button.
      await count.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(count).toBeFocused();
      // Polled: the border changes colour with a short transition.
      await expect.poll(async () => isNeutral(await colourOf(count, 'borderColor'))).toBe(true);
      await next.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
      await expect(page.locator(':focus-visible')).toHaveCount(1);
      await expect.poll(async () => isNeutral(await colourOf(next, 'outlineColor'))).toBe(true);

      await expectNoSidewaysScroll(page);
      await expectAxeClean(page);
      await attachScreenshot(page, testInfo, `form-errors-${viewport.width}`, { fullPage: true });
    });

    test("the account page's delete button: the danger colour with an icon, not the brand's", async ({
      page,
      request,
    }, testInfo) => {
      const email = `e2e-colours-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const signUp = await request.post('/api/auth/signup', {
        data: { email, password: PASSWORD, firstName: 'Carmen', lastName: 'Colour' },
      });
      expect(signUp.status()).toBe(201);
      await storeSession(page, await signUp.json());
      await page.goto('/account');
      const remove = page.getByRole('button', { name: /^Delete my account/ });
      await expect(remove).toBeVisible();
      await expect(remove.locator('svg')).toBeVisible();
      const background = await colourOf(remove, 'backgroundColor');
      expect(background).not.toBe(BRAND_RED);
      expect(isNeutral(background)).toBe(false);
      await expectAxeClean(page);
      await attachScreenshot(page, testInfo, `account-${viewport.width}`, { fullPage: true });
    });

    test('the dark footer shows the focus ring in white', async ({ page }) => {
      await page.goto('/pricing');
      const footerLink = page.getByRole('contentinfo').getByRole('link').first();
      await footerLink.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(footerLink).toBeFocused();
      expect(await colourOf(footerLink, 'outlineColor')).toBe('rgb(255, 255, 255)');
    });
  });
}
