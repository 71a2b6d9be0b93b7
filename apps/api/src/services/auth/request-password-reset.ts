import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD_RESET_TTL_MINUTES, type TForgotPasswordRequest } from '@sello/shared/account-schemas';
import type { TLocale } from '@sello/shared/i18n/locales';
import { createRefreshToken } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { customerPageUrl } from '../../mail/email-words.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { passwordResetEmail } from '../../mail/templates/password-reset-email.ts';
import type { TSettingsReader } from '../settings/settings.ts';

/** At most this many reset emails per account per hour: a form cannot be used to flood someone's inbox. */
export const MAX_RESETS_PER_HOUR = 3;
/**
 * Every answer takes at least this long, so whether an email has an account cannot be told from the timing
 * (the known-email path writes a row and an email; the unknown one does nothing).
 */
export const FORGOT_PASSWORD_MIN_MS = 300;

export const resetPasswordUrl = (publicUrl: string, token: string, locale: TLocale) =>
  customerPageUrl(publicUrl, locale, `/reset-password?token=${encodeURIComponent(token)}`);

type TRequestPasswordResetOptions = {
  db: TDb;
  mailer: TMailer;
  brandName: string;
  publicUrl: string;
  readSettings: TSettingsReader;
  input: TForgotPasswordRequest;
  minDurationMs?: number;
};

/**
 * Emails a single-use reset link (valid 1 hour) when the email has an account. The token is 256 random bits;
 * only its SHA-256 is stored. Unknown emails, and accounts over the hourly limit, get no email and the same answer.
 */
export const requestPasswordReset = async ({
  db,
  mailer,
  brandName,
  publicUrl,
  readSettings,
  input,
  minDurationMs = FORGOT_PASSWORD_MIN_MS,
}: TRequestPasswordResetOptions): Promise<void> => {
  const started = performance.now();
  try {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!user) return;

    const { supportEmail } = await readSettings(db);
    const outboxId = await db.transaction().execute(async (trx) => {
      const recent = await trx
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', new Date(Date.now() - 60 * 60 * 1000))
        .executeTakeFirstOrThrow();
      if (Number(recent.count) >= MAX_RESETS_PER_HOUR) return null;

      const { token, hash } = createRefreshToken();
      const reset = await trx
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: hash,
          expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const locale = input.locale ?? 'en';
      const email = passwordResetEmail({
        locale,
        brandName,
        supportEmail,
        firstName: user.first_name,
        resetUrl: resetPasswordUrl(publicUrl, token, locale),
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
      });
      return mailer.enqueue(trx, {
        ...email,
        dedupeKey: `password-reset:${reset.id}`,
        template: 'password-reset',
        to: user.email,
      });
    });
    if (outboxId) await mailer.dispatch(outboxId);
  } finally {
    const remaining = minDurationMs - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
  }
};
