import { INVALID_CREDENTIALS_MESSAGE, type TAuthResponse, type TSigninRequest } from '@sello/shared/auth-schemas';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { issueSession, toAuthUser } from './issue-session.ts';

type TSignInOptions = { db: TDb; keys: TTokenKeys; input: TSigninRequest };

export const signIn = async ({ db, keys, input }: TSignInOptions): Promise<TAuthResponse> => {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  const tokens = await issueSession({ db, keys, userId: user.id });
  return { user: toAuthUser(user), tokens };
};
