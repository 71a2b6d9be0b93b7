import { LAST_ADMIN_MESSAGE, type TDeleteAccountRequest } from '@sello/shared/account-schemas';
import { sql } from 'kysely';
import { verifyPassword } from '../../auth/passwords.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const DELETE_WRONG_PASSWORD_MESSAGE = 'The password is not correct';

/**
 * Deletes the login. Orders stay, with the customer details they were placed with, and become guest orders
 * (orders.user_id, quotes.user_id and the other user references are ON DELETE SET NULL); refresh tokens and
 * reset links go with the user row (ON DELETE CASCADE). The last administrator cannot delete themselves.
 */
export const deleteAccount = async ({
  db,
  user,
  input,
}: {
  db: TDb;
  user: TUserRow;
  input: TDeleteAccountRequest;
}): Promise<void> => {
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('BAD_REQUEST', DELETE_WRONG_PASSWORD_MESSAGE);
  }
  await db.transaction().execute(async (trx) => {
    if (user.is_admin) {
      // Lock the admin rows so two admins deleting themselves at once cannot leave none.
      const admins = await sql<{ id: string }>`select id from users where is_admin for update`.execute(trx);
      if (admins.rows.filter((row) => row.id !== user.id).length === 0) {
        throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
      }
    }
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
};
