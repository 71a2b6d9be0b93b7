import type { TUpdateStaffProfileRequest } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import { ensureStaffProfile } from './staff-profiles.ts';

/** Display name and language pairs, written by the person or the back office. */
export const updateStaffProfile = async ({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TUpdateStaffProfileRequest;
}): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await ensureStaffProfile(trx, userId);
    await trx
      .updateTable('staff_profiles')
      .set({
        display_name: input.displayName,
        language_pairs: JSON.stringify(input.languagePairs),
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
  });
};
