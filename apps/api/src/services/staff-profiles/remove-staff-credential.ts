import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { CREDENTIAL_NOT_FOUND } from './staff-credentials.ts';
import { findStaffMember } from './staff-profiles.ts';

export const removeStaffCredential = async ({
  db,
  userId,
  credentialId,
}: {
  db: TDb;
  userId: string;
  credentialId: string;
}): Promise<void> => {
  await findStaffMember(db, userId);
  const removed = await db
    .deleteFrom('staff_credentials')
    .where('id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
};
