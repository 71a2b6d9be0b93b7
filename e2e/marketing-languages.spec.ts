import { attachPagePieces, expectNoSidewaysScroll, structuredData } from './support/page-checks';
import { expect, test } from './support/test';

// Issue 32: every public page prerendered in Spanish and French at its own address (apps/web/src/app/prerender-head.ts),
// served by the API with its language's structured data (apps/api/src/http/prerendered-pages.ts).
const pages = [
  { path: '/es/pricing', lang: 'es', heading: 'Precios sencillos y transparentes', title: 'Precios — Sello' },
  { path: '/fr/about', lang: 'fr', heading: 'L’équipe derrière Sello', title: 'Qui sommes-nous — Sello' },
  {
    path: '/es/free-quote',
    lang: 'es',
    heading: 'Presupuesto de traducción gratuito',
    title: 'Presupuesto de traducción gratuito — Sello',
  },
  { path: '/fr/services', lang: 'fr', heading: 'Traduction professionnelle et assermentée', title: 'Services — Sello' },
  { path: '/es/contact', lang: 'es', heading: '¿En qué podemos ayudarle?', title: 'Contacto — Sello' },
  {
    path: '/fr/',
    lang: 'fr',
    heading: 'Vos documents traduits, en toute rigueur',
    title: 'Sello — Traduction professionnelle et assermentée de documents',
  },
];

test('the public pages arrive prerendered in Spanish and French, with their alternates', async ({
  request,
  baseURL,
}) => {
  for (const page of pages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${page.lang}"`);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(h1.replace(/<[^>]+>/g, ''), page.path).toBe(page.heading);
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.path}" />`);
    const english = page.path.replace(/^\/(es|fr)\//, '/');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}${english}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}${english}" />`);
    const graph = (structuredData(html)[0]?.['@graph'] ?? []) as Array<{ '@type': string; name?: string }>;
    const sworn = page.lang === 'es' ? 'Traducción jurada' : 'Traduction assermentée';
    expect(graph.map((node) => node.name)).toContain(sworn);
  }
  const [, faq] = structuredData(await (await request.get('/es/')).text());
  expect(JSON.stringify(faq)).toContain('¿Cómo se calcula el precio?');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/fr/pricing</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/free-quote" />`);
});

const screens = ['/', '/pricing', '/about', '/services', '/contact', '/free-quote', '/no-such-page'];
for (const lang of ['es', 'fr']) {
  for (const width of [1280, 375]) {
    test(`the marketing pages in ${lang} at ${width} px`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(`/${lang}${screen}`);
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSidewaysScroll(page);
        await attachPagePieces(
          page,
          testInfo,
          `${lang}-${width}${screen === '/' ? '-home' : screen.replaceAll('/', '-')}`,
          900,
        );
      }
    });
  }
}
