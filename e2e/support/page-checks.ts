import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Nothing wider than the screen: no sideways scrolling on a phone. */
export const expectNoSidewaysScroll = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};
