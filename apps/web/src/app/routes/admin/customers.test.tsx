import type { TListCustomersResponse } from '@sello/shared/customer-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { AdminCustomersRoute } from './customers';

const fetchMock = vi.fn<typeof fetch>();

const page = (customers: TListCustomersResponse['customers']): TListCustomersResponse => ({
  customers,
  count: customers.length,
  limit: 25,
  offset: 0,
});
const alice = {
  key: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  kind: 'account' as const,
  email: 'alice@example.com',
  name: 'Alice Smith',
  company: 'Acme',
  orderCount: 2,
  revenue: 115,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  since: '2026-10-01T10:00:00.000Z',
};
const guest = {
  key: 'guest@example.com',
  kind: 'guest' as const,
  email: 'guest@example.com',
  name: 'Gus Guest',
  company: null,
  orderCount: 1,
  revenue: 0,
  lastOrderAt: '2026-11-18T10:00:00.000Z',
  since: '2026-11-18T10:00:00.000Z',
};

/** The customer list requests (the page title also reads the public configuration). */
const customerCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/customers'));

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/customers', element: <AdminCustomersRoute /> }], {
    initialEntries: ['/admin/customers'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe('AdminCustomersRoute', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists accounts and guests with their figures and links to each customer', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, page([alice, guest])));
    renderPage();
    const table = await screen.findByRole('table', { name: /customers/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Alice Smith' })).toHaveAttribute(
      'href',
      `/admin/customers/${alice.key}`,
    );
    expect(rows[0]).toHaveTextContent('$115.00');
    expect(rows[1]).toHaveTextContent('Guest');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Gus Guest' })).toHaveAttribute(
      'href',
      '/admin/customers/guest%40example.com',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(customerCalls()).toEqual(['/api/admin/customers?limit=25&offset=0']);
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(200, String(url).includes('q=') ? page([]) : page([alice, guest])),
    );
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('table', { name: /customers/i });
    // The same filter bar as the other admin lists: a named search landmark.
    const filters = screen.getByRole('search', { name: 'Filter customers' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'zed');
    expect(await screen.findByText('No customers match “zed”.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=zed'));
    expect(customerCalls().at(-1)).toBe('/api/admin/customers?q=zed&limit=25&offset=0');
  });
});
