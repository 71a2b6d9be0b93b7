import { type TSignupRequest, type TSignupResponse, ZSignupResponse } from '@sello/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /api/auth/signup: 201 with the user and a session; 409 when the email is taken. */
export const signUp = (input: TSignupRequest): Promise<TSignupResponse> =>
  apiClient.post('/auth/signup', input, { schema: ZSignupResponse, auth: false });

/** Creates the account and signs in with the session the server returns. */
export const useSignUp = () =>
  useMutation({
    mutationFn: signUp,
    onSuccess: ({ tokens, user }) => authStore.setSession(tokens, user),
  });
