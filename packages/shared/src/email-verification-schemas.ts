import { z } from 'zod';
import { ZAuthResponse, ZEmailLocale, ZPassword } from './auth-schemas.ts';
import { ZTwoFactorChallenge } from './two-factor-schemas.ts';

/**
 * `POST /api/auth/verify-email`: the token from the emailed `/verify-email?token=…` link. Signed in to the
 * account the link is for, the token alone verifies. Otherwise `newPassword` is required: it becomes the
 * account's password and every other session ends, so orders only ever attach to an account whose password
 * the verifier controls (an account opened by someone else with this email is taken over, not joined).
 */
export const ZVerifyEmailRequest = z.object({
  token: z
    .string({ error: 'The verification link is incomplete.' })
    .trim()
    .min(1, { error: 'The verification link is incomplete.' })
    .max(200, { error: 'This verification link is not valid.' }),
  newPassword: ZPassword.optional(),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailSuccess = z.object({
  success: z.literal(true),
  email: z.string(),
  /** Guest orders placed with this email that now belong to the account. */
  attachedOrders: z.number().int().nonnegative(),
  /** With `newPassword`: a fresh session for the account (every other one was ended). */
  session: ZAuthResponse.optional(),
});
export type TVerifyEmailSuccess = z.infer<typeof ZVerifyEmailSuccess>;

/**
 * The verification, or — `newPassword` for an account with two-factor on — the challenge POST /api/auth/signin
 * answers: nothing is applied until POST /api/auth/signin/two-factor gets the code, which then verifies, sets the
 * password and returns the session.
 */
export const ZVerifyEmailResponse = z.union([ZVerifyEmailSuccess, ZTwoFactorChallenge]);
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/**
 * Why a link did not work (the 400 body's `reason`). A link is used up when it verifies and when a newer link, a
 * password reset or a password change replaces it; `already-verified`: the account's email is confirmed already.
 */
export const VERIFICATION_FAILURE_REASONS = ['invalid', 'used', 'expired', 'already-verified'] as const;
export type TVerificationFailureReason = (typeof VERIFICATION_FAILURE_REASONS)[number];

/**
 * The 403 `reason` when the link is valid but the request is not signed in to its account and sets no
 * password; the body's `email` names the account (the link's holder received it at that address).
 */
export const VERIFICATION_SIGN_IN_REQUIRED = 'sign-in-required';

/** `POST /api/auth/resend-verification` (signed in): no body, or the page's language (**extension**, issue 32). */
export const ZResendVerificationRequest = z.object({ locale: ZEmailLocale }).nullish();
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

export const ZResendVerificationResponse = z.object({ success: z.literal(true), alreadyVerified: z.boolean() });
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;
