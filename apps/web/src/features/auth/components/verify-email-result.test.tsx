import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const signInRequired = (email: string) =>
  jsonResponse(403, { error: 'Sign in first.', code: 'FORBIDDEN', reason: 'sign-in-required', email });

describe('VerifyEmailResult', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    act(() => authStore.clear());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing on load; signed in, one click confirms and says how many orders were added', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, email: customerUser.email, attachedOrders: 2 }));
    renderPage('tok-123');
    const button = await screen.findByRole('button', { name: 'Verify my email' });
    expect(screen.getByText(customerUser.email)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/2 earlier orders were added/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/dashboard');
    expect(fetchMock.mock.calls.map(describeCall)).toEqual([
      expect.objectContaining({
        url: '/api/auth/verify-email',
        method: 'POST',
        authorization: 'Bearer access-a',
        body: { token: 'tok-123' },
      }),
    ]);
  });

  it('signed out: offers to sign in, or to set the account’s password, which verifies and signs in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        email: customerUser.email,
        attachedOrders: 1,
        session: { tokens: makeTokens('new'), user: customerUser },
      }),
    );
    renderPage('tok-9');
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my email' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('New password'), 'a long new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and verify' }));

    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/every other device using this account was signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', tokens: makeTokens('new') });
    expect(fetchMock.mock.calls.map(describeCall)).toEqual([
      expect.objectContaining({ body: { token: 'tok-9', newPassword: 'a long new password' } }),
    ]);
  });

  it('signed in to another account: says so and offers the password way', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(signInRequired('owner@example.com'));
    renderPage('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent(
      `You are signed in as ${customerUser.email}, but this link is for owner@example.com.`,
    );
    expect(screen.getByRole('button', { name: 'Set password and verify' })).toBeInTheDocument();
  });

  it('explains a used link', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'This verification link has already been used.',
        code: 'BAD_REQUEST',
        reason: 'used',
      }),
    );
    renderPage('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
  });

  it('explains an expired link and offers a new one when signed in', async () => {
    act(() => authStore.setSession(makeTokens('a'), customerUser));
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'expired', code: 'BAD_REQUEST', reason: 'expired' }));
    renderPage('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('says an email already confirmed is confirmed, and offers to sign in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'This email is already confirmed. Sign in to your account to see your orders.',
        code: 'BAD_REQUEST',
        reason: 'already-verified',
      }),
    );
    renderPage('tok');
    await userEvent.type(screen.getByLabelText('New password'), 'a long new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and verify' }));
    expect(await screen.findByRole('heading', { name: 'Your email is already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(authStore.getState().status).not.toBe('authenticated');
  });

  it('with two-factor on, asks for the code before anything is set, then confirms and signs in', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { twoFactorRequired: true, challengeToken: 'challenge-1', expiresIn: 300 }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { tokens: makeTokens('new'), user: customerUser }));
    renderPage('tok-2fa');
    await userEvent.type(screen.getByLabelText('New password'), 'a long new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and verify' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(/nothing changes until/i)).toBeInTheDocument();
    expect(authStore.getState().status).not.toBe('authenticated');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/every other device using this account was signed out/)).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', tokens: makeTokens('new') });
    expect(fetchMock.mock.calls.map(describeCall)).toEqual([
      expect.objectContaining({
        url: '/api/auth/verify-email',
        body: { token: 'tok-2fa', newPassword: 'a long new password' },
      }),
      expect.objectContaining({
        url: '/api/auth/signin/two-factor',
        method: 'POST',
        body: { challengeToken: 'challenge-1', code: '123456' },
      }),
    ]);
  });

  it('says an incomplete link is incomplete without calling the API', () => {
    renderPage('');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
