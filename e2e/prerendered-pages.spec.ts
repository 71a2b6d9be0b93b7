import { structuredData } from './support/page-checks';
import { expect, test } from './support/test';

// The public pages prerendered at build (apps/web/scripts/prerender.mjs), served by the API with PUBLIC_URL and the
// current settings filled in (apps/api/src/http/prerendered-pages.ts).
const pages = [
  {
    path: '/',
    heading: 'Document translations, done right',
    title: 'Sello — Professional & sworn document translation',
  },
  { path: '/about', heading: 'The people behind Sello', title: 'About us — Sello' },
  { path: '/features', heading: 'Professional and sworn translation', title: 'Services — Sello' },
  { path: '/services', heading: 'Professional and sworn translation', title: 'Services — Sello' },
  { path: '/pricing', heading: 'Simple, transparent pricing', title: 'Pricing — Sello' },
  { path: '/contact', heading: 'How can we help?', title: 'Contact us — Sello' },
  { path: '/free-quote', heading: 'Free translation quote', title: 'Free translation quote — Sello' },
  { path: '/upload', heading: 'Upload your documents', title: 'Upload documents for a quote — Sello' },
  {
    path: '/planner/wizard',
    heading: 'Plan the documents for your Spanish visa',
    title: 'Visa document planner — Sello',
  },
];

test('each public page arrives as HTML with its heading, title, description, canonical and Open Graph tags', async ({
  request,
  baseURL,
}) => {
  for (const page of pages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(h1.replace(/<[^>]+>/g, ''), page.path).toBe(page.heading);
    expect(html).toContain(`<title>${page.title.replace('&', '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const url = `${baseURL}${page.path}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(`<meta property="og:title" content="${page.title.replace('&', '&amp;')}" />`);
    expect(html).not.toContain('__SELLO_ORIGIN__');
    const data = structuredData(html);
    const graph = (data[0]?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'Service', 'Service']);
  }
});

test('structured data: the services carry the current rates, the home page its FAQ', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const [site, faq] = structuredData(html);
  const services = ((site?.['@graph'] ?? []) as Array<{ name?: string; offers?: { priceSpecification?: unknown } }>)
    .filter((node) => node.name?.endsWith('translation'))
    .map((node) => [node.name, node.offers?.priceSpecification]);
  expect(services).toEqual([
    ['Professional translation', expect.objectContaining({ price: 0.07, unitText: 'word', priceCurrency: 'USD' })],
    ['Sworn translation', expect.objectContaining({ price: 40, unitText: 'page', priceCurrency: 'USD' })],
  ]);
  expect(faq?.['@type']).toBe('FAQPage');
  expect(((faq?.mainEntity ?? []) as unknown[]).length).toBeGreaterThanOrEqual(3);
});

test('sitemap.xml lists the public pages; other paths still get the app shell', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of pages) expect(sitemap).toContain(`<loc>${baseURL}${page.path}</loc>`);
  const shell = await (await request.get('/order-tracking')).text();
  expect(shell).toContain('<div id="root"></div>');
  expect((await request.get('/pages/home.html')).status()).toBe(404);
});

test('the content is there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, transparent pricing');
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
  await context.close();
});

for (const path of ['/', '/pricing', '/upload', '/free-quote', '/planner/wizard']) {
  test(`${path} hydrates without errors and stays interactive`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Scripts arrive late (as on a phone), so the settings are read before the deferred sections' code is there: a
    // page that re-rendered a section still waiting for its code lost the section's prerendered HTML (it jumped).
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.continue();
    });
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady = removed;
      new MutationObserver((records) => {
        if (document.documentElement.dataset.ready === 'true') return;
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            // A loading placeholder (aria-busy) replaced by its data is the intended order of things, not lost HTML:
            // on /free-quote the testimonials can arrive while the lead form's code is still loading.
            if (node instanceof Element && node.matches('[aria-busy="true"]')) continue;
            if (node instanceof Element && (node.textContent ?? '').trim().length > 0) {
              removed.push(`${node.tagName}: ${(node.textContent ?? '').slice(0, 40)}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // Hydration kept the prerendered HTML: nothing with content was removed before the page was ready.
    expect(
      await page.evaluate(() => (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady),
    ).toEqual([]);
    // The footer's support address comes from the settings, read by the browser after hydration.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@sello.test' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
    // A client-side navigation: the same document.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('below the fold, a section hydrates when it is first touched or focused, keeping its HTML', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removed: string[] }).removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.textContent ?? '').trim().length > 0) {
            removed.push(`${node.tagName}: ${(node.textContent ?? '').slice(0, 40)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // The first tap on a question far below the hero opens it: the section hydrates before React handles the click.
  const question = page.getByRole('button', { name: 'How is the price calculated?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Professional translation costs \$0\.07 per word/)).toBeVisible();
  // Reached with the keyboard, the closing band's link navigates within the app.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const getStarted = page.getByRole('region', { name: 'Get your documents translated' }).getByRole('link', {
    name: 'Get started',
  });
  await getStarted.focus();
  // Nothing with content was replaced while the two sections hydrated.
  expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your documents');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(errors).toEqual([]);
});
