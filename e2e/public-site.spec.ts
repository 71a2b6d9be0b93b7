import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

const pages = [
  { path: '/', heading: /Document translations, done right/, title: /Sello/ },
  { path: '/about', heading: /The people behind Sello/, title: /About us/ },
  { path: '/features', heading: /Professional and sworn translation/, title: /Services/ },
  { path: '/services', heading: /Professional and sworn translation/, title: /Services/ },
  { path: '/pricing', heading: /Simple, transparent pricing/, title: /Pricing/ },
  { path: '/contact', heading: /How can we help\?/, title: /Contact us/ },
  { path: '/no-such-page', heading: /Page not found/, title: /Page not found/ },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of pages) {
      test(`${page.path} renders its heading, title and passes axe`, async ({ page: browserPage }) => {
        await browserPage.goto(page.path);
        await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.heading);
        await expect(browserPage).toHaveTitle(page.title);
        await expectNoSidewaysScroll(browserPage);
        // The header, menu and footer are the same on every public page: axe checks them once, on the home page.
        await expectAxeClean(browserPage, page.path === '/' ? 'page' : 'main');
      });
    }
  });
}

test('home shows the rates from the pricing settings and links to the upload and planner', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('$0.07').first()).toBeVisible();
  await expect(page.getByText('$40').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Get started/ }).first()).toHaveAttribute('href', '/upload');
  await expect(page.getByRole('link', { name: 'I don’t have my documents yet' })).toHaveAttribute(
    'href',
    '/document-kits/wizard',
  );
});

test('the footer shows the support address from settings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@sello.test' })).toBeVisible();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /(Open|Close) menu/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the free-quote landing page hides navigation and sign-in', async ({ page }) => {
  for (const path of ['/free-quote', '/free-quote/']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Sello/ }).first()).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
  }
});

test('no third-party script loads when no pixel is configured', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.goto('/');
  await page.goto('/pricing');
  expect(external).toEqual([]);
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
});
