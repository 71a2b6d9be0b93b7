import type { TStaffListResponse } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import { toStaffInvitation } from './staff-invitations.ts';
import { selectStaffMembers, toStaffMember } from './staff-members.ts';

/** The owner's staff page: every staff account, and the invitations not yet accepted or withdrawn. */
export const listStaff = async ({ db }: { db: TDb }): Promise<TStaffListResponse> => {
  const [members, invitations] = await Promise.all([
    selectStaffMembers(db).orderBy('users.first_name').orderBy('users.last_name').execute(),
    db
      .selectFrom('staff_invitations')
      .selectAll()
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return { staff: members.map(toStaffMember), invitations: invitations.map(toStaffInvitation) };
};
