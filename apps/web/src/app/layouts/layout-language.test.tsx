import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { loadCatalogues } from '@/lib/i18n/i18n';
import { en } from '@/lib/i18n/messages/en';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const englishValues = (catalogue: object): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : englishValues(value)));
// Words spelled the same in French (catalogues.test.ts keeps the rest translated).
const SAME_IN_FRENCH = new Set(['Services', 'Contact']);

const Address = () => <output aria-label="address">{useLocation().pathname}</output>;

const renderLayout = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <SiteFooter pixelConfigured />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('the public layout in each language', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogues('es'), loadCatalogues('fr')]);
  });
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    authStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const [locale, path] of [
    ['es', '/es/pricing'],
    ['fr', '/fr/'],
  ] as const) {
    it(`shows no English text of the catalogue at ${path}, and links stay in ${locale}`, () => {
      renderLayout(path);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode.textContent?.trim() ?? '');
      const labels = [...document.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
      for (const english of englishValues(en)) {
        if (locale === 'fr' && SAME_IN_FRENCH.has(english)) continue;
        expect(texts, english).not.toContain(english);
        expect(labels, english).not.toContain(english);
      }
      const hrefs = [...document.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href'));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) expect(href?.startsWith(`/${locale}/`), href ?? '').toBe(true);
    });
  }

  it('the switcher moves to the same page in the language chosen and remembers it', async () => {
    renderLayout('/pricing?plan=sworn');
    const [select] = screen.getAllByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select as HTMLSelectElement, 'Français');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/fr/pricing'));
    expect(window.localStorage.getItem('sello.locale')).toBe('fr');
    expect(document.cookie).toContain('sello_locale=fr');
    expect(screen.getAllByRole('combobox', { name: 'Langue' }).length).toBeGreaterThan(0);
  });
});
