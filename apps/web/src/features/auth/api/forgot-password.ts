import { type TForgotPasswordRequest, ZForgotPasswordResponse } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/i18n';

/** POST /api/auth/forgot-password: 202 with the same message whether or not the email has an account. */
export const requestPasswordReset = (input: TForgotPasswordRequest) =>
  apiClient.post('/auth/forgot-password', input, { schema: ZForgotPasswordResponse, auth: false });

/** The reset email is written in the page's language. */
export const useRequestPasswordReset = () => {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: TForgotPasswordRequest) => requestPasswordReset({ ...input, locale }) });
};
