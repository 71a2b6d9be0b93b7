import type { TAcceptInvitationRequest } from '@sello/shared/staff-schemas';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import { hashPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import type { TSignInClient } from '../auth/account-throttle.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';
import { startSession } from '../auth/sign-in.ts';
import { invitationAuditDetail, invitationByToken } from './staff-invitations.ts';

/**
 * Accepts an emailed invitation, once. A new email gets an account with the name and password given here (the link
 * proves the address: it counts as verified). An email that already has an account accepts signed in as that
 * account (never a second account): the role is added to it. Either way the account's other sessions end (they
 * were opened without the role) and the answer is a sign-in — a session, or the two-factor challenge.
 */
export const acceptStaffInvitation = async ({
  db,
  keys,
  viewer,
  input,
  client,
}: {
  db: TDb;
  keys: TTokenKeys;
  viewer: TUserRow | null;
  input: TAcceptInvitationRequest;
  client: TSignInClient;
}): Promise<TSigninResponse> => {
  // Checked before hashing, so a dead link answers at once.
  await invitationByToken(db, input.token);
  const passwordHash = viewer || !input.password ? null : await hashPassword(input.password);

  const user = await db.transaction().execute(async (trx) => {
    const row = await invitationByToken(trx, input.token, true);
    const existing = await trx.selectFrom('users').selectAll().where('email', '=', row.email).executeTakeFirst();
    if (viewer && viewer.email !== row.email) {
      throw new AppError(
        'FORBIDDEN',
        `This invitation is for ${row.email}. Sign out and sign in with that account to accept it.`,
        { reason: 'other-account' },
      );
    }
    if (existing && !viewer) {
      throw new AppError(
        'UNAUTHORIZED',
        `${row.email} already has an account. Sign in with it to accept the invitation: the role is added to that account.`,
        { reason: 'sign-in-required' },
      );
    }
    if (existing?.staff_role) {
      throw new AppError('CONFLICT', 'You are already on the staff. Ask the owner to change your role instead.');
    }

    let account: TUserRow;
    if (existing) {
      account = await trx
        .updateTable('users')
        .set({
          staff_role: row.role,
          email_verified_at: existing.email_verified_at ?? new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await revokeUserSessions(trx, existing.id);
    } else {
      if (!passwordHash) {
        throw new AppError('BAD_REQUEST', 'Please choose a password for your account', {
          fields: { password: 'Please choose a password' },
        });
      }
      account = await trx
        .insertInto('users')
        .values({
          email: row.email,
          password_hash: passwordHash,
          first_name: input.firstName ?? row.first_name,
          last_name: input.lastName ?? row.last_name,
          staff_role: row.role,
          email_verified_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await trx
      .updateTable('staff_invitations')
      .set({ accepted_at: new Date(), accepted_by: account.id })
      .where('id', '=', row.id)
      .execute();
    await recordStaffAudit(trx, {
      actorUserId: account.id,
      action: 'staff_invitation_accepted',
      member: account,
      detail: invitationAuditDetail(row),
    });
    return account;
  });
  return startSession({ db, keys, user, client });
};
