import type { Readable } from 'node:stream';
import type { TStaffImageName } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { IMAGE_COLUMNS } from './staff-profiles.ts';

/** The stored seal or signature (the caller has checked the signed link that names it). */
export const openStaffImage = async ({
  db,
  storage,
  userId,
  image,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  image: TStaffImageName;
}): Promise<{ body: Readable; contentType: string }> => {
  const columns = IMAGE_COLUMNS[image];
  const row = await db
    .selectFrom('staff_profiles')
    .innerJoin('users', 'users.id', 'staff_profiles.user_id')
    .select([columns.key, columns.type])
    .where('staff_profiles.user_id', '=', userId)
    .where('users.staff_role', 'is not', null)
    .executeTakeFirst();
  const fileKey = row?.[columns.key];
  const contentType = row?.[columns.type];
  if (!fileKey || !contentType) throw new AppError('NOT_FOUND', 'This image has been removed.');
  return { body: await storage.openRead(fileKey), contentType };
};
