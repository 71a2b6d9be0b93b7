import {
  NAMED_ON_TASKS_DELETE_MESSAGE,
  STAFF_ACCOUNT_DELETE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@sello/shared/account-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.localStorage.clear();
  authStore.clear();
  authStore.setSession(makeTokens('old'), customerUser);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderWithQuery = (ui: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup();
};

describe('ProfileForm', () => {
  it('validates the names, saves them and updates the signed-in user', async () => {
    const user = renderWithQuery(<ProfileForm user={customerUser} />);
    const first = screen.getByLabelText('First name');
    expect(first).toHaveValue('Jane');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const saved = { ...customerUser, firstName: 'Juana' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { user: saved }));
    await user.type(first, 'Juana');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/account/profile',
      method: 'PUT',
      authorization: 'Bearer access-old',
      body: { firstName: 'Juana', lastName: 'Doe' },
    });
    const state = authStore.getState();
    expect(state.user?.firstName).toBe('Juana');
    expect(state.tokens?.accessToken).toBe('access-old');
  });
});

describe('ChangePasswordForm', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('checks the new password locally first', async () => {
    const user = renderWithQuery(<ChangePasswordForm />);
    await fill(user, 'current-pass', 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password without signing out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: WRONG_CURRENT_PASSWORD_MESSAGE, code: 'BAD_REQUEST' }));
    const user = renderWithQuery(<ChangePasswordForm />);
    await fill(user, 'wrong-pass', 'a-new-password');
    expect(await screen.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(authStore.getState().status).toBe('authenticated');
  });

  it('keeps this device signed in with the fresh session the server returns', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { tokens: makeTokens('fresh'), user: customerUser }));
    const user = renderWithQuery(<ChangePasswordForm />);
    await fill(user, 'current-pass', 'a-new-password');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/account/password',
      method: 'PUT',
      body: { currentPassword: 'current-pass', newPassword: 'a-new-password' },
    });
    expect(authStore.getState().tokens?.refreshToken).toBe('refresh-fresh');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('DeleteAccountForm', () => {
  it('asks for the password, deletes the account and signs out', async () => {
    const onDeleted = vi.fn();
    const user = renderWithQuery(<DeleteAccountForm onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByText('This cannot be undone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(204, null));
    await user.type(screen.getByLabelText('Type your password to confirm'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/account/delete',
      method: 'POST',
      body: { password: 'my-password' },
    });
    expect(authStore.getState().status).toBe('anonymous');
  });

  it("shows the server's refusal", async () => {
    const user = renderWithQuery(<DeleteAccountForm onDeleted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: NAMED_ON_TASKS_DELETE_MESSAGE, code: 'CONFLICT' }));
    await user.type(screen.getByLabelText('Type your password to confirm'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(NAMED_ON_TASKS_DELETE_MESSAGE)).toBeInTheDocument();
    expect(authStore.getState().status).toBe('authenticated');
  });

  it('tells staff to ask the owner instead of offering deletion', () => {
    authStore.setSession(makeTokens('admin'), adminUser);
    renderWithQuery(<DeleteAccountForm onDeleted={vi.fn()} />);
    expect(screen.getByText(STAFF_ACCOUNT_DELETE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).not.toBeInTheDocument();
  });

  it('can be cancelled', async () => {
    const user = renderWithQuery(<DeleteAccountForm onDeleted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Type your password to confirm')).not.toBeInTheDocument();
  });
});

describe('TwoFactorSection', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const uri = `otpauth://totp/Sello:boss%40example.com?issuer=Sello&secret=${secret}`;
  const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

  it('sets up: a QR code and the key in fours with a copy button, confirms with a code, shows the recovery codes once', async () => {
    authStore.setSession(makeTokens('admin'), adminUser);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 }))
      .mockResolvedValueOnce(jsonResponse(200, { secret, uri }))
      .mockResolvedValueOnce(jsonResponse(400, { error: 'Invalid authentication code', code: 'BAD_REQUEST' }))
      .mockResolvedValueOnce(jsonResponse(200, { enabled: true, recoveryCodesLeft: 10, recoveryCodes }));
    const user = renderWithQuery(<TwoFactorSection />);

    // The current password first (issue 28, item 11): nothing is sent without it.
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Current password'), 'admin-password-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(describeCall(fetchMock.mock.calls[1] ?? [])).toMatchObject({
      url: '/api/account/two-factor/setup',
      method: 'POST',
      body: { password: 'admin-password-1' },
    });
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await screen.findByText('Key copied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'setup link' })).toHaveAttribute('href', uri);

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcd0-efgh0');
    expect(describeCall(fetchMock.mock.calls[3] ?? [])).toMatchObject({
      url: '/api/account/two-factor/enable',
      method: 'POST',
      body: { code: '123456' },
    });

    // Shown once: after "I have saved them" they are gone, and the count stays.
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText('10 of 10 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and a code, and shows them', async () => {
    authStore.setSession(makeTokens('admin'), adminUser);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { enabled: true, recoveryCodesLeft: 2 }))
      .mockResolvedValueOnce(jsonResponse(200, { enabled: true, recoveryCodesLeft: 10, recoveryCodes }));
    const user = renderWithQuery(<TwoFactorSection />);
    expect(await screen.findByText(/^2 of 10 recovery codes left\. Make new ones/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await user.type(within(form).getByLabelText('Password'), 'admin-password-1');
    await user.type(within(form).getByLabelText('Authentication code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('abcd9-efgh9');
    expect(describeCall(fetchMock.mock.calls[1] ?? [])).toMatchObject({
      url: '/api/account/two-factor/recovery-codes',
      method: 'POST',
      body: { password: 'admin-password-1', code: '123456' },
    });
  });
});

describe('the account forms in Spanish and French', () => {
  const renderAt = (path: string, ui: ReactNode) => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MemoryRouter>,
    );
    return userEvent.setup();
  };

  it('changes the password in Spanish, the server’s refusal in Spanish too', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: WRONG_CURRENT_PASSWORD_MESSAGE, code: 'BAD_REQUEST', reason: 'wrong-password' }),
    );
    const user = renderAt('/es/account', <ChangePasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Contraseña actual'), 'old-password-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirmar la nueva contraseña'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument();
    expect(screen.queryByText(WRONG_CURRENT_PASSWORD_MESSAGE)).not.toBeInTheDocument();
  });

  it('says in French what deleting the account keeps and what it deletes', async () => {
    const user = renderAt('/fr/account', <DeleteAccountForm onDeleted={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
    expect(screen.getByText('Cette action est irréversible')).toBeInTheDocument();
    expect(screen.getByText(/sont immédiatement supprimés de notre stockage/)).toBeInTheDocument();
    expect(screen.getByText(/les montants et les reçus sont conservés/)).toBeInTheDocument();
    expect(screen.getByLabelText('Saisissez votre mot de passe pour confirmer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('saves the name in French', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { user: { ...customerUser, firstName: 'Jeanne' } }));
    const user = renderAt('/fr/account', <ProfileForm user={customerUser} />);
    expect(screen.getByText('L’adresse e-mail ne peut pas être modifiée.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Jeanne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('Votre nom a été enregistré.')).toBeInTheDocument();
  });
});
