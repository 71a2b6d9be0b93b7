import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { VerifyEmailResult } from './verify-email-result';

const fetchMock = vi.fn<typeof fetch>();

const renderPage = (token: string) => {
  const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailResult token={token} /> }], {
    initialEntries: ['/verify-email'],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
};

describe('VerifyEmailResult', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    act(() => authStore.clear());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('confirms once and says how many orders were added', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, email: customerUser.email, attachedOrders: 2 }));
    renderPage('tok-123');
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/2 earlier orders were added/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/dashboard');
    const calls = fetchMock.mock.calls.map(describeCall);
    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/auth/verify-email', method: 'POST', body: { token: 'tok-123' } }),
    ]);
  });

  it('explains a used link', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'This verification link has already been used.',
        code: 'BAD_REQUEST',
        reason: 'used',
      }),
    );
    renderPage('tok');
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
  });

  it('explains an expired link and offers a new one when signed in', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'expired', code: 'BAD_REQUEST', reason: 'expired' }));
    renderPage('tok');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('says an incomplete link is incomplete without calling the API', () => {
    renderPage('');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
