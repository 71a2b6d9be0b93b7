import type { TStaffRole } from '@sello/shared/staff-roles';
import type { TStaffMember } from '@sello/shared/staff-schemas';
import { sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffAudit } from '../audit/record-staff-audit.ts';
import { revokeUserSessions } from '../auth/revoke-user-sessions.ts';

export const STAFF_MEMBER_NOT_FOUND = 'Staff member not found';
export const LAST_OWNER_MESSAGE =
  'The agency needs at least one owner. Make someone else owner first, then change or remove this one.';

type TExecutor = TDb | Transaction<Database>;

/** Staff accounts with their two-factor state and last sign-in (the start of their newest session family). */
export const selectStaffMembers = (db: TExecutor) =>
  db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.staff_role',
      'users.totp_secret',
      sql<Date | null>`(select max(first_created) from (select min(rt.created_at) as first_created
        from refresh_tokens rt where rt.user_id = users.id group by rt.family_id) as families)`.as('last_sign_in_at'),
    ])
    .where('users.staff_role', 'is not', null);

type TStaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffMembers>['execute']>>[number];

export const toStaffMember = (row: TStaffRow): TStaffMember => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  // selectStaffMembers keeps only rows with a role.
  role: row.staff_role ?? 'translator',
  twoFactorEnabled: row.totp_secret !== null,
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

export const loadStaffMember = async (db: TExecutor, id: string): Promise<TStaffMember> => {
  const row = await selectStaffMembers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND);
  return toStaffMember(row);
};

/**
 * Locks the owners' rows and refuses (409) when `userId` is the only owner: the agency must keep one. Call inside the
 * transaction that demotes or removes them, so two owners demoting each other at once cannot both succeed.
 */
const assertNotLastOwner = async (trx: Transaction<Database>, userId: string): Promise<void> => {
  const owners = await trx.selectFrom('users').select('id').where('staff_role', '=', 'owner').forUpdate().execute();
  if (owners.length <= 1 && owners.some((owner) => owner.id === userId)) {
    throw new AppError('CONFLICT', LAST_OWNER_MESSAGE, { reason: 'last-owner' });
  }
};

/**
 * Gives the staff member `role` (null: no longer staff, the account stays as a customer's), ends every session of
 * theirs at once and records the change in the audit trail as `actorUserId`'s; nothing changes when they already have
 * it. 404 for a customer or an unknown id; the last owner cannot be demoted or removed (409).
 */
export const setStaffRole = async (
  trx: Transaction<Database>,
  { userId, role, actorUserId }: { userId: string; role: TStaffRole | null; actorUserId: string },
) => {
  const member = await trx
    .selectFrom('users')
    .select(['id', 'staff_role', 'first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .where('staff_role', 'is not', null)
    .$narrowType<{ staff_role: TStaffRole }>()
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', STAFF_MEMBER_NOT_FOUND);
  if (member.staff_role === role) return;
  if (member.staff_role === 'owner') await assertNotLastOwner(trx, userId);
  await trx.updateTable('users').set({ staff_role: role, updated_at: new Date() }).where('id', '=', userId).execute();
  await revokeUserSessions(trx, userId);
  await recordStaffAudit(
    trx,
    role === null
      ? { actorUserId, action: 'staff_removed', member, detail: { role: member.staff_role } }
      : { actorUserId, action: 'staff_role_changed', member, detail: { from: member.staff_role, to: role } },
  );
};
