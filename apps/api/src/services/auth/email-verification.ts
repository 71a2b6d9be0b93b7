import { createHash, randomBytes } from 'node:crypto';
import type { TAuthResponse } from '@sello/shared/auth-schemas';
import {
  type TVerificationFailureReason,
  VERIFICATION_SIGN_IN_REQUIRED,
} from '@sello/shared/email-verification-schemas';
import type { TTwoFactorChallenge } from '@sello/shared/two-factor-schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import { type TPendingVerification, type TTokenKeys, twoFactorChallenge } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { emailVerificationEmail } from '../../mail/templates/email-verification-email.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { signInClientKey, type TSignInClient } from './account-throttle.ts';
import { issueSession, toAuthUser } from './issue-session.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';

export const VERIFICATION_TTL_HOURS = 48;
/** A new verification email at most once a minute per account (on top of the per-IP route limit). */
export const RESEND_COOLDOWN_MS = 60_000;

type TExecutor = Transaction<Database> | Kysely<Database>;
type TMailEnv = { BRAND_NAME: string; PUBLIC_URL: string };

export const hashVerificationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const verifyEmailUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * Uses up every outstanding verification link of the account. Called, in the same transaction, whenever the
 * account's email is verified, a newer link is sent, or its password is set (reset, change, verification, the first
 * admin's promotion): a link never outlives the credentials it was sent with.
 */
