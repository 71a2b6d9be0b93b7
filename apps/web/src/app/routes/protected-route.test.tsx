import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, customerUser, jsonResponse, makeTokens } from '@/testing/auth-fixtures';

// Fresh modules per test: the store starts in 'loading' as on a real page load.
let store: typeof import('@/lib/auth-store');
let guard: typeof import('./protected-route');
let dashboard: typeof import('./dashboard');
let admin: typeof import('./admin');

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  // The pages ask for the public configuration (brand name); the API is not there.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' })),
  );
  store = await import('@/lib/auth-store');
  guard = await import('./protected-route');
  dashboard = await import('./dashboard');
  admin = await import('./admin');
  // Fresh module copies: their catalogues load here, as main.tsx loads them before a page renders.
  await (await import('@/lib/i18n/i18n')).loadCatalogues('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PublicLayout = () => (
  <div>
    <p>Public layout</p>
    <Outlet />
  </div>
);

/** The same shape as app/router.tsx: the customer guard inside the public layout, the admin area (its own guard) outside it. */
const renderAt = (path: string) => {
  const { ProtectedRoute } = guard;
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          {
            element: <ProtectedRoute require="customer" />,
            children: [{ path: 'dashboard', Component: dashboard.DashboardRoute }],
          },
          { path: 'es', element: <h1>Página de inicio</h1> },
          {
            path: 'es',
            element: <ProtectedRoute require="customer" />,
            children: [{ path: 'dashboard', Component: dashboard.DashboardRoute }],
          },
          { path: '*', element: <h1>Not found</h1> },
        ],
      },
      { path: 'admin/*', Component: admin.AdminRoute },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
};

const restoreAs = (user: typeof customerUser | null) => {
  if (user) {
    window.localStorage.setItem(store.TOKENS_STORAGE_KEY, JSON.stringify(makeTokens('saved')));
    window.localStorage.setItem(store.USER_STORAGE_KEY, JSON.stringify(user));
  }
  act(() => store.authStore.restore());
};

describe('ProtectedRoute', () => {
  it('renders nothing and stays put while the session is being restored', () => {
    const { pathname } = renderAt('/dashboard');

    expect(screen.getByText('Public layout')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(pathname()).toBe('/dashboard');

    restoreAs(customerUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane' })).toBeInTheDocument();
  });

  it('renders nothing for /admin while loading', () => {
    const { container, pathname } = renderAt('/admin');
    expect(container).toBeEmptyDOMElement();
    expect(pathname()).toBe('/admin');
  });

  it('sends an anonymous visitor from /dashboard to /', () => {
    const { pathname } = renderAt('/dashboard');
    restoreAs(null);
    expect(pathname()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor from /es/dashboard to the Spanish home page', () => {
    const { pathname } = renderAt('/es/dashboard');
    restoreAs(null);
    expect(pathname()).toBe('/es/');
  });

  it.each(['/admin', '/admin/orders'])('tells an anonymous visitor on %s that admin sign-in is required', (path) => {
    const { pathname } = renderAt(path);
    restoreAs(null);
    expect(pathname()).toBe(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin authentication required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer their dashboard', () => {
    const { pathname } = renderAt('/dashboard');
    restoreAs(customerUser);
    expect(pathname()).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByText(customerUser.email)).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/orders/123'])('tells a customer on %s that admin access is required', (path) => {
    const { pathname } = renderAt(path);
    restoreAs(customerUser);
    expect(pathname()).toBe(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends an admin from /dashboard to /admin', async () => {
    const { pathname } = renderAt('/dashboard');
    window.localStorage.setItem(store.TOKENS_STORAGE_KEY, JSON.stringify(makeTokens('saved')));
    window.localStorage.setItem(store.USER_STORAGE_KEY, JSON.stringify(adminUser));
    // Awaited: the redirect renders the admin area, which waits for its page's chunk (app/lazy-page.tsx) inside act.
    await act(async () => store.authStore.restore());
    expect(pathname()).toBe('/admin');
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('lets an admin into nested admin paths', () => {
    const { pathname } = renderAt('/admin/orders/123');
    restoreAs(adminUser);
    expect(pathname()).toBe('/admin/orders/123');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the user home when the session ends while on a guarded page', () => {
    const { pathname } = renderAt('/dashboard');
    restoreAs(customerUser);
    act(() => store.authStore.clear('Authentication expired. Please sign in again.'));
    expect(pathname()).toBe('/');
  });
});
