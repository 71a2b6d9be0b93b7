import { type TAuthResponse, ZAuthResponse } from '@sello/shared/auth-schemas';
import type { TTwoFactorSigninRequest } from '@sello/shared/two-factor-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /api/auth/signin/two-factor: the challenge from the password step and the code → the session. */
export const signInTwoFactor = (input: TTwoFactorSigninRequest): Promise<TAuthResponse> =>
  apiClient.post('/auth/signin/two-factor', input, { schema: ZAuthResponse, auth: false });

export const useSignInTwoFactor = () =>
  useMutation({
    mutationFn: signInTwoFactor,
    onSuccess: ({ tokens, user }) => authStore.setSession(tokens, user),
  });
