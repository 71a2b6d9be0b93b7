import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { replaceSigningCertificate } from './signing-certificate.ts';
import { findStaffMember } from './staff-profiles.ts';

export const removeSigningCertificate = async ({
  db,
  storage,
  userId,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  actorUserId: string;
}): Promise<void> => {
  await findStaffMember(db, userId);
  await replaceSigningCertificate({ db, storage, userId, next: null, actorUserId });
};
