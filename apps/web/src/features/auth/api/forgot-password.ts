import { type TForgotPasswordRequest, ZForgotPasswordResponse } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/forgot-password: 202 with the same message whether or not the email has an account. */
export const requestPasswordReset = (input: TForgotPasswordRequest) =>
  apiClient.post('/auth/forgot-password', input, { schema: ZForgotPasswordResponse, auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
