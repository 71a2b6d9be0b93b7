import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, customerUser, deferred, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { AuthModal, type TAuthModalMode } from './auth-modal';

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

const Harness = ({ initialMode }: { initialMode: TAuthModalMode }) => {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState(initialMode);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AuthModal open={open} mode={mode} onClose={() => setOpen(false)} onModeChange={setMode} />
    </>
  );
};

const openModal = async (initialMode: TAuthModalMode = 'signin') => {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness initialMode={initialMode} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
};

const dialog = (name: 'Sign in' | 'Create account') => screen.getByRole('dialog', { name });
const signInAnswer = () => jsonResponse(200, { tokens: makeTokens('new'), user: customerUser });

describe('AuthModal — sign in', () => {
  it('shows the sign-in fields and the way to sign up, with nothing that contradicts it', async () => {
    await openModal();
    const modal = dialog('Sign in');

    expect(within(modal).getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(within(modal).getByLabelText('Email')).toHaveFocus();
    expect(within(modal).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(modal).getByRole('button', { name: 'Don’t have an account? Sign up' })).toBeInTheDocument();
    // Customers sign up here: no 'Contact your administrator for account creation' beside the link.
    expect(within(modal).queryByText(/administrator/i)).not.toBeInTheDocument();
    expect(within(modal).queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = await openModal();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates before calling the server', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("disables the button with 'Signing in…' while waiting, then signs in and closes", async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = await openModal();

    await user.type(screen.getByLabelText('Email'), '  Jane@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const pending = await screen.findByRole('button', { name: 'Signing in…' });
    expect(pending).toBeDisabled();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/auth/signin',
      method: 'POST',
      authorization: null,
      body: { email: 'jane@example.com', password: 'secret-password' },
    });

    answer.resolve(signInAnswer());

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: customerUser });
  });

  it("shows the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED' }));
    const user = await openModal();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(authStore.getState().status).toBe('anonymous');
  });

  it("shows the server's backoff message with the wait", async () => {
    const message =
      'Too many failed sign-in attempts from this connection. Please try again in 1 minute, or reset your password.';
    fetchMock.mockResolvedValue(jsonResponse(429, { error: message, code: 'RATE_LIMITED', retryAfter: 60 }));
    const user = await openModal();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for the authentication code when the account has two-factor on, then signs in', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { twoFactorRequired: true, challengeToken: 'challenge-1', expiresIn: 300 }),
      )
      .mockResolvedValueOnce(jsonResponse(401, { error: 'Invalid authentication code', code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(jsonResponse(200, { tokens: makeTokens('new'), user: adminUser }));
    const user = await openModal();

    await user.type(screen.getByLabelText('Email'), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(authStore.getState().status).toBe('anonymous');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[1] ?? [])).toMatchObject({
      url: '/api/auth/signin/two-factor',
      method: 'POST',
      body: { challengeToken: 'challenge-1', code: '123456' },
    });

    // Lost the phone: a recovery code goes in the same field.
    expect(screen.getByText(/one of your recovery codes instead/)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'K3M9P-X2Q7R');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(describeCall(fetchMock.mock.calls[2] ?? [])).toMatchObject({
      body: { challengeToken: 'challenge-1', code: 'k3m9px2q7r' },
    });
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: adminUser });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502 without a message', async () => new Response('Bad gateway', { status: 502 })],
    ['an unreadable answer', async () => jsonResponse(200, { unexpected: true })],
  ])("says 'Sign in failed' after %s, never the technical text", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const user = await openModal();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in failed');
    expect(alert).not.toHaveTextContent(/connection|unexpected|fetch/i);
  });

  it('shows the store notice (expired session)', async () => {
    authStore.clear('Authentication expired. Please sign in again.');
    await openModal();
    expect(within(dialog('Sign in')).getByRole('alert')).toHaveTextContent(
      'Authentication expired. Please sign in again.',
    );
  });
});

