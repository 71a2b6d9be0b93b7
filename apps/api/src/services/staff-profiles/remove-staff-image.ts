import type { TStaffImageName } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { findStaffMember, replaceStaffImage } from './staff-profiles.ts';

export const removeStaffImage = async ({
  db,
  storage,
  userId,
  image,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  image: TStaffImageName;
  actorUserId: string;
}): Promise<void> => {
  await findStaffMember(db, userId);
  await replaceStaffImage({ db, storage, userId, image, next: null, actorUserId });
};
