import type { TInviteStaffRequest, TStaffInvitation } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import {
  invitationAuditDetail,
  issueInvitationLink,
  type TInvitationMail,
  toStaffInvitation,
} from './staff-invitations.ts';

/**
 * The owner invites an email with a role. An email already on the staff is refused; an open invitation for the same
 * email is replaced (revoked) by this one, so only the newest link works.
 */
export const inviteStaff = async ({
  db,
  mail,
  owner,
  input,
}: {
  db: TDb;
  mail: TInvitationMail;
  owner: TUserRow;
  input: TInviteStaffRequest;
}): Promise<TStaffInvitation> => {
  const { row, outboxId } = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select('staff_role')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (member?.staff_role) {
      throw new AppError('CONFLICT', `${input.email} is already on the staff. Change their role in the list instead.`);
    }
    await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: new Date() })
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const created = await trx
      .insertInto('staff_invitations')
      .values({
        email: input.email,
        role: input.role,
        first_name: input.firstName,
        last_name: input.lastName,
        // Replaced at once by issueInvitationLink; a placeholder no token hashes to.
        token_hash: `pending:${crypto.randomUUID()}`,
        invited_by: owner.id,
        expires_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const issued = await issueInvitationLink(trx, mail, created.id, owner);
    await recordStaffAudit(trx, {
      actorUserId: owner.id,
      action: 'staff_invited',
      member: issued.row,
      detail: invitationAuditDetail(issued.row),
    });
    return issued;
  });
  if (outboxId) await mail.mailer.dispatch(outboxId);
  return toStaffInvitation(row);
};
