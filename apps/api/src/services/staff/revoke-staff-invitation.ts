import type { TDb } from '../../db/database.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { invitationAuditDetail, loadOpenInvitation } from './staff-invitations.ts';

/** Withdraws an open invitation: its link answers "withdrawn" from now on. */
export const revokeStaffInvitation = async ({
  db,
  invitationId,
  actorUserId,
}: {
  db: TDb;
  invitationId: string;
  actorUserId: string;
}) => {
  await db.transaction().execute(async (trx) => {
    const row = await loadOpenInvitation(trx, invitationId);
    await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: new Date() })
      .where('id', '=', invitationId)
      .where('accepted_at', 'is', null)
      .execute();
    await recordStaffAudit(trx, {
      actorUserId,
      action: 'staff_invitation_revoked',
      member: row,
      detail: invitationAuditDetail(row),
    });
  });
};
