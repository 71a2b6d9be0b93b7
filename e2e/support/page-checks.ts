import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * No WCAG 2.1 A/AA violations in `scope` (a CSS selector) as it is now. An axe pass over a whole page takes
 * seconds on a slow machine, so a test checks the part it is about: the page's <main> by default, a dialog
 * by its selector, and 'page' only where the header, menu and footer are the subject.
 * Legacy mode runs axe in the page itself; the default opens a second, blank page and loads axe into it again
 * to merge the results of cross-origin frames, which our pages do not have.
 */
export const expectAxeClean = async (page: Page, scope = 'main') => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).setLegacyMode();
  const results = await (scope === 'page' ? builder : builder.include(scope)).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
};

/**
 * Whether the screens to be looked at are taken: with E2E_SCREENSHOTS=1 (or SHOTS_DIR) set. A full run's pages in
 * three languages at two widths cost the 2-core CI machine about a minute, and nobody opens them there.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1' || Boolean(process.env.SHOTS_DIR);

/** A screenshot of a page (`fullPage`: all of it) or an element, attached to the test and saved in SHOTS_DIR, when wanted. */
export const attachScreenshot = async (
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
) => {
  if (!screenshotsWanted) return;
  const path = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}.png` : testInfo.outputPath(`${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

/** The whole page in screen-high pieces, each readable at its own size, attached to the test (when wanted). */
export const attachPagePieces = async (page: Page, testInfo: TestInfo, name: string, screenHeight: number) => {
  if (!screenshotsWanted) return;
  const { width } = page.viewportSize() ?? { width: 1280 };
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < full; y += screenHeight) {
    const piece = `${name}-${y / screenHeight}.png`;
    const file = testInfo.outputPath(piece);
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(screenHeight, full - y) },
    });
    await testInfo.attach(piece, { path: file, contentType: 'image/png' });
  }
};

/** Nothing wider than the screen: no sideways scrolling on a phone. */
export const expectNoSidewaysScroll = async (page: Page) => {
  // Measured once the web fonts are in: Inter is wider than the fallback, so a check that raced the font passed
  // pages that overflow (the Spanish dashboard header at 1280 px, 31 px too wide, failed one CI run in three).
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

/**
 * Common English words that are not also Spanish or French words: one of them on a Spanish or French page is a
 * string left untranslated. Words spelled the same in the page's language ('documents', 'pages', 'service' and
 * 'continue' are French) are only looked for in the other one; none that place names hold (New York).
 */
const ENGLISH_WORDS = (
  'the and your you with for upload uploaded submit order orders quote quotes translation translations ' +
  'price prices pricing words review payment pay next back download track tracking sign account free ' +
  'what happens will our we get email please this that from about here how step delivery ' +
  'estimated business days hours now view language languages english spanish french loading sworn ' +
  'certified professional details summary phone name first last company password optional required ' +
  'approve ready choose remove send thank thanks help yet when which who its are is have been not ' +
  'can all more by to'
).split(' ');
const ENGLISH_WORDS_BY_LOCALE = {
  es: [
    ...ENGLISH_WORDS,
    ...'documents document pages page continue service services contact file files message'.split(' '),
  ],
  fr: ENGLISH_WORDS,
} as const;

/** The English words of `text` (lower case, in order), once the test's own data (`ignore`), addresses and links are removed. */
export const englishWordsIn = (text: string, locale: 'es' | 'fr', ignore: readonly string[] = []): string[] => {
  let rest = text;
  for (const item of ignore) rest = rest.replaceAll(item, ' ');
  rest = rest.replace(/\S+@\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  const english = new Set<string>(ENGLISH_WORDS_BY_LOCALE[locale]);
  return rest
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => english.has(word));
};

/**
 * No English on a Spanish or French page: the page's visible text, its title and the words read out for it (aria-label,
 * alt, title, placeholder) hold none of the common English words, once the test's own data (`ignore`: names, email,
 * file names) is removed. Text marked in another language (the language switcher's 'English') is left out.
 */
export const expectNoEnglish = async (page: Page, { ignore = [] }: { ignore?: readonly string[] } = {}) => {
  const locale = (await page.locator('html').getAttribute('lang')) as 'es' | 'fr';
  expect(['es', 'fr'], 'the page is in Spanish or French').toContain(locale);
  const text = await page.evaluate((lang) => {
    let body = document.body.innerText;
    for (const foreign of Array.from(document.body.querySelectorAll<HTMLElement>(`[lang]:not([lang|="${lang}"])`))) {
      body = body.replace(foreign.innerText || foreign.textContent || '', ' ');
    }
    const said = Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      .filter((element) => !element.closest(`[lang]:not([lang|="${lang}"])`))
      .flatMap((element) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)))
      .filter(Boolean);
    return [document.title, body, ...said].join('\n');
  }, locale);
  const found = englishWordsIn(text, locale, ignore);
  expect(found, `English words on ${page.url()}:\n${text}`).toEqual([]);
};

/** The JSON-LD blocks of a page's HTML, parsed. */
export const structuredData = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
