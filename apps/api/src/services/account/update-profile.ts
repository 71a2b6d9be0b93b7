import type { TUpdateProfileRequest } from '@sello/shared/account-schemas';
import type { TAuthUser } from '@sello/shared/auth-schemas';
import type { TDb } from '../../db/database.ts';
import { toAuthUser } from '../auth/auth-user.ts';

/** Changes the signed-in user's first and last name. */
export const updateProfile = async ({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TUpdateProfileRequest;
}): Promise<TAuthUser> => {
  const user = await db
    .updateTable('users')
    .set({ first_name: input.firstName, last_name: input.lastName, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAuthUser(user);
};
