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

/** POST /api/auth/signin/two-factor → the usual `{ tokens, user }`. */
export const ZTwoFactorSigninRequest = z.object({
  challengeToken: z.string({ error: 'Please sign in again' }).min(1, { error: 'Please sign in again' }).max(2048),
  code: ZTwoFactorCode,
});
export type TTwoFactorSigninRequest = z.infer<typeof ZTwoFactorSigninRequest>;

/** GET /api/account/two-factor, and the answer of enable/disable. */
export const ZTwoFactorStatus = z.object({ enabled: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

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

export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid authentication code';
export const TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
