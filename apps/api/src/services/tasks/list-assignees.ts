import type { TAssigneesResponse } from '@sello/shared/task-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Who a task can go to: every staff member, translators and reviewers first, by name. */
export const listAssignees = async (db: TDb): Promise<TAssigneesResponse> => {
  const staff = await db
    .selectFrom('users')
    .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.staff_role',
      sql<string>`coalesce(staff_profiles.display_name, users.first_name || ' ' || users.last_name)`.as('name'),
    ])
    .where('users.staff_role', 'is not', null)
    .orderBy(sql`users.staff_role in ('translator', 'reviewer')`, 'desc')
    .orderBy('name')
    .execute();
  return {
    staff: staff.flatMap((member) =>
      member.staff_role ? [{ id: member.id, name: member.name, role: member.staff_role }] : [],
    ),
  };
};
