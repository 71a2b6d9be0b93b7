import { type Kysely, sql } from 'kysely';

/**
 * A translator's signing certificate (issue 31): the PKCS#12 file in private storage under `signing_p12_key`, its
 * passphrase sealed with AES-256-GCM under a key derived from JWT_SECRET (auth/sealed-text.ts; never the plain text),
 * and what the profile shows of it, read from the certificate when it was uploaded. All five are set or none is.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table staff_profiles
    add column signing_p12_key text,
    add column signing_passphrase_sealed text,
    add column signing_subject text,
    add column signing_issuer text,
    add column signing_valid_until timestamptz,
    add constraint staff_profiles_signing_certificate_check check (
      (signing_p12_key is null and signing_passphrase_sealed is null and signing_subject is null
        and signing_issuer is null and signing_valid_until is null)
      or (signing_p12_key is not null and signing_passphrase_sealed is not null and signing_subject is not null
        and signing_issuer is not null and signing_valid_until is not null)
    )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table staff_profiles
    drop constraint staff_profiles_signing_certificate_check,
    drop column signing_p12_key,
    drop column signing_passphrase_sealed,
    drop column signing_subject,
    drop column signing_issuer,
    drop column signing_valid_until`.execute(db);
};
