import { z } from 'zod';
import { ZAuthResponse } from './auth-schemas.ts';

/** A six-digit code from an authenticator app; spaces (as some apps show them) are ignored. */
export const ZTwoFactorCode = z
  .string({ error: 'Authentication code is required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }));

/** POST /api/auth/signin for an account with two-factor on: no session yet, a challenge for the code step. */
export const ZTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  /** Seconds the challenge stays valid. */
  expiresIn: z.number(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** What POST /api/auth/signin answers: the session, or (two-factor on) a challenge. */
export const ZSigninResponse = z.union([ZAuthResponse, ZTwoFactorChallenge]);
export type TSigninResponse = z.infer<typeof ZSigninResponse>;

/** How many one-time recovery codes two-factor comes with (and each new set has). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The sign-in code step: the 6-digit code from the app, or one of the recovery codes (`k3m9p-x2q7r`; spaces,
 * hyphens and case ignored).
 */
export const ZTwoFactorSigninCode = z
  .string({ error: 'Authentication code is required' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^(\d{6}|[0-9a-z]{10})$/, {
      error: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
    }),
  );

/** POST /api/auth/signin/two-factor → the usual `{ tokens, user }`. */
export const ZTwoFactorSigninRequest = z.object({
  challengeToken: z.string({ error: 'Please sign in again' }).min(1, { error: 'Please sign in again' }).max(2048),
  code: ZTwoFactorSigninCode,
});
export type TTwoFactorSigninRequest = z.infer<typeof ZTwoFactorSigninRequest>;

/** GET /api/account/two-factor, and the answer of disable. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 with two-factor off). */
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** The answer of enable and of making new recovery codes: the codes, shown this once. */
export const ZTwoFactorRecoveryCodes = ZTwoFactorStatus.extend({ recoveryCodes: z.array(z.string()) });
export type TTwoFactorRecoveryCodes = z.infer<typeof ZTwoFactorRecoveryCodes>;

/** POST /api/account/two-factor/setup (admins): a new secret, pending until confirmed with a code. */
export const ZTwoFactorSetup = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for apps that scan or open it. */
  uri: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** POST /api/account/two-factor/setup: the current password first (an access token alone does not enrol a device). */
export const ZTwoFactorSetupRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
});
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;

/** POST /api/account/two-factor/enable */
export const ZTwoFactorEnableRequest = z.object({ code: ZTwoFactorCode });
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

/** POST /api/account/two-factor/disable */
export const ZTwoFactorDisableRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
  code: ZTwoFactorCode,
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** POST /api/account/two-factor/recovery-codes: new codes (the old ones stop working) with the password and a code. */
export const ZRegenerateRecoveryCodesRequest = ZTwoFactorDisableRequest;
export type TRegenerateRecoveryCodesRequest = TTwoFactorDisableRequest;

export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid authentication code';
export const TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
