import { Readable } from 'node:stream';
import { SIGNING_CERTIFICATE_MAX_BYTES } from '@sello/shared/staff-profile-schemas';
import { sealText } from '../../auth/sealed-text.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { checkIssuedTo, openSigningCertificate, replaceSigningCertificate } from './signing-certificate.ts';
import { ensureStaffProfile } from './staff-profiles.ts';

/**
 * A translator's PKCS#12 signing certificate: opened with its passphrase and checked (openSigningCertificate) before
 * anything is kept, and issued to the profile's display name; then the file goes to private storage under a new server-made key and the passphrase into the
 * profile sealed with AES-256-GCM. The certificate it replaces is deleted afterwards.
 */
export const storeSigningCertificate = async ({
  db,
  storage,
  keys,
  userId,
  file,
  passphrase,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  keys: Pick<TTokenKeys, 'signingPassphraseKey'>;
  userId: string;
  file: Uint8Array;
  passphrase: string;
  actorUserId: string;
}): Promise<void> => {
  await ensureStaffProfile(db, userId);
  const opened = openSigningCertificate(file, passphrase);
  const profile = await db
    .selectFrom('staff_profiles')
    .select('display_name')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  checkIssuedTo(opened, profile.display_name);
  const fileKey = storage.newFileKey();
  await storage.write(fileKey, Readable.from([Buffer.from(file)]), SIGNING_CERTIFICATE_MAX_BYTES);
  await replaceSigningCertificate({
    db,
    storage,
    userId,
    next: {
      fileKey,
      passphraseSealed: sealText(keys.signingPassphraseKey, passphrase),
      subject: opened.subject,
      issuer: opened.issuer,
      validUntil: opened.validUntil,
    },
    actorUserId,
  });
};
