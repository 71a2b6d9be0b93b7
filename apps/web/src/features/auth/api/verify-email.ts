import {
  type TVerificationFailureReason,
  type TVerifyEmailResponse,
  VERIFICATION_FAILURE_REASONS,
  ZResendVerificationResponse,
  ZVerifyEmailResponse,
} from '@sello/shared/email-verification-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** `POST /api/auth/verify-email`: no session needed, the emailed token is the proof. */
export const verifyEmail = (token: string): Promise<TVerifyEmailResponse> =>
  apiClient.post('/auth/verify-email', { token }, { schema: ZVerifyEmailResponse, auth: false });

/** Why a link failed ('invalid', 'used', 'expired'), or null for other errors (network, server). */
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
    // Orders placed as a guest now belong to the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

/** `POST /api/auth/resend-verification` (signed in); 429 when asked again within a minute. */
export const resendVerification = () =>
  apiClient.post('/auth/resend-verification', undefined, { schema: ZResendVerificationResponse });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
