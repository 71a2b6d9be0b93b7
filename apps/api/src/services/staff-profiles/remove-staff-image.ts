import type { TStaffImageName } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { findStaffMember, IMAGE_COLUMNS } from './staff-profiles.ts';

export const removeStaffImage = async ({
  db,
  storage,
  userId,
  image,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  image: TStaffImageName;
}): Promise<void> => {
  await findStaffMember(db, userId);
  const columns = IMAGE_COLUMNS[image];
  const previous = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff_profiles')
      .select(columns.key)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .updateTable('staff_profiles')
      .set({ [columns.key]: null, [columns.type]: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    return row?.[columns.key] ?? null;
  });
  if (previous) await storage.remove(previous);
};