describe('AuthModal — switching, closing, reopening', () => {
  it('switching mode clears the fields and the error', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED' }));
    const user = await openModal();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Don’t have an account? Sign up' }));
    const signUp = dialog('Create account');
    expect(within(signUp).getByLabelText('Email')).toHaveValue('');
    expect(within(signUp).queryByText('Invalid email or password')).not.toBeInTheDocument();
    await user.type(within(signUp).getByLabelText('First name'), 'Jane');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    const signIn = dialog('Sign in');
    expect(within(signIn).getByLabelText('Email')).toHaveValue('');
    expect(within(signIn).getByLabelText('Password')).toHaveValue('');
    expect(within(signIn).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts with empty fields every time it opens', async () => {
    const user = await openModal();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('closes on Escape', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AuthModal — sign up', () => {
  const fillSignUp = async (user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) => {
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirmation);
  };

  it('shows the sign-up fields with their autocomplete hints', async () => {
    await openModal('signup');
    const modal = dialog('Create account');
    expect(within(modal).getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(within(modal).getByLabelText('First name')).toHaveFocus();
    expect(within(modal).getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(within(modal).getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(within(modal).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(modal).getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(modal).queryByText(/Contact your administrator/)).not.toBeInTheDocument();
  });

  it('requires an 8-character password', async () => {
    const user = await openModal('signup');
    await fillSignUp(user, 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires matching passwords', async () => {
    const user = await openModal('signup');
    await fillSignUp(user, 'long-enough-1', 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs up and signs in, then says to check the email instead of closing silently; 'Creating account…' meanwhile", async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = await openModal('signup');
    await fillSignUp(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/auth/signup',
      body: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'long-enough-1' },
    });

    answer.resolve(
      jsonResponse(201, { user: { ...customerUser, email: 'jane@example.com' }, tokens: makeTokens('signup') }),
    );

    const created = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', tokens: makeTokens('signup') });
    expect(within(created).getByRole('status')).toHaveTextContent(
      'Your account is created and you are signed in. We sent a link to jane@example.com: open it to confirm your email address.',
    );
    expect(within(created).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.click(within(created).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'An account with this email already exists. Please sign in or use a different email.',
      () =>
        jsonResponse(409, {
          error: 'An account with this email already exists. Please sign in or use a different email.',
          code: 'CONFLICT',
        }),
    ],
    ['Sign up failed', () => new Response('', { status: 500 })],
    [
      'Sign up failed',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("shows '%s'", async (message, answer) => {
    fetchMock.mockImplementation(async () => answer());
    const user = await openModal('signup');
    await fillSignUp(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('AuthModal — in Spanish and French', () => {
  const openAt = async (path: string, initialMode: TAuthModalMode = 'signin') => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={queryClient}>
          <Harness initialMode={initialMode} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return user;
  };

  it('signs in in Spanish, with the server’s refusal in Spanish', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED', reason: 'invalid-credentials' }),
    );
    const user = await openAt('/es/');
    const modal = screen.getByRole('dialog', { name: 'Iniciar sesión' });
    expect(within(modal).getByLabelText('Contraseña')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '¿Ha olvidado su contraseña?' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '¿No tiene cuenta? Regístrese' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await within(modal).findByText('Introduzca una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('Este campo es obligatorio.')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(modal).getByLabelText('Contraseña'), 'wrong-password');
    await user.click(within(modal).getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await within(modal).findByText('El correo electrónico o la contraseña no son correctos.');
    expect(alert).toBeInTheDocument();
    expect(within(modal).queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('creates an account in French and says what happens next', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { tokens: makeTokens('new'), user: customerUser }));
    const user = await openAt('/fr/upload', 'signup');
    const modal = screen.getByRole('dialog', { name: 'Créer un compte' });
    expect(within(modal).getByLabelText('Confirmer le mot de passe')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Prénom'), 'Anne');
    await user.type(within(modal).getByLabelText('Nom'), 'Martin');
    await user.type(within(modal).getByLabelText('E-mail'), customerUser.email);
    await user.type(within(modal).getByLabelText('Mot de passe'), 'long-enough-1');
    await user.type(within(modal).getByLabelText('Confirmer le mot de passe'), 'long-enough-1');
    await user.click(within(modal).getByRole('button', { name: 'Créer le compte' }));
    const done = await screen.findByRole('dialog', { name: 'Consultez vos e-mails' });
    expect(within(done).getByRole('status')).toHaveTextContent(`Nous avons envoyé un lien à ${customerUser.email}`);
    expect(within(done).getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });
});
