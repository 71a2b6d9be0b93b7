import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from '@sello/shared/account-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { AuthModal, type TAuthModalMode } from './auth-modal';
import { ResetPasswordForm } from './reset-password-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.localStorage.clear();
  authStore.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderWithQuery = (ui: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

const Harness = () => {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<TAuthModalMode>('signin');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AuthModal open={open} mode={mode} onClose={() => setOpen(false)} onModeChange={setMode} />
    </>
  );
};

describe('Forgot password? in the sign-in dialog', () => {
  it('asks for the email, validates it, sends it and shows the neutral confirmation', async () => {
    const user = renderWithQuery(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign in' })).getByRole('button', { name: 'Forgot password?' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(202, { success: true, message: FORGOT_PASSWORD_MESSAGE }));
    await user.type(email, ' Jane@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/auth/forgot-password',
      method: 'POST',
      authorization: null,
      body: { email: 'jane@example.com' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('starts from the sign-in form when the dialog is opened again', async () => {
    const user = renderWithQuery(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('checks the length and that both passwords match before calling the server', async () => {
    const user = renderWithQuery(<ResetPasswordForm token="tok" />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and is then signed in', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, tokens: makeTokens('fresh'), user: customerUser }),
    );
    const user = renderWithQuery(<ResetPasswordForm token="the-token" />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByText(/You are signed in here with your new password/)).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/auth/reset-password',
      method: 'POST',
      body: { token: 'the-token', password: 'a-new-password' },
    });
    expect(authStore.getState().user).toEqual(customerUser);
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks for the authentication code when the account has two-factor on, then signs in', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { success: true, twoFactorRequired: true, challengeToken: 'ch', expiresIn: 300 }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { tokens: makeTokens('fresh'), user: customerUser }));
    const user = renderWithQuery(<ResetPasswordForm token="the-token" />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(authStore.getState().user).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/You are signed in here with your new password/)).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[1] ?? [])).toMatchObject({
      url: '/api/auth/signin/two-factor',
      body: { challengeToken: 'ch', code: '123456' },
    });
    expect(authStore.getState().user).toEqual(customerUser);
  });

  it.each([
    ['expired', RESET_LINK_EXPIRED_MESSAGE],
    ['used', RESET_LINK_USED_MESSAGE],
  ])('explains a %s link and offers a new one', async (reason, message) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: message, code: 'BAD_REQUEST', reason }));
    const user = renderWithQuery(<ResetPasswordForm token="old" />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
