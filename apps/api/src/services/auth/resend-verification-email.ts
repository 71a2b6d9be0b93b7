import type { TLocale } from '@sello/shared/i18n/locales';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { enqueueVerificationEmail, type TMailEnv } from './enqueue-verification-email.ts';

/** A new verification email at most once a minute per account (on top of the per-IP route limit). */
const RESEND_COOLDOWN_MS = 60_000;

/** Sends a fresh link to a signed-in, unverified user; at most one per RESEND_COOLDOWN_MS. */
export const resendVerificationEmail = async ({
  db,
  mailer,
  env,
  readSettings,
  user,
  locale,
}: {
  db: TDb;
  mailer: TMailer;
  env: TMailEnv;
  readSettings: TSettingsReader;
  user: TUserRow;
  /** The language of the page the link was asked from. */
  locale: TLocale;
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
      throw new AppError('RATE_LIMITED', 'We just sent you an email. Please wait a minute before asking for another.', {
        reason: 'verification-email-just-sent',
      });
    }
    return enqueueVerificationEmail({ trx, mailer, env, supportEmail: settings.supportEmail, user, locale });
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return { alreadyVerified: false };
};
