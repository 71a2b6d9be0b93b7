import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { clearSignInAttempts, registerSignInAttempt, type TSignInClient } from './account-throttle.ts';

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';

/**
 * Every password check (sign-in, and the re-checks of a signed-in user before an account change): counted toward the
 * sign-in throttle before it is made, so guesses through any of them share one count, and taken back when right
 * unless `countStands` (a second step, the two-factor code, must succeed first; its caller clears the count then).
 * An unknown email (`user` null) costs the same time and fails. Returns the user when the password is right; else
 * throws `wrongPassword` (a 400 with WRONG_PASSWORD_MESSAGE unless given).
 */
export const checkPasswordCounted = async ({
  db,
  email,
  user,
  password,
  client,
  wrongPassword = () => new AppError('BAD_REQUEST', WRONG_PASSWORD_MESSAGE, { reason: 'wrong-password' }),
  countStands = false,
}: {
  db: TDb;
  email: string;
  user: TUserRow | null;
  password: string;
  client: TSignInClient;
  wrongPassword?: () => AppError;
  countStands?: boolean;
}): Promise<TUserRow> => {
  await registerSignInAttempt({ db, email, userId: user?.id ?? null, client });
  if (!user) {
    await burnPasswordCheck(password);
    throw wrongPassword();
  }
  if (!(await verifyPassword(user.password_hash, password))) throw wrongPassword();
  if (!countStands) await clearSignInAttempts({ db, email: user.email, userId: user.id, client });
  return user;
};
