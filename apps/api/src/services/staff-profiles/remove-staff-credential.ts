import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { CREDENTIAL_NOT_FOUND } from './staff-credentials.ts';
import { findStaffMember } from './staff-profiles.ts';

export const removeStaffCredential = async ({
  db,
  userId,
  credentialId,
  actorUserId,
}: {
  db: TDb;
  userId: string;
  credentialId: string;
  actorUserId: string;
}): Promise<void> => {
  const member = await findStaffMember(db, userId);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('staff_credentials')
      .where('id', '=', credentialId)
      .where('user_id', '=', userId)
      .returning(['id', 'kind', 'number'])
      .executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
    await recordStaffAudit(trx, {
      actorUserId,
      action: 'staff_credential_removed',
      member,
      detail: { credentialId: removed.id, kind: removed.kind, number: removed.number },
    });
  });
};
