import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { pricingStore } from '@/lib/pricing';
import { publicConfigStore } from '@/lib/public-config';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
// The public configuration and prices are cached in memory (lib/cached-resource.ts): each test starts without them.
afterEach(() => {
  cleanup();
  publicConfigStore.reset();
  pricingStore.reset();
});
