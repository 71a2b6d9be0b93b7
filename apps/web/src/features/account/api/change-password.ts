import type { TChangePasswordRequest } from '@sello/shared/account-schemas';
import { ZAuthResponse } from '@sello/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** PUT /api/account/password: every session is revoked; the answer is a fresh one for this device. */
export const changePassword = (input: TChangePasswordRequest) =>
  apiClient.put('/account/password', input, { schema: ZAuthResponse });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ tokens, user }) => authStore.setSession(tokens, user),
  });
