import type { TStaffImage, TStaffImageName, TStaffProfile } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { toStaffCredential } from './staff-credentials.ts';

export const STAFF_MEMBER_NOT_FOUND = 'No staff member with this id';

/** How long the links to a seal or signature image in a profile answer work. */
const IMAGE_LINK_TTL_SECONDS = 5 * 60;

export const IMAGE_COLUMNS = {
  seal: { key: 'seal_image_key', type: 'seal_image_type' },
  signature: { key: 'signature_image_key', type: 'signature_image_type' },
} as const;

/**
 * Points the profile's seal or signature at `next` (null: none) and deletes the image it replaces from storage once
 * the row no longer names it.
 */
export const replaceStaffImage = async ({
  db,
  storage,
  userId,
  image,
  next,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  image: TStaffImageName;
  next: { fileKey: string; contentType: string } | null;
  /** Who made the change, for the audit trail: the staff member, or the back office. */
  actorUserId: string;
}): Promise<void> => {
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
      .set({ [columns.key]: next?.fileKey ?? null, [columns.type]: next?.contentType ?? null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    const replaced = row?.[columns.key] ?? null;
    if (next || replaced) {
      const member = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await recordStaffAudit(trx, {
        actorUserId,
        action: next ? 'staff_image_stored' : 'staff_image_removed',
        member,
        detail: { image },
      });
    }
    return replaced;
  });
  if (previous) await storage.remove(previous);
};

/** The staff member (any role), or 404: customers and removed staff have no profile to read or edit. */
export const findStaffMember = async (db: TDb, userId: string) => {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'staff_role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.staff_role) throw new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND);
  return { ...user, staff_role: user.staff_role };
};

/** Creates the profile row on first write, named after the account until someone chooses a display name. */
export const ensureStaffProfile = async (db: TDb, userId: string): Promise<void> => {
  const user = await findStaffMember(db, userId);
  await db
    .insertInto('staff_profiles')
    .values({
      user_id: userId,
      display_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      language_pairs: '[]',
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
};

/** The profile as every profile route answers it; `canEditCredentials` is false on the person's own page. */
export const loadStaffProfile = async ({
  db,
  storage,
  userId,
  canEditCredentials,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  canEditCredentials: boolean;
}): Promise<TStaffProfile> => {
  const user = await findStaffMember(db, userId);
  const [profile, credentials] = await Promise.all([
    db.selectFrom('staff_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('staff_credentials')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const expiresAt = Math.floor(Date.now() / 1000) + IMAGE_LINK_TTL_SECONDS;
  const image = (name: TStaffImageName): TStaffImage | null => {
    const type = profile?.[IMAGE_COLUMNS[name].type];
    if (!profile?.[IMAGE_COLUMNS[name].key] || (type !== 'image/png' && type !== 'image/jpeg')) return null;
    return {
      contentType: type,
      url: storage.signedUrl('staff-image', `${userId}/${name}`, expiresAt),
    };
  };
  return {
    userId,
    email: user.email,
    staffRole: user.staff_role,
    displayName: profile?.display_name ?? `${user.first_name} ${user.last_name}`.trim(),
    languagePairs: profile?.language_pairs ?? [],
    credentials: credentials.map(toStaffCredential),
    seal: image('seal'),
    signature: image('signature'),
    signingCertificate:
      profile?.signing_p12_key && profile.signing_subject && profile.signing_issuer && profile.signing_valid_until
        ? {
            subject: profile.signing_subject,
            issuer: profile.signing_issuer,
            validUntil: profile.signing_valid_until.toISOString(),
          }
        : null,
    canEditCredentials,
  };
};
