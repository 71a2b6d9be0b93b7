import { z } from 'zod';

/** `POST /api/auth/verify-email`: the token from the emailed `/verify-email?token=…` link. */
export const ZVerifyEmailRequest = z.object({
  token: z
    .string({ error: 'The verification link is incomplete.' })
    .trim()
    .min(1, { error: 'The verification link is incomplete.' })
    .max(200, { error: 'This verification link is not valid.' }),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  /** Guest orders placed with this email that now belong to the account. */
  attachedOrders: z.number().int().nonnegative(),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** Why a link did not work (the 400 body's `reason`). */
export const VERIFICATION_FAILURE_REASONS = ['invalid', 'used', 'expired'] as const;
export type TVerificationFailureReason = (typeof VERIFICATION_FAILURE_REASONS)[number];

/** `POST /api/auth/resend-verification` (signed in). */
export const ZResendVerificationResponse = z.object({ success: z.literal(true), alreadyVerified: z.boolean() });
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;
