import type { TDb } from '../../db/database.ts';
import { setStaffRole } from './staff-members.ts';

/**
 * The owner removes someone from the staff: the role is cleared (the account stays, as a customer's) and every
 * session ends at once, access tokens included. The last owner cannot be removed.
 */
export const removeStaffMember = async ({
  db,
  userId,
  actorUserId,
}: {
  db: TDb;
  userId: string;
  actorUserId: string;
}): Promise<void> => {
  await db.transaction().execute((trx) => setStaffRole(trx, { userId, role: null, actorUserId }));
};
