import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDeferredSections } from '@/app/lazy-page';
import { jsonResponse } from '@/testing/auth-fixtures';
import { FreeQuoteRoute } from './free-quote';

const renderRoute = (url: string) => {
  const router = createMemoryRouter([{ path: '/free-quote', element: <FreeQuoteRoute /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const SPAIN_TEXT = /sworn translator appointed by Spain’s Ministry of Foreign Affairs \(MAEC\)/;

describe('FreeQuoteRoute', () => {
  // The lead form and the testimonials are deferred sections: their chunks (and the query cache they use) load after
  // the page's. Loaded once here, as the prerender does, so the tests are about the page and not the module loader's
  // speed (on a loaded CI machine the first load took over 5 s).
  beforeAll(() => preloadDeferredSections(), 60_000);

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/testimonials')
          ? jsonResponse(200, { testimonials: [] })
          : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom has no scrollIntoView; one test adds it.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('has its heading and title, without the Spain paragraph by default', async () => {
    renderRoute('/free-quote');
    expect(screen.getByRole('heading', { level: 1, name: 'Free translation quote' })).toBeInTheDocument();
    expect(screen.queryByText(SPAIN_TEXT)).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /translate into/i })).toHaveValue('spanish');
    expect(screen.getByRole('combobox', { name: /translate from/i })).toHaveValue('english');
    expect(document.title).toBe('Free translation quote — Sello');
    // No testimonial published: no section, and no placeholder quote in its place.
    await waitFor(() => expect(screen.queryByText('Loading testimonials')).not.toBeInTheDocument());
    expect(screen.queryByText(/“.+”/)).not.toBeInTheDocument();
  });

  it.each(['Spain', 'España', 'ES'])('explains sworn translation for MAEC when the destination is %s', (country) => {
    renderRoute(`/free-quote?destinationCountry=${encodeURIComponent(country)}`);
    expect(screen.getByText(SPAIN_TEXT)).toBeInTheDocument();
  });

  it('does not for another country', () => {
    renderRoute('/free-quote?destinationCountry=France');
    expect(screen.queryByText(SPAIN_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    ['lang=fr', 'french'],
    ['destinationLanguage=German', 'german'],
    ['destinationLanguage=es&lang=fr', 'spanish'],
    ['lang=Italian', 'other'],
  ])('preselects the language from ?%s', async (query, value) => {
    renderRoute(`/free-quote?${query}`);
    expect(await screen.findByRole('combobox', { name: /translate into/i })).toHaveValue(value);
  });

  it('the floating Get a quote button scrolls to the form and focuses its first field', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderRoute('/free-quote');
    await screen.findByRole('textbox', { name: /full name/i });
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveFocus();
  });
});
