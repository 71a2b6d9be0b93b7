import type { TInvitationPreviewResponse } from '@sello/shared/staff-schemas';
import type { TDb } from '../../db/database.ts';
import { invitationByToken } from './staff-invitations.ts';

/** What the invitation page shows: who is invited as what, and whether they accept with an existing account. */
export const readStaffInvitation = async ({
  db,
  token,
}: {
  db: TDb;
  token: string;
}): Promise<TInvitationPreviewResponse> => {
  const row = await invitationByToken(db, token);
  const account = await db.selectFrom('users').select('id').where('email', '=', row.email).executeTakeFirst();
  return {
    invitation: {
      email: row.email,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
      existingAccount: account !== undefined,
    },
  };
};
