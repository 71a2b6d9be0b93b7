import type { TStaffRole } from '@sello/shared/staff-roles';
import type { TStaffMember } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import { loadStaffMember, setStaffRole } from './staff-members.ts';

/**
 * The owner changes a staff member's role. Their sessions end at once (they sign in again under the new role); the
 * last owner cannot be demoted.
 */
export const changeStaffRole = async ({
  db,
  userId,
  role,
  actorUserId,
}: {
  db: TDb;
  userId: string;
  role: TStaffRole;
  actorUserId: string;
}): Promise<TStaffMember> =>
  db.transaction().execute(async (trx) => {
    await setStaffRole(trx, { userId, role, actorUserId });
    return loadStaffMember(trx, userId);
  });
