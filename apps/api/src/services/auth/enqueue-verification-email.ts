import { randomBytes } from 'node:crypto';
import type { TLocale } from '@sello/shared/i18n/locales';
import type { TUserRow } from '../../db/schema.ts';
import { customerPageUrl } from '../../mail/email-words.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { emailVerificationEmail } from '../../mail/templates/email-verification-email.ts';
import {
  hashVerificationToken,
  retireVerificationTokens,
  type TExecutor,
  VERIFICATION_TTL_HOURS,
} from './verification-tokens.ts';

export type TMailEnv = { BRAND_NAME: string; PUBLIC_URL: string };

const verifyEmailUrl = (publicUrl: string, token: string, locale: TLocale): string =>
  customerPageUrl(publicUrl, locale, `/verify-email?token=${encodeURIComponent(token)}`);

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
  locale,
}: {
  trx: TExecutor;
  mailer: TMailer;
  env: TMailEnv;
  supportEmail: string;
  user: Pick<TUserRow, 'id' | 'email' | 'first_name'>;
  /** The email's language: the page's the account was created (or the link asked for) on. */
  locale: TLocale;
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
      locale,
      brandName: env.BRAND_NAME,
      supportEmail,
      firstName: user.first_name,
      verifyUrl: verifyEmailUrl(env.PUBLIC_URL, token, locale),
      validHours: VERIFICATION_TTL_HOURS,
    }),
    dedupeKey: `verify-email:${row.id}`,
    template: 'verify-email',
    to: user.email,
  });
};
