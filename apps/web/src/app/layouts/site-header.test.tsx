import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, customerUser, makeTokens } from '@/testing/auth-fixtures';
import { SiteHeader } from './site-header';

const renderHeader = (path = '/') => {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe('SiteHeader', () => {
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

  it('offers Log in and Sign up when signed out', () => {
    renderHeader();
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign up' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Welcome,/)).not.toBeInTheDocument();
  });

  // The signed-in account area loads in its own chunk once a session exists (site-header.tsx): found, not got.
  it('greets a signed-in customer by first name and links to the dashboard', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    renderHeader();
    expect((await screen.findAllByText(/Welcome,/))[0]).toHaveTextContent(`Welcome, ${customerUser.firstName}`);
    for (const link of screen.getAllByRole('link', { name: 'Dashboard' }))
      expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('button', { name: /sign out/i }).length).toBeGreaterThan(0);
  });

  it('sends admins to /admin and falls back to the email without a first name', async () => {
    act(() => authStore.setSession(makeTokens('a'), { ...adminUser, firstName: ' ' }));
    renderHeader();
    expect((await screen.findAllByText(/Welcome,/))[0]).toHaveTextContent(`Welcome, ${adminUser.email}`);
    for (const link of screen.getAllByRole('link', { name: 'Dashboard' }))
      expect(link).toHaveAttribute('href', '/admin');
  });

  it.each(['/free-quote', '/free-quote/'])('hides the navigation and sign-in buttons on %s', (path) => {
    renderHeader(path);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toBeInTheDocument();
  });

  it('opens the mobile menu, closes it with Escape and on navigation', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/pricing');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await act(() => router.navigate('/about'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the navigation, with Services active on /services too', () => {
    renderHeader('/services');
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
  });
});
