import type { TStaffCredentialInput } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { CREDENTIAL_NOT_FOUND } from './staff-credentials.ts';
import { findStaffMember } from './staff-profiles.ts';

const toColumns = (input: TStaffCredentialInput) =>
  input.kind === 'sworn'
    ? {
        kind: 'sworn' as const,
        jurisdiction: input.jurisdiction,
        language: input.language,
        source_language: null,
        target_language: null,
        issuer: input.issuingAuthority,
        number: input.number,
        form_of_address: input.formOfAddress,
      }
    : {
        kind: 'certified' as const,
        jurisdiction: null,
        language: null,
        source_language: input.sourceLanguage,
        target_language: input.targetLanguage,
        issuer: input.body,
        number: input.number,
        form_of_address: null,
      };

/**
 * Adds a credential (no `credentialId`) or replaces one of the staff member's, and records it in the audit trail as
 * `actorUserId`'s; back office only.
 */
export const saveStaffCredential = async ({
  db,
  userId,
  credentialId,
  input,
  actorUserId,
}: {
  db: TDb;
  userId: string;
  credentialId?: string;
  input: TStaffCredentialInput;
  actorUserId: string;
}): Promise<void> => {
  const member = await findStaffMember(db, userId);
  await db.transaction().execute(async (trx) => {
    const saved = credentialId
      ? await trx
          .updateTable('staff_credentials')
          .set({ ...toColumns(input), updated_at: new Date() })
          .where('id', '=', credentialId)
          .where('user_id', '=', userId)
          .returning('id')
          .executeTakeFirst()
      : await trx
          .insertInto('staff_credentials')
          .values({ user_id: userId, ...toColumns(input) })
          .returning('id')
          .executeTakeFirstOrThrow();
    if (!saved) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
    await recordStaffAudit(trx, {
      actorUserId,
      action: credentialId ? 'staff_credential_updated' : 'staff_credential_added',
      member,
      detail: { credentialId: saved.id, kind: input.kind, number: input.number },
    });
  });
};
