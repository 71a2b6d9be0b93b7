import { EXISTING_ACCOUNT_MESSAGE, type TSignupRequest, type TSignupResponse } from '@sello/shared/auth-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { issueSession, toAuthUser } from './issue-session.ts';

type TSignUpOptions = { db: TDb; keys: TTokenKeys; input: TSignupRequest };

export const signUp = async ({ db, keys, input }: TSignUpOptions): Promise<TSignupResponse> => {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
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
      return { user: toAuthUser(user), tokens };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EXISTING_ACCOUNT_MESSAGE);
    throw error;
  }
};
