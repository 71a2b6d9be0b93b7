import type { Readable } from 'node:stream';
import { STAFF_IMAGE_MAX_BYTES, type TStaffImageName } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { checkUploadedContent, tooLarge } from '../uploads/check-uploaded-content.ts';
import { ensureStaffProfile, replaceStaffImage } from './staff-profiles.ts';

const EXTENSION_BY_TYPE = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * A seal or signature image, streamed to private storage under a new server-made key and checked like a customer's
 * upload (size, and magic bytes that match the declared PNG or JPEG); the image it replaces is deleted afterwards.
 */
export const storeStaffImage = async ({
  db,
  storage,
  userId,
  image,
  contentType,
  body,
  declaredLength,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  image: TStaffImageName;
  contentType: keyof typeof EXTENSION_BY_TYPE;
  body: Readable;
  declaredLength: number | null;
  actorUserId: string;
}): Promise<void> => {
  await ensureStaffProfile(db, userId);
  if (declaredLength !== null && declaredLength > STAFF_IMAGE_MAX_BYTES) throw tooLarge(STAFF_IMAGE_MAX_BYTES);
  const fileKey = storage.newFileKey();
  await storage.write(fileKey, body, STAFF_IMAGE_MAX_BYTES, async (stored) => {
    const checked = checkUploadedContent(`${image}.${EXTENSION_BY_TYPE[contentType]}`, stored, STAFF_IMAGE_MAX_BYTES);
    if (checked.problem) throw checked.problem;
  });
  await replaceStaffImage({ db, storage, userId, image, next: { fileKey, contentType }, actorUserId });
};
