import { photograph, renderPage } from '../packages/analysis/test/make-photo';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

// Two photos are read by OCR in this test (about 2 s each on a busy 2-core machine), besides the page loads.
test.setTimeout(45_000);

test('a blurry photo is flagged on the quote and replaced by a sharper one before checkout', async ({ page }) => {
  const printed = await renderPage();
  const blurry = await (await photograph(printed, { blur: 2, longSide: 900, shadow: 0.3 })).encode('jpeg', 80);
  const sharp = await (await photograph(printed, { shadow: 0.3 })).encode('jpeg', 85);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/upload');
  await page.getByLabel('Choose documents to translate').setInputFiles({
    name: 'birth-certificate.jpg',
    mimeType: 'image/jpeg',
    buffer: blurry,
  });
  await page.getByRole('button', { name: 'Analyze files & get a quote' }).click();
  await expect(page).toHaveURL(/\/quote\?id=[0-9a-f-]{36}$/, { timeout: 20_000 });

  const warning = page.getByTestId('legibility-warning');
  await expect(warning).toHaveText('birth-certificate.jpg may be hard to read: a sharper photo avoids delays.');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'section[aria-labelledby="documents-heading"]');

  await page.getByRole('button', { name: 'Replace file birth-certificate.jpg' }).focus();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'birth-certificate-sharp.jpg',
    mimeType: 'image/jpeg',
    buffer: sharp,
  });
  await expect(page.getByText('birth-certificate-sharp.jpg')).toBeVisible({ timeout: 15_000 });
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('birth-certificate.jpg', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('file-pages')).toHaveText('1 page');
  await expect(page.getByTestId('total-pages')).toHaveText('1');
});
