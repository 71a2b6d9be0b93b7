import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './apps/web/compile-messages.ts';

export default defineConfig({
  test: {
    // Both cores of a CI machine: left to itself Vitest ran one test file at a time here.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'planner',
          root: './packages/planner',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'analysis',
          root: './packages/analysis',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // LibreOffice, tesseract and worker pools under real time limits: these files get the machine to themselves,
          // one at a time, after the other projects (side by side, they pushed renders past their limits).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Every file builds its own app on its own database, so the files of a worker can share one module graph:
          // loading Fastify, PGlite, pdf.js and the routes once per worker instead of once per file saves a third of
          // the project's CPU time on a 2-core machine.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [compileMessages()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (each took about 2 s to create), files still isolated.
          pool: 'vmThreads',
          setupFiles: ['./src/testing/setup-tests.ts'],
          // Vitest's 5 s default is a race with the machine: a checkout test clicking through a whole page took over
          // 5 s on 2 cores with a load of 30. No web test waits for real time, so only a hung test gets near this.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
