import { EXISTING_ACCOUNT_MESSAGE, type TSignupRequest, type TSignupResponse } from '@sello/shared/auth-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { toAuthUser } from './auth-user.ts';
import { enqueueVerificationEmail } from './enqueue-verification-email.ts';
import { issueSession } from './issue-session.ts';

type TSignUpOptions = {
  db: TDb;
  keys: TTokenKeys;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  input: TSignupRequest;
};

export const signUp = async ({
  db,
  keys,
  mailer,
  env,
  readSettings,
  input,
}: TSignUpOptions): Promise<TSignupResponse> => {
  const passwordHash = await hashPassword(input.password);
  const settings = await readSettings(db);
  try {
    const { response, outboxId } = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          email_verified_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const tokens = await issueSession({ db: trx, keys, userId: user.id });
      // The verification email is committed with the account; guest orders attach once it is confirmed.
      const outboxId = await enqueueVerificationEmail({
        trx,
        mailer,
        env,
        supportEmail: settings.supportEmail,
        user,
        locale: input.locale ?? 'en',
      });
      return { response: { user: toAuthUser(user), tokens }, outboxId };
    });
    if (outboxId) await mailer.dispatch(outboxId);
    return response;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EXISTING_ACCOUNT_MESSAGE, { reason: 'email-taken' });
    throw error;
  }
};
