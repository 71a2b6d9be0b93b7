import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { LOCALES } from './i18n/locales.ts';
import { ZPersonName } from './person-name.ts';
import { ZStaffRole } from './staff-roles.ts';

/** Emails are trimmed and compared case-insensitively everywhere. */
export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(254));

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .max(256, { error: 'Password must be at most 256 characters long' });

/**
 * The language of the page an account email (verification, password reset) was asked from: the email is written in it.
 * **Extension** (issue 32): optional, 'en' when left out.
 */
export const ZEmailLocale = z.enum(LOCALES, { error: "locale must be 'en', 'es' or 'fr'" }).optional();

export const ZSignupRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  locale: ZEmailLocale,
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZSigninRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
});
export type TSigninRequest = z.infer<typeof ZSigninRequest>;

export const ZRefreshTokenRequest = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1).max(512),
  email: ZEmail,
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

export const ZSignoutRequest = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1).max(512),
});

export const ZAuthUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The specification's: the back office (owner or project manager). */
  isAdmin: z.boolean(),
  /** Issue 30: the staff role (null for customers); a session stored before it had none. */
  staffRole: ZStaffRole.nullable().default(null),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZAuthTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

export const ZAuthResponse = z.object({ tokens: ZAuthTokens, user: ZAuthUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Sign-up answers with the user and, so the client is signed in right away, a session. */
export const ZSignupResponse = z.object({ user: ZAuthUser, tokens: ZAuthTokens });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const EXISTING_ACCOUNT_MESSAGE =
  'An account with this email already exists. Please sign in or use a different email.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
