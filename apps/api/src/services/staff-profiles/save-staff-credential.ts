import type { TStaffCredentialInput } from '@sello/shared/staff-profile-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
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
      }
    : {
        kind: 'certified' as const,
        jurisdiction: null,
        language: null,
        source_language: input.sourceLanguage,
        target_language: input.targetLanguage,
        issuer: input.body,
        number: input.number,
      };

/** Adds a credential (no `credentialId`) or replaces one of the staff member's; back office only. */
export const saveStaffCredential = async ({
  db,
  userId,
  credentialId,
  input,
}: {
  db: TDb;
  userId: string;
  credentialId?: string;
  input: TStaffCredentialInput;
}): Promise<void> => {
  await findStaffMember(db, userId);
  if (!credentialId) {
    await db
      .insertInto('staff_credentials')
      .values({ user_id: userId, ...toColumns(input) })
      .execute();
    return;
  }
  const updated = await db
    .updateTable('staff_credentials')
    .set({ ...toColumns(input), updated_at: new Date() })
    .where('id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
};
