import type { TDb } from '../../db/database.ts';
import { loadOpenInvitation } from './staff-invitations.ts';

/** Withdraws an open invitation: its link answers "withdrawn" from now on. */
export const revokeStaffInvitation = async ({ db, invitationId }: { db: TDb; invitationId: string }) => {
  await loadOpenInvitation(db, invitationId);
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: new Date() })
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .execute();
};
