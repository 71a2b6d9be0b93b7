import type { TSigninRequest } from '@sello/shared/auth-schemas';
import { type TSigninResponse, ZSigninResponse } from '@sello/shared/two-factor-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * POST /api/auth/signin: 200 with tokens and user, or (two-factor on) a challenge for the code step;
 * 401 'Invalid email or password'; 429 with the wait after repeated failures from this connection (a device that
 * signed in before is exempt, through its cookie).
 */
export const signIn = (input: TSigninRequest): Promise<TSigninResponse> =>
  apiClient.post('/auth/signin', input, { schema: ZSigninResponse, auth: false });

/** Signs in and stores the session, unless the server asks for an authentication code first. */
export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('tokens' in result) authStore.setSession(result.tokens, result.user);
    },
  });
