import type { TStaffImageName } from '@sello/shared/staff-profile-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { IMAGE_COLUMNS } from './staff-profiles.ts';

/** Each private file a profile may hold: its column, and the columns cleared once the file is gone. */
const PROFILE_FILES = [
  ...(Object.keys(IMAGE_COLUMNS) as TStaffImageName[]).map((image) => ({
    label: image,
    key: IMAGE_COLUMNS[image].key,
    cleared: { [IMAGE_COLUMNS[image].key]: null, [IMAGE_COLUMNS[image].type]: null },
  })),
  {
    label: 'signing certificate',
    key: 'signing_p12_key',
    cleared: {
      signing_p12_key: null,
      signing_passphrase_sealed: null,
      signing_subject: null,
      signing_issuer: null,
      signing_valid_until: null,
    },
  },
] as const;

/**
 * Deletes the seal and signature images and the signing certificate of people no longer on the staff (`userId`'s
 * alone right after their removal, everyone's from the retention sweep). Each file is removed from storage first and
 * its columns cleared afterwards, only while the person is still off the staff and the column still names it: a
 * deletion that fails keeps the key, is logged without the person's details, and is tried again by the next sweep.
 * Returns how many files went.
 */
export const deleteFormerStaffImages = async ({
  db,
  storage,
  logger,
  userId,
}: {
  db: TDb;
  storage: TStorage;
  logger: FastifyBaseLogger;
  userId?: string;
}): Promise<number> => {
  let query = db
    .selectFrom('staff_profiles')
    .innerJoin('users', 'users.id', 'staff_profiles.user_id')
    .select([
      'staff_profiles.user_id',
      'staff_profiles.seal_image_key',
      'staff_profiles.signature_image_key',
      'staff_profiles.signing_p12_key',
    ])
    .where('users.staff_role', 'is', null)
    .where((eb) =>
      eb.or([
        eb('staff_profiles.seal_image_key', 'is not', null),
        eb('staff_profiles.signature_image_key', 'is not', null),
        eb('staff_profiles.signing_p12_key', 'is not', null),
      ]),
    )
    .limit(200);
  if (userId) query = query.where('staff_profiles.user_id', '=', userId);
  let deleted = 0;
  for (const profile of await query.execute()) {
    for (const file of PROFILE_FILES) {
      const fileKey = profile[file.key];
      if (!fileKey) continue;
      try {
        await storage.remove(fileKey);
      } catch (error) {
        logger.warn(
          { file: file.label, err: error instanceof Error ? error.message : String(error) },
          'could not delete a former staff member’s file; the retention sweep retries',
        );
        continue;
      }
      await db
        .updateTable('staff_profiles')
        .set({ ...file.cleared, updated_at: new Date() })
        .where('user_id', '=', profile.user_id)
        .where(file.key, '=', fileKey)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('users')
                .select('users.id')
                .whereRef('users.id', '=', 'staff_profiles.user_id')
                .where('users.staff_role', 'is not', null),
            ),
          ),
        )
        .execute();
      deleted += 1;
    }
  }
  if (deleted > 0)
    logger.info({ count: deleted }, 'deleted the seal and signature images and signing certificates of former staff');
  return deleted;
};
