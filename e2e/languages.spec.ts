import { attachScreenshot, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

// Issue 32: the site in English at /, Spanish at /es/ and French at /fr/ (apps/web/src/lib/i18n): the translated
// pages arrive prerendered in their language, with hreflang alternates; the switcher keeps the visitor's page.
const homes = [
  { path: '/es/', lang: 'es', title: 'Sello — Traducción profesional y jurada de documentos', nav: 'Inicio' },
  { path: '/fr/', lang: 'fr', title: 'Sello — Traduction professionnelle et assermentée de documents', nav: 'Accueil' },
];

test('the home page arrives in Spanish and French with its lang, title and hreflang alternates', async ({
  request,
  baseURL,
}) => {
  for (const home of homes) {
    const response = await request.get(home.path);
    expect(response.status(), home.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${home.lang}"`);
    expect(html).toContain(`<title>${home.title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${home.path}" />`);
    for (const [hreflang, href] of [
      ['en', '/'],
      ['es', '/es/'],
      ['fr', '/fr/'],
      ['x-default', '/'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${baseURL}${href}" />`);
    expect(html).toContain(`>${home.nav}</a>`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/fr/</loc>`);
});

// The journey's own pages, beyond the marketing ones (marketing-languages.spec.ts): prerendered in their language too.
const journeyPages = [
  {
    path: '/es/upload',
    lang: 'es',
    title: 'Suba sus documentos para obtener un presupuesto — Sello',
    h1: 'Suba sus documentos',
  },
  {
    path: '/fr/upload',
    lang: 'fr',
    title: 'Envoyez vos documents pour obtenir un devis — Sello',
    h1: 'Envoyez vos documents',
  },
  {
    path: '/es/planner/wizard',
    lang: 'es',
    title: 'Planificador de documentos para el visado — Sello',
    h1: 'Planifique los documentos de su visado para España',
  },
  {
    path: '/fr/planner/wizard',
    lang: 'fr',
    title: 'Planificateur de documents pour le visa — Sello',
    h1: 'Préparez les documents de votre visa pour l’Espagne',
  },
];

test('the upload page and the planner arrive prerendered in Spanish and French, with their alternates', async ({
  request,
  baseURL,
}) => {
  for (const page of journeyPages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${page.lang}"`);
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, ''), page.path).toBe(page.h1);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.path}" />`);
    const english = page.path.replace(/^\/(es|fr)\//, '/');
    for (const [hreflang, href] of [
      ['en', english],
      ['es', `/es${english}`],
      ['fr', `/fr${english}`],
      ['x-default', english],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${baseURL}${href}" />`);
  }
});

test('the language switcher keeps the page and its choice sticks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.cookie)).toContain('sello_locale=es');
});

test('a first visit follows the browser language, and a choice of English sticks', async ({ browser, baseURL }) => {
  // Playwright sends Accept-Language from the context's locale.
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  const response = await page.goto('/pricing?from=ad');
  expect(response?.url()).toBe(`${baseURL}/es/pricing?from=ad`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // The visitor picks English: the English address now stays English for this browser.
  await page.getByRole('contentinfo').getByRole('combobox').selectOption('en');
  await expect(page).toHaveURL(/\/pricing\?from=ad$/);
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();

  // A crawler (no Accept-Language) gets the English page it asked for.
  const crawler = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': '' } });
  const crawled = await crawler.request.get('/pricing', { maxRedirects: 0 });
  expect(crawled.status()).toBe(200);
  expect(crawled.headers().vary).toContain('Accept-Language');
  await crawler.close();
});

for (const home of homes) {
  for (const width of [1280, 375]) {
    test(`the home page in ${home.lang} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(home.path);
      await expect(page).toHaveTitle(home.title);
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `home-${home.lang}-${width}-top`);
      await attachScreenshot(page.getByRole('contentinfo'), testInfo, `home-${home.lang}-${width}-footer`);
    });
  }
}
