import { SIGNING_CERTIFICATE_MAX_BYTES } from '@sello/shared/staff-profile-schemas';
import forge from 'node-forge';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { MAX_ITERATIONS, MAX_TOTAL_ITERATIONS, pkcs12IterationCounts } from './pkcs12-iteration-counts.ts';

export const WRONG_PASSPHRASE = 'The passphrase does not open this certificate';
export const NOT_A_PKCS12 = 'This file is not a PKCS#12 certificate (.p12 or .pfx)';
export const ONE_KEY_AND_CERTIFICATE = 'The certificate file must hold exactly one private key and its certificate';
export const CERTIFICATE_TOO_LARGE = `The certificate file is larger than ${SIGNING_CERTIFICATE_MAX_BYTES / 1024} KB`;
const MIN_RSA_BITS = 2048;
const grouped = (count: number) => (Number.isFinite(count) ? count.toLocaleString('en-US') : 'more than 2^48');
const tooManyIterations = (count: number, limit: number) =>
  `This certificate file is protected with ${grouped(count)} iterations${limit === MAX_ITERATIONS ? '' : ' in all'}; Sello accepts up to ${grouped(limit)}: export it again with your system’s default settings`;
const UNREADABLE_KEY =
  'This certificate could not be read: Sello signs with RSA keys; ask the issuer for an RSA certificate';

/** What a translator's PKCS#12 file holds once opened: the key, its certificate, the chain beside it. */
export type TSigningCertificate = {
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The other certificates in the file (intermediate CAs), embedded in the signature for validators. */
  chain: forge.pki.Certificate[];
  subject: string;
  issuer: string;
  /** Signed with its own key: it proves the file is unchanged, not who signed it. */
  selfSigned: boolean;
  validUntil: Date;
};

/** forge keeps a parsed name's values as their raw bytes: UTF8String and BMPString need decoding. */
const textOf = (attribute: { value?: unknown; valueTagClass?: unknown }): string => {
  const raw = typeof attribute.value === 'string' ? attribute.value : '';
  if (attribute.valueTagClass === forge.asn1.Type.UTF8) return forge.util.decodeUtf8(raw);
  if (attribute.valueTagClass === forge.asn1.Type.BMPSTRING) {
    return Buffer.from(raw, 'binary').swap16().toString('utf16le');
  }
  return raw;
};

