import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait until the app is interactive: the public pages
 * arrive prerendered, so their buttons and fields are on screen before React has hydrated them, and a test (much
 * faster than a person) could type into a field React then resets. The app marks the document `data-ready` once its
 * first render — hydration included — has committed (app/provider.tsx).
 */
let visitorsInWorker = 0;

export const test = base.extend({
  /**
   * Each test is its own visitor: its own address, sent as X-Forwarded-For (the test server trusts loopback, as
   * production trusts its proxy), by its page and its `request`. The per-address limits (five password resets a
   * minute) then count one test's requests, not whichever tests the two workers ran in the same minute.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitorsInWorker += 1;
    const address = `10.${testInfo.workerIndex % 256}.${(visitorsInWorker >> 8) % 256}.${visitorsInWorker % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
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
