import { z } from 'zod';
import { ZAuthResponse, ZAuthUser, ZEmail, ZEmailLocale, ZPassword } from './auth-schemas.ts';
import { ZPersonName } from './person-name.ts';
import { ZTwoFactorChallenge } from './two-factor-schemas.ts';

/** How long an emailed password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** POST /api/auth/forgot-password: always 202 with the same body, whether or not the email has an account. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail, locale: ZEmailLocale });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. The link works for 1 hour.';
export const ZForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const ZResetPasswordRequest = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).min(1, { error: 'The reset link is incomplete' }).max(512),
  password: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
/** `success`, and the sign-in it completes: `{ tokens, user }`, or the two-factor challenge when the account has a code. */
export const ZResetPasswordResponse = z.union([
  ZAuthResponse.extend({ success: z.literal(true) }),
  ZTwoFactorChallenge.extend({ success: z.literal(true) }),
]);
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is not valid. Please request a new one.';
export const RESET_LINK_USED_MESSAGE = 'This password reset link has already been used. Please request a new one.';
export const RESET_LINK_EXPIRED_MESSAGE = 'This password reset link has expired. Please request a new one.';

/** PUT /api/account/profile → { user } */
export const ZUpdateProfileRequest = z.object({
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
export const ZUpdateProfileResponse = z.object({ user: ZAuthUser });

/** PUT /api/account/password → a fresh session (every other session is signed out). */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(256),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/** POST /api/account/delete: confirmed with the password. 204. */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
/** 409: staff (owner included) cannot delete their own account; removal by the owner ends their staff powers first. */
export const STAFF_ACCOUNT_DELETE_MESSAGE =
  'You are on the agency staff. Ask the owner to remove you from the staff first, then delete your account.';
/** 409: a former translator or reviewer is named on tasks, which stay with the orders as their production history. */
export const NAMED_ON_TASKS_DELETE_MESSAGE =
  'Your name is on translation work kept in the agency records, so this account cannot be deleted here. Write to the agency to have it deleted.';
