import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { assertNotLastOwner, STAFF_MEMBER_NOT_FOUND } from './staff-members.ts';

/**
 * The owner removes someone from the staff: the role is cleared (the account stays, as a customer's) and every
 * session ends at once, access tokens included. The last owner cannot be removed.
 */
export const removeStaffMember = async ({ db, userId }: { db: TDb; userId: string }): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'staff_role'])
      .where('id', '=', userId)
      .where('staff_role', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND);
    if (member.staff_role === 'owner') await assertNotLastOwner(trx, userId);
    await trx.updateTable('users').set({ staff_role: null, updated_at: new Date() }).where('id', '=', userId).execute();
    await revokeUserSessions(trx, userId);
  });
};
