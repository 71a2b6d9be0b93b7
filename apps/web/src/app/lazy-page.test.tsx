import { afterEach, describe, expect, it } from 'vitest';
import { defineCatalogue, type TCatalogueHandle } from '@/lib/i18n/i18n';
import { deferredSection, preloadDeferredSections } from './lazy-page';

describe('deferredSection', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('counts a section as loaded once the catalogues its module declares are here in the page’s language', async () => {
    window.history.replaceState(null, '', '/es/pricing');
    // The section's module declares its own catalogue when it runs, as a feature's component module does.
    let catalogue: TCatalogueHandle<{ word: string }> | undefined;
    deferredSection(async () => {
      catalogue = defineCatalogue({
        en: async () => ({ word: 'word' }),
        es: async () => ({ word: 'palabra' }),
        fr: async () => ({ word: 'mot' }),
      });
      return { Section: () => null };
    }, 'Section');
    await preloadDeferredSections();
    // A section hydrating on a tap renders at once: its words must not suspend it.
    expect(catalogue?.loaded.es).toEqual({ word: 'palabra' });
  });
});
