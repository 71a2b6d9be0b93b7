import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogues } from '@/lib/i18n/i18n';
import { publicConfigStore } from '@/lib/public-config';

// findBy…/waitFor wait up to 4 s, not 1 (a loaded 2-core CI machine is slow), and still inside Vitest's 5 s test
// timeout, so a missing element is reported as such. Deferred sections are preloaded by their tests
// (preloadDeferredSections), not waited for here.
configure({ asyncUtilTimeout: 4_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
// The public configuration and prices are cached in memory (lib/cached-resource.ts): each test starts without them.
afterEach(() => {
  cleanup();
  publicConfigStore.reset();
});

// Every catalogue in every language, as a page gets it before its first render (main.tsx): components render their
// words at once instead of suspending, in whichever language a test's address is.
import.meta.glob(['/src/**/messages/**/catalogue.ts', '/src/lib/i18n/shared-words.ts'], { eager: true });
await Promise.all([loadCatalogues('en'), loadCatalogues('es'), loadCatalogues('fr')]);
