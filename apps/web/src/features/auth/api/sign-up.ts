import { type TSignupRequest, type TSignupResponse, ZSignupResponse } from '@sello/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { useLocale } from '@/lib/i18n/i18n';

/** POST /api/auth/signup: 201 with the user and a session; 409 when the email is taken. */
export const signUp = (input: TSignupRequest): Promise<TSignupResponse> =>
  apiClient.post('/auth/signup', input, { schema: ZSignupResponse, auth: false });

/** Creates the account and signs in with the session the server returns; the verification email is in the page's language. */
export const useSignUp = () => {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: TSignupRequest) => signUp({ ...input, locale }),
    onSuccess: ({ tokens, user }) => authStore.setSession(tokens, user),
  });
};
