import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { deleteFormerStaffImages } from '../staff-profiles/delete-former-staff-images.ts';
import { setStaffRole } from './staff-members.ts';

/**
 * The owner removes someone from the staff: the role is cleared (the account stays, as a customer's) and every
 * session ends at once, access tokens included. The last owner cannot be removed. Once that is committed, their seal
 * and signature images leave storage (what fails there is logged and retried by the retention sweep).
 */
export const removeStaffMember = async ({
  db,
  storage,
  logger,
  userId,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  logger: FastifyBaseLogger;
  userId: string;
  actorUserId: string;
}): Promise<void> => {
  await db.transaction().execute((trx) => setStaffRole(trx, { userId, role: null, actorUserId }));
  await deleteFormerStaffImages({ db, storage, logger, userId });
};
