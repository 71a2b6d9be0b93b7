import { createTextQuote, submitOrder } from './support/api-journey';
import { attachPagePieces, expectNoEnglish, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, test } from './support/test';

// Issue 32: every public page and the order page in English, Spanish and French at 1280 and 375 px, each screen
// attached to its test to be looked at; none scrolls sideways, and the Spanish and French ones hold no English word.
const PAGES: Array<{ name: string; path: (request: APIRequestContext) => Promise<string> }> = [
  { name: 'home', path: async () => '/' },
  { name: 'about', path: async () => '/about' },
  { name: 'services', path: async () => '/services' },
  { name: 'pricing', path: async () => '/pricing' },
  { name: 'contact', path: async () => '/contact' },
  { name: 'free-quote', path: async () => '/free-quote' },
  { name: 'upload', path: async () => '/upload' },
  { name: 'planner-wizard', path: async () => '/planner/wizard' },
  { name: 'order-tracking', path: async () => '/order-tracking' },
  { name: 'verify', path: async () => '/verify' },
  {
    // A guest's order, opened through its own link as its customer does.
    name: 'order',
    path: async (request) => {
      const { quoteId } = await createTextQuote(request, { words: 450 });
      return `/orders/${(await submitOrder(request, quoteId)).orderId}`;
    },
  },
];

/** The customer's own data on the order page (api-journey's ANA), not words of the page. */
const TEST_DATA = ['Ana', 'Ruiz', 'ana.e2e@example.com', '+1 312 555 0199', 'letter.txt'];

for (const screen of PAGES) {
  for (const lang of ['en', 'es', 'fr'] as const) {
    test(`${screen.name} in ${lang} at 1280 and 375 px`, async ({ page, request }, testInfo) => {
      test.setTimeout(60_000);
      const path = await screen.path(request);
      await page.goto(lang === 'en' ? path : `/${lang}${path === '/' ? '/' : path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      if (lang !== 'en') await expectNoEnglish(page, { ignore: TEST_DATA });
      for (const width of [1280, 375]) {
        const height = width === 375 ? 812 : 900;
        await page.setViewportSize({ width, height });
        await expectNoSidewaysScroll(page);
        await attachPagePieces(page, testInfo, `${screen.name}-${lang}-${width}`, height);
      }
    });
  }
}
