import { type TResetPasswordRequest, ZResetPasswordResponse } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password: 200, or 400 with `reason` invalid | used | expired. */
export const resetPassword = (input: TResetPasswordRequest) =>
  apiClient.post('/auth/reset-password', input, { schema: ZResetPasswordResponse, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
