import type { TStaffInvitation } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import {
  invitationAuditDetail,
  issueInvitationLink,
  loadOpenInvitation,
  type TInvitationMail,
  toStaffInvitation,
} from './staff-invitations.ts';

/** Sends an open invitation again with a new link and a new 7 days; the earlier link stops working. */
export const resendStaffInvitation = async ({
  db,
  mail,
  owner,
  invitationId,
}: {
  db: TDb;
  mail: TInvitationMail;
  owner: TUserRow;
  invitationId: string;
}): Promise<TStaffInvitation> => {
  const { row, outboxId } = await db.transaction().execute(async (trx) => {
    await loadOpenInvitation(trx, invitationId);
    const issued = await issueInvitationLink(trx, mail, invitationId, owner);
    await recordStaffAudit(trx, {
      actorUserId: owner.id,
      action: 'staff_invitation_resent',
      member: issued.row,
      detail: invitationAuditDetail(issued.row),
    });
    return issued;
  });
  if (outboxId) await mail.mailer.dispatch(outboxId);
  return toStaffInvitation(row);
};
