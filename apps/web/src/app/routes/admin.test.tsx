import type { TAuthUser } from '@sello/shared/auth-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrderSummary, makeStatsResponse } from '@/testing/admin-fixtures';
import { adminUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';

// Fresh modules per test: the auth store starts in 'loading' as on a real page load.
let store: typeof import('@/lib/auth-store');
let admin: typeof import('./admin');
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no media queries: the screen is narrow enough for the menu button.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  store = await import('@/lib/auth-store');
  admin = await import('./admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock('./admin/quotes');
});

const renderAdmin = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: 'admin/*', Component: admin.AdminRoute },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const signInAsAdmin = (user: TAuthUser = adminUser) => {
  window.localStorage.setItem(store.TOKENS_STORAGE_KEY, JSON.stringify(makeTokens('saved')));
  window.localStorage.setItem(store.USER_STORAGE_KEY, JSON.stringify(user));
  act(() => store.authStore.restore());
};

const answerStats = (body = makeStatsResponse()) =>
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/admin/stats' ? jsonResponse(200, body) : jsonResponse(404, { error: 'x', code: 'NOT_FOUND' }),
  );

describe('admin layout', () => {
  it("has the owner's sections and Back to Main Site, with Dashboard active only on /admin", async () => {
    answerStats();
    const router = renderAdmin('/admin');
    signInAsAdmin();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Orders', '/admin/orders'],
      ['Quotes', '/admin/quotes'],
      ['Customers', '/admin/customers'],
      ['Leads', '/admin/leads'],
      ['Testimonials', '/admin/testimonials'],
      ['Analytics', '/admin/analytics'],
      ['My work', '/admin/work'],
      ['Staff', '/admin/staff'],
      ['Settings', '/admin/settings'],
      ['My profile', '/admin/profile'],
      ['Back to Main Site', '/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });

    await act(() => router.navigate('/admin/quotes'));
    // The page is a lazy chunk: the navigation completes once it has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes Management' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows the admin's email and signs out to the home page", async () => {
    const user = userEvent.setup();
    answerStats();
    const router = renderAdmin('/admin');
    signInAsAdmin();
    expect(screen.getAllByText(adminUser.email).length).toBeGreaterThan(0);

    const sidebar = screen.getByRole('complementary');
    await user.click(within(sidebar).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.authStore.getState().status).toBe('anonymous');
    expect(fetchMock.mock.calls.map(describeCall)).toContainEqual(
      expect.objectContaining({ url: '/api/auth/signout', method: 'POST', body: { refreshToken: 'refresh-saved' } }),
    );
  });

  it('links to My account (name, password, two-factor) beside Sign Out', async () => {
    answerStats();
    renderAdmin('/admin');
    signInAsAdmin();
    const sidebar = screen.getByRole('complementary');
    expect(await within(sidebar).findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it('folds the navigation into a menu that Escape closes, returning focus to the button', async () => {
    const user = userEvent.setup();
    answerStats();
    renderAdmin('/admin');
    signInAsAdmin();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Admin' })).toHaveLength(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();

    // Following a link closes it too.
    await user.click(toggle);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Analytics' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads a page whose chunk failed to download (a dropped connection) on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let chunkFails = true;
    vi.doMock('./admin/quotes', async (importOriginal) => {
      if (chunkFails) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    admin = await import('./admin');
    answerStats();
    const router = renderAdmin('/admin/quotes');
    signInAsAdmin();
    // The router's error screen (the app's own, RootErrorBoundary, sits above this in app/router.tsx).
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();

    chunkFails = false;
    await act(() => router.navigate('/admin'));
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await act(() => router.navigate('/admin/quotes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes Management' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown admin address', async () => {
    renderAdmin('/admin/nowhere');
    signInAsAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers an anonymous visitor the sign-in dialog and opens the admin area once signed in', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/auth/signin')
        return jsonResponse(200, { tokens: makeTokens('fresh'), user: adminUser });
      if (String(url) === '/api/admin/stats') return jsonResponse(200, makeStatsResponse());
      return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    });
    renderAdmin('/admin');
    act(() => store.authStore.restore());
    expect(screen.getByRole('heading', { level: 1, name: 'Admin authentication required' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), adminUser.email);
    await user.type(within(dialog).getByLabelText('Password', { exact: true } as never), 'admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});

describe('admin dashboard', () => {
  it('shows the server figures, orders needing action linked to their pages, and the latest orders and quotes', async () => {
    const overdue = makeOrderSummary({
      orderId: 'a1b2c3d4-0000-4000-8000-000000000002',
      orderNumber: 'TRS-20261101-LATE22',
      status: 'IN_PROGRESS',
      isNew: false,
      isOverdue: true,
      deliveryDate: new Date(Date.now() - 2.5 * 24 * 3600 * 1000).toISOString(),
    });
    const fresh = makeOrderSummary();
    answerStats(
      makeStatsResponse({
        needsAction: { newOrders: 1, overdueOrders: 1, total: 2, orders: [overdue, fresh] },
        recentOrders: [fresh, overdue],
      }),
    );
    renderAdmin('/admin');
    signInAsAdmin();

    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('dl');
    expect(await card('Total Orders')).toHaveTextContent('8');
    expect(await card('Total Quotes')).toHaveTextContent('21');
    expect(await card('Total Customers')).toHaveTextContent('6');
    expect(await card('Total Revenue')).toHaveTextContent('$1,234.50');
    expect(await card('Conversion Rate')).toHaveTextContent('42.9%');
    expect(await card('Conversion Rate')).toHaveTextContent('9 of 21 quotes');

    const needs = screen.getByRole('region', { name: 'Needs action' });
    expect(needs).toHaveTextContent('1 new · 1 overdue');
    const items = within(needs).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'TRS-20261101-LATE22' })).toHaveAttribute(
      'href',
      '/admin/orders/a1b2c3d4-0000-4000-8000-000000000002',
    );
    expect(items[0]).toHaveTextContent('Overdue by 3 days');
    expect(items[1]).toHaveTextContent('New');
    expect(within(screen.getByRole('region', { name: 'Recent orders' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Recent quotes' })).toHaveTextContent('3f2a9c1e…');
  });

  it("says 'Failed to load dashboard data' when the stats cannot be loaded, and retries", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: 'Something went wrong', code: 'INTERNAL' }));
    renderAdmin('/admin');
    signInAsAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');

    answerStats();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Orders')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
  });
});

describe('staff roles in the admin area (issue 30)', () => {
  const translator: TAuthUser = { ...adminUser, isAdmin: false, staffRole: 'translator' };
  const projectManager: TAuthUser = { ...adminUser, staffRole: 'project_manager' };

  it('shows a project manager Leads and Testimonials but neither Staff nor Settings', () => {
    answerStats();
    renderAdmin('/admin');
    signInAsAdmin(projectManager);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Orders',
      'Quotes',
      'Customers',
      'Leads',
      'Testimonials',
      'Analytics',
      'My work',
      'My profile',
      'Back to Main Site',
    ]);
  });

  it('opens Leads for a project manager (sales work), as the API allows', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { leads: [] }));
    renderAdmin('/admin/leads');
    signInAsAdmin(projectManager);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Contacts to follow up' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall).some((call) => call.url.startsWith('/api/admin/leads'))).toBe(true);
  });

  it('opens Testimonials for a project manager, and keeps Settings (prices, the outbox) the owner’s', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { testimonials: [] }));
    renderAdmin('/admin/testimonials');
    signInAsAdmin(projectManager);
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Customers’ words' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall).some((call) => call.url.startsWith('/api/admin/testimonials'))).toBe(
      true,
    );
  });

  it('keeps Settings (prices, the outbox) the owner’s', async () => {
    renderAdmin('/admin/settings?tab=outbox');
    signInAsAdmin(projectManager);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });

  it('shows a translator only their sections, and "not allowed" on a back-office page', async () => {
    renderAdmin('/admin/orders');
    signInAsAdmin(translator);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My work', 'My profile', 'Back to Main Site']);
  });

  it('lands a translator on My work', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { tasks: [] }));
    const router = renderAdmin('/admin');
    signInAsAdmin(translator);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/work'));
  });

  it('sends a staff member without two-factor to set it up when the owner requires it', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, {
        error: 'Please set up two-factor authentication first: the agency requires it for staff.',
        code: 'FORBIDDEN',
        reason: 'two-factor-required',
      }),
    );
    const router = renderAdmin('/admin');
    signInAsAdmin(projectManager);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?twoFactorRequired=1');
  });
});