const commonName = (name: forge.pki.Certificate['subject']): string => {
  const cn = name.getField('CN');
  if (cn && textOf(cn).trim() !== '') return textOf(cn).trim();
  return name.attributes
    .map((attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${textOf(attribute)}`)
    .join(', ');
};

const isMacFailure = (error: unknown) =>
  error instanceof Error && /MAC could not be verified|Invalid password/i.test(error.message);

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string) => p12.getBags({ bagType })[bagType] ?? [];

const samePublicKey = (certificate: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey) => {
  const publicKey = certificate.publicKey as Partial<forge.pki.rsa.PublicKey>;
  return (
    publicKey.n !== undefined && publicKey.e !== undefined && publicKey.n.equals(key.n) && publicKey.e.equals(key.e)
  );
};

/** Whether the certificate's signature verifies with its own public key, whatever issuer name it claims. */
const isSelfSigned = (certificate: forge.pki.Certificate): boolean => {
  const { md } = certificate as forge.pki.Certificate & { md?: forge.md.MessageDigest };
  try {
    return (
      md !== undefined &&
      (certificate.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), certificate.signature)
    );
  } catch {
    return false;
  }
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Opens a PKCS#12 file with its passphrase and checks it can sign today: one private key, the certificate that goes
 * with it, within its validity. Every refusal is a 400 with a message that says
 * what to fix; nothing here logs or returns the passphrase.
 */
export const openSigningCertificate = (file: Uint8Array, passphrase: string, now = new Date()): TSigningCertificate => {
  if (file.byteLength > SIGNING_CERTIFICATE_MAX_BYTES) throw new AppError('BAD_REQUEST', CERTIFICATE_TOO_LARGE);
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(file).toString('binary')));
  } catch {
    throw new AppError('BAD_REQUEST', NOT_A_PKCS12);
  }
  const counts = pkcs12IterationCounts(asn1, passphrase);
  const highest = Math.max(0, ...counts);
  if (highest > MAX_ITERATIONS) throw new AppError('BAD_REQUEST', tooManyIterations(highest, MAX_ITERATIONS));
  const total = counts.reduce((sum, each) => sum + each, 0);
  if (total > MAX_TOTAL_ITERATIONS) throw new AppError('BAD_REQUEST', tooManyIterations(total, MAX_TOTAL_ITERATIONS));
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, true, passphrase);
  } catch (error) {
    if (isMacFailure(error)) throw new AppError('BAD_REQUEST', WRONG_PASSPHRASE);
    if (error instanceof Error && /not an PKCS#12 PFX|PKCS#12 PFX/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', NOT_A_PKCS12);
    }
    // Without a MAC, a wrong passphrase shows up as content that does not decrypt into bags.
    if (error instanceof Error && /decrypt|ASN\.1|Too few bytes/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', WRONG_PASSPHRASE);
    }
    throw new AppError('BAD_REQUEST', UNREADABLE_KEY);
  }
  const keys = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...bagsOf(p12, forge.pki.oids.keyBag ?? ''),
  ].map((bag) => bag.key);
  if (keys.some((key) => !key)) throw new AppError('BAD_REQUEST', UNREADABLE_KEY);
  const certificates = bagsOf(p12, forge.pki.oids.certBag ?? '').flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const [privateKey] = keys as forge.pki.rsa.PrivateKey[];
  if (keys.length !== 1 || !privateKey) throw new AppError('BAD_REQUEST', ONE_KEY_AND_CERTIFICATE);
  const keyBits = privateKey.n.bitLength();
  if (keyBits < MIN_RSA_BITS) {
    throw new AppError(
      'BAD_REQUEST',
      `This certificate’s RSA key has ${keyBits} bits; Sello signs with keys of ${MIN_RSA_BITS} bits or more: ask the issuer for a new certificate`,
    );
  }
  const certificate = certificates.find((candidate) => samePublicKey(candidate, privateKey));
  if (!certificate) throw new AppError('BAD_REQUEST', ONE_KEY_AND_CERTIFICATE);
  const validUntil = certificate.validity.notAfter;
  if (validUntil.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', `This certificate expired on ${isoDay(validUntil)}: upload one that is valid`);
  }
  if (certificate.validity.notBefore.getTime() > now.getTime()) {
    throw new AppError(
      'BAD_REQUEST',
      `This certificate is valid only from ${isoDay(certificate.validity.notBefore)}: upload it from that day`,
    );
  }
  return {
    privateKey,
    certificate,
    chain: certificates.filter((candidate) => candidate !== certificate),
    subject: commonName(certificate.subject),
    issuer: commonName(certificate.issuer),
    selfSigned: isSelfSigned(certificate),
    validUntil,
  };
};

/** A name's words without case, accents, punctuation, order or identity numbers (FNMT: "GARCÍA LÓPEZ MARÍA - 12345678Z"). */
const nameWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !/\p{N}/u.test(word))
    .sort()
    .join(' ');

/** The certificate must name the person whose documents it signs: the PDF's signature shows its subject as signer. */
export const isIssuedTo = (certificate: Pick<TSigningCertificate, 'subject'>, displayName: string): boolean =>
  nameWords(certificate.subject) !== '' && nameWords(certificate.subject) === nameWords(displayName);

/** On upload: the certificate must be the display name's (isIssuedTo), else a 400 saying so. */
export const checkIssuedTo = (certificate: Pick<TSigningCertificate, 'subject'>, displayName: string): void => {
  if (isIssuedTo(certificate, displayName)) return;
  throw new AppError(
    'BAD_REQUEST',
    `This certificate is issued to ${certificate.subject}, not to ${displayName}: upload your own certificate, or change the display name`,
  );
};

export type TStoredSigningCertificate = {
  fileKey: string;
  passphraseSealed: string;
  subject: string;
  issuer: string;
  validUntil: Date;
};

/**
 * Points the profile's signing certificate at `next` (null: none), records it in the staff audit trail (subject and
 * expiry only), and deletes the file it replaces from storage once the row no longer names it.
 */
export const replaceSigningCertificate = async ({
  db,
  storage,
  userId,
  next,
  actorUserId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  next: TStoredSigningCertificate | null;
  actorUserId: string;
}): Promise<void> => {
  const previous = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff_profiles')
      .select(['signing_p12_key', 'signing_subject'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .updateTable('staff_profiles')
      .set({
        signing_p12_key: next?.fileKey ?? null,
        signing_passphrase_sealed: next?.passphraseSealed ?? null,
        signing_subject: next?.subject ?? null,
        signing_issuer: next?.issuer ?? null,
        signing_valid_until: next?.validUntil ?? null,
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
    if (next || row?.signing_p12_key) {
      const member = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await recordStaffAudit(trx, {
        actorUserId,
        action: next ? 'staff_signing_certificate_stored' : 'staff_signing_certificate_removed',
        member,
        detail: next
          ? { subject: next.subject, validUntil: next.validUntil.toISOString() }
          : { subject: row?.signing_subject ?? '' },
      });
    }
    return row?.signing_p12_key ?? null;
  });
  if (previous) await storage.remove(previous);
};
