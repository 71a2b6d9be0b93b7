import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait until the app is interactive: the public pages
 * arrive prerendered, so their buttons and fields are on screen before React has hydrated them, and a test (much
 * faster than a person) could type into a field React then resets. The app marks the document `data-ready` once its
 * first render — hydration included — has committed (app/provider.tsx).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const waitForApp = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      if (!response?.headers()['content-type']?.includes('text/html')) return response;
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
        timeout: 15_000,
      });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => waitForApp(await goto(url, options));
    page.reload = async (options) => waitForApp(await reload(options));
    await use(page);
  },
});
