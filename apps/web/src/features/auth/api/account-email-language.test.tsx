import { FORGOT_PASSWORD_MESSAGE } from '@sello/shared/account-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { useRequestPasswordReset } from './forgot-password';
import { useSignUp } from './sign-up';
import { useResendVerification } from './verify-email';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  authStore.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );

/** The account emails are written in the language of the page they are asked from (issue 32). */
describe('account requests name the page’s language', () => {
  it('sends the page’s language with a password reset: fr under /fr/, en at the root', async () => {
    for (const [path, locale] of [
      ['/fr/reset-password', 'fr'],
      ['/', 'en'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(jsonResponse(202, { success: true, message: FORGOT_PASSWORD_MESSAGE }));
      const { result } = renderHook(() => useRequestPasswordReset(), { wrapper: at(path) });
      await act(() => result.current.mutateAsync({ email: 'jane@example.com' }));
      expect(describeCall(fetchMock.mock.calls.at(-1) ?? []).body).toEqual({ email: 'jane@example.com', locale });
    }
  });

  it('sends it with a sign-up and with “Resend email” under /es/', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { user: customerUser, tokens: makeTokens('es') }));
    const signUp = renderHook(() => useSignUp(), { wrapper: at('/es/') });
    await act(() =>
      signUp.result.current.mutateAsync({
        email: 'ana@example.com',
        password: 'a-long-password-1',
        firstName: 'Ana',
        lastName: 'Ruiz',
      }),
    );
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/auth/signup',
      body: { email: 'ana@example.com', locale: 'es' },
    });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, alreadyVerified: false }));
    const resend = renderHook(() => useResendVerification(), { wrapper: at('/es/dashboard') });
    await act(() => resend.result.current.mutateAsync());
    expect(describeCall(fetchMock.mock.calls[1] ?? [])).toMatchObject({
      url: '/api/auth/resend-verification',
      body: { locale: 'es' },
    });
  });
});
