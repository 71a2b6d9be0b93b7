import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { ResetPasswordRoute } from './reset-password';
import { VerifyEmailRoute } from './verify-email';

/** The emailed tokens leave the address bar as soon as the page has read them. */

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  act(() => authStore.clear());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderWithProviders = (router: ReturnType<typeof createMemoryRouter>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );

describe('VerifyEmailRoute', () => {
  beforeEach(() => act(() => authStore.setSession(makeTokens('a'), customerUser)));

  it('takes the token out of the address bar and still uses it', async () => {
    // The page title reads the public configuration: answer that with a failure, and the verification for real.
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/verify-email'
        ? jsonResponse(200, { success: true, email: customerUser.email, attachedOrders: 0 })
        : jsonResponse(503, { error: 'unavailable', code: 'UNAVAILABLE' }),
    );
    const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailRoute /> }], {
      initialEntries: ['/verify-email?token=tok-url&utm=mail'],
    });
    renderWithProviders(router);
    const button = await screen.findByRole('button', { name: 'Verify my email' });
    expect(router.state.location.search).toBe('?utm=mail');
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall)).toContainEqual(
      expect.objectContaining({ url: '/api/auth/verify-email', body: { token: 'tok-url' } }),
    );
  });
});

describe('ResetPasswordRoute', () => {
  it('takes the token out of the address bar and still sends it', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/reset-password'
        ? jsonResponse(200, { success: true, tokens: makeTokens('fresh'), user: customerUser })
        : jsonResponse(503, { error: 'unavailable', code: 'UNAVAILABLE' }),
    );
    const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordRoute /> }], {
      initialEntries: ['/reset-password?token=tok-url'],
    });
    renderWithProviders(router);
    const user = userEvent.setup();
    await screen.findByLabelText('New password');
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall)).toContainEqual(
      expect.objectContaining({
        url: '/api/auth/reset-password',
        body: { token: 'tok-url', password: 'a-new-password' },
      }),
    );
  });
});
