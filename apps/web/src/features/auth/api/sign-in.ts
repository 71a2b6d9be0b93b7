import { type TAuthResponse, type TSigninRequest, ZAuthResponse } from '@sello/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /api/auth/signin: 200 with tokens and user, 401 'Invalid email or password'. */
export const signIn = (input: TSigninRequest): Promise<TAuthResponse> =>
  apiClient.post('/auth/signin', input, { schema: ZAuthResponse, auth: false });

/** Signs in and stores the session. */
export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: ({ tokens, user }) => authStore.setSession(tokens, user),
  });
