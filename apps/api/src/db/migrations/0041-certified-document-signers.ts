import { type Kysely, sql } from 'kysely';

/**
 * Who digitally signed each generated certified translation (issue 31, attacker review): the certificate's subject
 * and issuer common names and whether it was self-signed, so /verify/<code> can say who signed and how far that is
 * proven. Null on documents signed with no certificate (and on those made before).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table certified_documents
    add column signer_subject text,
    add column signer_issuer text,
    add column signer_self_signed boolean,
    add constraint certified_documents_signer_check check (
      (signer_subject is null) = (signer_issuer is null) and (signer_subject is null) = (signer_self_signed is null)
    )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table certified_documents
    drop constraint certified_documents_signer_check,
    drop column signer_subject,
    drop column signer_issuer,
    drop column signer_self_signed`.execute(db);
};
