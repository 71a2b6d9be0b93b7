import { createHash } from 'node:crypto';
import type { TAuthResponse } from '@sello/shared/auth-schemas';
import type { TVerificationFailureReason } from '@sello/shared/email-verification-schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { toAuthUser } from './auth-user.ts';
import { issueSession } from './issue-session.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';

export const VERIFICATION_TTL_HOURS = 48;

export type TExecutor = Transaction<Database> | Kysely<Database>;

export const hashVerificationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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

const failure = (reason: TVerificationFailureReason, message: string) =>
  new AppError('BAD_REQUEST', message, { reason });

type TTokenMatch = { tokenHash: string } | { tokenId: string; userId: string };

/** Locks the link's row and checks it may still verify: else a 400 with `reason`. */
export const lockUsableToken = async (trx: Transaction<Database>, match: TTokenMatch) => {
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

export type TVerifyResult = { email: string; attachedOrders: number; session?: TAuthResponse };

/**
 * Marks the email verified and every link of the account used, sets the new password (ending every other
 * session), and attaches the guest orders placed with the link's address — in the caller's transaction, so a link
 * can never verify twice or half-attach.
 */
export const applyVerification = async (
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
