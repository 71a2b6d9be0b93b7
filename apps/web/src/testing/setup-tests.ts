import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { pricingStore } from '@/lib/pricing';
import { publicConfigStore } from '@/lib/public-config';

// findBy…/waitFor wait up to 5 s, not 1: a page's deferred sections (app/lazy-page.tsx) are dynamic imports, and the
// first one in a test file is transformed and evaluated then — on a loaded 2-core CI machine that took over a second.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
// The public configuration and prices are cached in memory (lib/cached-resource.ts): each test starts without them.
afterEach(() => {
  cleanup();
  publicConfigStore.reset();
  pricingStore.reset();
});
