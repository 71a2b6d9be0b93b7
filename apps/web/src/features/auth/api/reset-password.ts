import { type TResetPasswordRequest, ZResetPasswordResponse } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * POST /api/auth/reset-password: 200 with the sign-in it completes (`{ tokens, user }`, or the two-factor challenge
 * when the account has a code), or 400 with `reason` invalid | used | expired.
 */
export const resetPassword = (input: TResetPasswordRequest) =>
  apiClient.post('/auth/reset-password', input, { schema: ZResetPasswordResponse, auth: false });

/** Sets the new password and stores the session it returns, unless the account's code is asked first. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    onSuccess: (result) => {
      if ('tokens' in result) authStore.setSession(result.tokens, result.user);
    },
  });
