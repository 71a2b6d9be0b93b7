import { LAST_ADMIN_MESSAGE, type TDeleteAccountRequest } from '@sello/shared/account-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TSignInClient } from '../auth/account-throttle.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';

/**
 * Deletes the login. Orders, quotes, plans and uploads stay for staff, with the customer details they were placed
 * with: `owner_deleted_at` is set on them in the same transaction, before ON DELETE SET NULL clears their user
 * references, so they never become guest records that anyone holding an id may open (assertCanReach). Uploads that
 * never became part of an order are due for deletion at once; order files follow services/retention. Refresh tokens
 * and reset links go with the user row (ON DELETE CASCADE). The last administrator cannot delete themselves. A wrong
 * password counts toward the sign-in throttle.
 */
export const deleteAccount = async ({
  db,
  user,
  input,
  client,
}: {
  db: TDb;
  user: TUserRow;
  input: TDeleteAccountRequest;
  client: TSignInClient;
}): Promise<void> => {
  await checkPasswordCounted({ db, email: user.email, user, password: input.password, client });
  await db.transaction().execute(async (trx) => {
    if (user.is_admin) {
      // Lock the admin rows so two admins deleting themselves at once cannot leave none.
      const admins = await sql<{ id: string }>`select id from users where is_admin for update`.execute(trx);
      if (admins.rows.filter((row) => row.id !== user.id).length === 0) {
        throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
      }
    }
    const now = new Date();
    await trx.updateTable('orders').set({ owner_deleted_at: now }).where('user_id', '=', user.id).execute();
    await trx.updateTable('quotes').set({ owner_deleted_at: now }).where('user_id', '=', user.id).execute();
    await trx.updateTable('plans').set({ owner_deleted_at: now }).where('user_id', '=', user.id).execute();
    await trx
      .updateTable('files')
      .set((eb) => ({
        owner_deleted_at: now,
        delete_after: eb.case().when('order_id', 'is', null).then(now).else(eb.ref('delete_after')).end(),
      }))
      .where((eb) =>
        eb.or([
          eb('uploaded_by', '=', user.id),
          eb('quote_id', 'in', eb.selectFrom('quotes').select('id').where('user_id', '=', user.id)),
        ]),
      )
      .execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
};
