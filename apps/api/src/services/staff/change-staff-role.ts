import type { TStaffRole } from '@sello/shared/staff-roles';
import type { TStaffMember } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { assertNotLastOwner, loadStaffMember, STAFF_MEMBER_NOT_FOUND } from './staff-members.ts';

/**
 * The owner changes a staff member's role. Their sessions end at once (they sign in again under the new role); the
 * last owner cannot be demoted.
 */
export const changeStaffRole = async ({
  db,
  userId,
  role,
}: {
  db: TDb;
  userId: string;
  role: TStaffRole;
}): Promise<TStaffMember> =>
  db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'staff_role'])
      .where('id', '=', userId)
      .where('staff_role', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND);
    if (member.staff_role === role) return loadStaffMember(trx, userId);
    if (member.staff_role === 'owner') await assertNotLastOwner(trx, userId);
    await trx.updateTable('users').set({ staff_role: role, updated_at: new Date() }).where('id', '=', userId).execute();
    await revokeUserSessions(trx, userId);
    return loadStaffMember(trx, userId);
  });
