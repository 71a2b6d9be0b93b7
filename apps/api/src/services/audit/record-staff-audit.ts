import type { TAuditAction, TAuditDetail } from '@sello/shared/audit-schemas';
import type { TDb } from '../../db/database.ts';
import { recordAudit } from './record-audit.ts';

/** The staff member a change concerns: an account (with its id) or an invitation's name and email. */
export type TStaffAuditMember = { id?: string | null; first_name: string; last_name: string; email: string };

/**
 * Records a staff change (an invitation, a role, a removal, a credential, a seal or signature, the two-factor
 * requirement) as an entry without an order: who acted, and the staff member concerned by id, name and email. The
 * caller passes its transaction, so the entry commits with the change.
 */
export const recordStaffAudit = async (
  db: TDb,
  {
    actorUserId,
    action,
    member,
    detail = {},
  }: { actorUserId: string; action: TAuditAction; member?: TStaffAuditMember; detail?: TAuditDetail },
): Promise<void> => {
  const memberDetail: TAuditDetail = member
    ? {
        ...(member.id ? { memberId: member.id } : {}),
        memberName: `${member.first_name} ${member.last_name}`.trim(),
        memberEmail: member.email,
      }
    : {};
  await recordAudit(db, {
    orderId: null,
    actor: { userId: actorUserId },
    action,
    detail: { ...memberDetail, ...detail },
  });
};
