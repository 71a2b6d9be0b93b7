import {
  NAMED_ON_TASKS_DELETE_MESSAGE,
  STAFF_ACCOUNT_DELETE_MESSAGE,
  type TDeleteAccountRequest,
} from '@sello/shared/account-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { TSignInClient } from '../auth/account-throttle.ts';
import { checkPasswordCounted } from '../auth/check-password-counted.ts';
import { DOCUMENTS_DELETABLE_STATUSES } from '../orders/delete-order-documents.ts';
import { removeOrderDocuments } from '../retention/remove-order-documents.ts';

/**
 * Deletes the login. Orders, quotes, plans and uploads stay for staff, with the customer details they were placed
 * with: `owner_deleted_at` is set on them in the same transaction, before ON DELETE SET NULL clears their user
 * references, so they never become guest records that anyone holding an id may open (assertCanReach). The documents
 * of its delivered and cancelled orders are deleted at once, as "Delete my documents now" deletes them (issue 32:
 * removeOrderDocuments, documents_deleted_at, an audit entry); orders still open keep theirs until staff complete or
 * cancel them (then the retention job's next run). Uploads that never became part of an order are due for deletion at
 * once (deleteUnconvertedUploads). Refresh tokens
 * and reset links go with the user row (ON DELETE CASCADE). Staff cannot delete themselves (409): the owner removes
 * them from the staff first, and the last owner cannot be removed. A former translator or reviewer named on tasks
 * gets 409 too: order_tasks keeps them as the order's production history. A wrong password counts toward the sign-in
 * throttle.
 */
export const deleteAccount = async ({
  db,
  storage,
  user,
  input,
  client,
}: {
  db: TDb;
  storage: TStorage;
  user: TUserRow;
  input: TDeleteAccountRequest;
  client: TSignInClient;
}): Promise<void> => {
  await checkPasswordCounted({ db, email: user.email, user, password: input.password, client });
  await db.transaction().execute(async (trx) => {
    // The role is read under the row lock: removal from the staff (the owner's, which keeps the agency an owner) and
    // this deletion cannot interleave.
    const current = await trx
      .selectFrom('users')
      .select('staff_role')
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (current?.staff_role) throw new AppError('CONFLICT', STAFF_ACCOUNT_DELETE_MESSAGE, { reason: 'staff' });
    const namedOnTask = await trx
      .selectFrom('order_tasks')
      .select('id')
      .where((eb) => eb.or([eb('translator_id', '=', user.id), eb('reviewer_id', '=', user.id)]))
      .limit(1)
      .executeTakeFirst();
    if (namedOnTask) throw new AppError('CONFLICT', NAMED_ON_TASKS_DELETE_MESSAGE, { reason: 'named-on-tasks' });
    const now = new Date();
    const finalOrders = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', 'in', DOCUMENTS_DELETABLE_STATUSES)
      .forUpdate()
      .execute();
    for (const order of finalOrders) {
      const files = await removeOrderDocuments({ db: trx, storage, orderId: order.id, now });
      if (files === 0) continue;
      await trx.updateTable('orders').set({ documents_deleted_at: now }).where('id', '=', order.id).execute();
      await recordAudit(trx, {
        orderId: order.id,
        actor: { userId: user.id },
        action: 'documents_deleted',
        detail: { files, reason: 'account_deleted' },
      });
    }
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
