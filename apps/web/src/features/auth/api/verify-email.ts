import {
  type TVerificationFailureReason,
  type TVerifyEmailRequest,
  type TVerifyEmailResponse,
  VERIFICATION_FAILURE_REASONS,
  VERIFICATION_SIGN_IN_REQUIRED,
  ZResendVerificationResponse,
  ZVerifyEmailResponse,
} from '@sello/shared/email-verification-schemas';
import type { TLocale } from '@sello/shared/i18n/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { useLocale } from '@/lib/i18n/i18n';

/**
 * `POST /api/auth/verify-email`: signed in to the link's account, or with `newPassword` (which signs out every
 * other session of that account and answers with a fresh one — or, for an account with two-factor on, with the
 * sign-in challenge: the code step at `/auth/signin/two-factor` then verifies and returns the session).
 */
export const verifyEmail = (input: TVerifyEmailRequest): Promise<TVerifyEmailResponse> =>
  apiClient.post('/auth/verify-email', input, { schema: ZVerifyEmailResponse });

/** The account's email when the server asks to sign in to it (or set its password) first, else null. */
export const signInRequiredFor = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { reason?: unknown; email?: unknown } | null;
  if (body?.reason !== VERIFICATION_SIGN_IN_REQUIRED) return null;
  return typeof body.email === 'string' ? body.email : '';
};

/** Why a link failed ('invalid', 'used', 'expired', 'already-verified'), or null for other errors (network, server). */
export const verificationFailureReason = (error: unknown): TVerificationFailureReason | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return (VERIFICATION_FAILURE_REASONS as readonly unknown[]).includes(reason)
    ? (reason as TVerificationFailureReason)
    : 'invalid';
};

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (result) => {
      if ('twoFactorRequired' in result) return;
      if (result.session) authStore.setSession(result.session.tokens, result.session.user);
      // Orders placed as a guest now belong to the account.
      return queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
};

/** `POST /api/auth/resend-verification` (signed in), the email in `locale`; 429 when asked again within a minute. */
export const resendVerification = (locale: TLocale) =>
  apiClient.post('/auth/resend-verification', { locale }, { schema: ZResendVerificationResponse });

export const useResendVerification = () => {
  const locale = useLocale();
  return useMutation({ mutationFn: () => resendVerification(locale) });
};