export const retireVerificationTokens = async (trx: TExecutor, userId: string): Promise<void> => {
  await trx
    .updateTable('email_verification_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
};

/**
 * Creates a single-use token (only its hash stored) and writes the verification email to the outbox inside
 * the caller's transaction. Returns the outbox id to dispatch after commit.
 */
export const enqueueVerificationEmail = async ({
  trx,
  mailer,
  env,
  supportEmail,
  user,
}: {
  trx: TExecutor;
  mailer: TMailer;
  env: TMailEnv;
  supportEmail: string;
  user: Pick<TUserRow, 'id' | 'email' | 'first_name'>;
}): Promise<string | null> => {
  // Only the newest link works.
  await retireVerificationTokens(trx, user.id);
  const token = randomBytes(32).toString('base64url');
  const row = await trx
    .insertInto('email_verification_tokens')
    .values({
      user_id: user.id,
      token_hash: hashVerificationToken(token),
      email: user.email,
      expires_at: new Date(Date.now() + VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return mailer.enqueue(trx, {
    ...emailVerificationEmail({
      brandName: env.BRAND_NAME,
      supportEmail,
      firstName: user.first_name,
      verifyUrl: verifyEmailUrl(env.PUBLIC_URL, token),
      validHours: VERIFICATION_TTL_HOURS,
    }),
    dedupeKey: `verify-email:${row.id}`,
    template: 'verify-email',
    to: user.email,
  });
};

const failure = (reason: TVerificationFailureReason, message: string) =>
  new AppError('BAD_REQUEST', message, { reason });

export const SIGN_IN_TO_VERIFY_MESSAGE =
  'To confirm this email, sign in to its account, or choose a new password for the account here.';

type TTokenMatch = { tokenHash: string } | { tokenId: string; userId: string };

/** Locks the link's row and checks it may still verify: else a 400 with `reason`. */
const lockUsableToken = async (trx: Transaction<Database>, match: TTokenMatch) => {
  let query = trx
    .selectFrom('email_verification_tokens')
    .innerJoin('users', 'users.id', 'email_verification_tokens.user_id')
    .select([
      'email_verification_tokens.id',
      'email_verification_tokens.email as token_email',
      'email_verification_tokens.expires_at',
      'email_verification_tokens.used_at',
      'users.id as user_id',
      'users.email as user_email',
      'users.email_verified_at',
      'users.totp_secret',
    ]);
  query =
    'tokenHash' in match
      ? query.where('email_verification_tokens.token_hash', '=', match.tokenHash)
      : query
          .where('email_verification_tokens.id', '=', match.tokenId)
          .where('email_verification_tokens.user_id', '=', match.userId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row || row.token_email.toLowerCase() !== row.user_email.toLowerCase()) {
    throw failure('invalid', 'This verification link is not valid. Please request a new one from your dashboard.');
  }
  if (row.used_at) {
    throw failure(
      'used',
      'This verification link has already been used or replaced (by a newer link or a password change). If your email is confirmed, your orders are on your dashboard.',
    );
  }
  if (row.expires_at.getTime() < Date.now()) {
    throw failure(
      'expired',
      `This verification link has expired (links are valid for ${VERIFICATION_TTL_HOURS} hours). Please request a new one from your dashboard.`,
    );
  }
  if (row.email_verified_at) {
    throw failure('already-verified', 'This email is already confirmed. Sign in to your account to see your orders.');
  }
  return row;
};

type TVerifyResult = { email: string; attachedOrders: number; session?: TAuthResponse };

/**
 * Marks the email verified and every link of the account used, sets the new password (ending every other
 * session), and attaches the guest orders placed with the link's address — in the caller's transaction, so a link
 * can never verify twice or half-attach.
 */
const applyVerification = async (
  trx: Transaction<Database>,
  keys: TTokenKeys,
  row: Awaited<ReturnType<typeof lockUsableToken>>,
  passwordHash: string | null,
): Promise<TVerifyResult> => {
  const now = new Date();
  await retireVerificationTokens(trx, row.user_id);
  const user = await trx
    .updateTable('users')
    .set({
      email_verified_at: sql<Date>`coalesce(email_verified_at, ${now})`,
      updated_at: now,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    })
    .where('id', '=', row.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (passwordHash) {
    await revokeUserSessions(trx, row.user_id);
    // Reset links asked for before the new password stop working, as after any password change.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
  }
  // Only by the address the link was sent to, which the verifier has just proven to read.
  const attached = await trx
    .updateTable('orders')
    .set({ user_id: row.user_id, updated_at: now })
    .where('user_id', 'is', null)
    // A deleted account's orders are not a guest's: a new account with the same address does not get them.
    .where('owner_deleted_at', 'is', null)
    .where(sql<string>`lower(customer_email)`, '=', row.token_email.toLowerCase())
    .executeTakeFirst();
  const result = { email: row.user_email, attachedOrders: Number(attached.numUpdatedRows) };
  if (!passwordHash) return result;
  const tokens = await issueSession({ db: trx, keys, userId: row.user_id });
  return { ...result, session: { user: toAuthUser(user), tokens } };
};

/**
 * `POST /api/auth/verify-email`. Orders only ever attach to an account whose password the verifier controls:
 * either the request is signed in to the link's account, or it sets `newPassword`, which replaces the password
 * and ends every other session (someone who opened the account with this email before its owner loses it).
 * Otherwise a 403 with reason 'sign-in-required', and the token stays usable. For an account with two-factor on,
 * `newPassword` changes nothing yet: the answer is the sign-in challenge, carrying the password's hash, and the
 * code step (completePendingVerification) applies the verification.
 */
export const verifyEmail = async ({
  db,
  keys,
  token,
  viewer,
  newPassword,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  token: string;
  viewer: TUserRow | null;
  newPassword?: string | undefined;
  /** Who verifies: a challenge is bound to it. */
  client: TSignInClient;
}): Promise<TVerifyResult | TTwoFactorChallenge> => {
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  return db.transaction().execute(async (trx) => {
    const row = await lockUsableToken(trx, { tokenHash: hashVerificationToken(token) });
    if (!passwordHash && viewer?.id !== row.user_id) {
      throw new AppError('FORBIDDEN', SIGN_IN_TO_VERIFY_MESSAGE, {
        reason: VERIFICATION_SIGN_IN_REQUIRED,
        email: row.user_email,
      });
    }
    if (passwordHash && row.totp_secret) {
      return twoFactorChallenge({
        keys,
        userId: row.user_id,
        clientKey: signInClientKey(client, row.user_id).key,
        verification: { tokenId: row.id, passwordHash },
      });
    }
    return applyVerification(trx, keys, row, passwordHash);
  });
};

/**
 * The code step of a verification link that set a password on an account with two-factor on (the code is already
 * accepted): the link is checked again — a newer link, a reset or a password change since then has used it up —
 * and the verification applied with the pending password. Returns the session.
 */
export const completePendingVerification = async ({
  db,
  keys,
  userId,
  verification,
}: {
  db: TDb;
  keys: TTokenKeys;
  userId: string;
  verification: TPendingVerification;
}): Promise<TAuthResponse> =>
  db.transaction().execute(async (trx) => {
    const row = await lockUsableToken(trx, { tokenId: verification.tokenId, userId });
    const result = await applyVerification(trx, keys, row, verification.passwordHash);
    if (!result.session) throw new Error('a verification with a password always issues a session');
    return result.session;
  });

/** Sends a fresh link to a signed-in, unverified user; at most one per RESEND_COOLDOWN_MS. */
export const resendVerificationEmail = async ({
  db,
  mailer,
  env,
  readSettings,
  user,
}: {
  db: TDb;
  mailer: TMailer;
  env: TMailEnv;
  readSettings: TSettingsReader;
  user: TUserRow;
}): Promise<{ alreadyVerified: boolean }> => {
  if (user.email_verified_at) return { alreadyVerified: true };
  const settings = await readSettings(db);
  const outboxId = await db.transaction().execute(async (trx) => {
    // Serialise concurrent resends of one account so the cooldown holds.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const recent = await trx
      .selectFrom('email_verification_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(Date.now() - RESEND_COOLDOWN_MS))
      .executeTakeFirst();
    if (recent) {
      throw new AppError('RATE_LIMITED', 'We just sent you an email. Please wait a minute before asking for another.');
    }
    return enqueueVerificationEmail({ trx, mailer, env, supportEmail: settings.supportEmail, user });
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return { alreadyVerified: false };
};
