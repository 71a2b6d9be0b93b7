import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's chromium-headless-shell: the same Blink engine without the full browser around it, which is what
 * Playwright itself runs headless. On a 2-core machine the full browser spent about three times the CPU on the same
 * suite (renderer and browser processes), and the suite took twice as long. /usr/bin/chromium when it is missing.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// One data directory per port, so runs on different ports (parallel work) never share a database.
const dataDir = `.test-data/e2e-${port}`;
export const E2E_ADMIN = { email: 'e2e-admin@sello.test', password: 'e2e-admin-password' };
process.env.E2E_ADMIN_EMAIL ??= E2E_ADMIN.email;
process.env.E2E_ADMIN_PASSWORD ??= E2E_ADMIN.password;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs a second go is a test to fix, and a retry doubles the cost of a slow failure.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: `.test-data/playwright-results-${port}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    // Kept for failures only; without the screencast, whose frames cost a loaded 2-core machine seconds a test.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /admin-(settings|dashboard)\.spec\.ts/ },
    // Changes site-wide settings (prices), so it runs after every other spec has finished.
    { name: 'settings', testMatch: /admin-settings\.spec\.ts/, dependencies: ['chromium'] },
    // Compares site-wide totals with the screen: nothing else may create quotes or orders meanwhile.
    { name: 'dashboard', testMatch: /admin-dashboard\.spec\.ts/, dependencies: ['settings'] },
  ],
  webServer: {
    // A fresh data directory per run: the built site and API exactly as `npm start` serves them.
    command: `rm -rf ${dataDir} && node apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      SUPPORT_EMAIL: 'support@sello.test',
      // Each test sends its own X-Forwarded-For (e2e/support/test.ts), so rate limits count per test.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
