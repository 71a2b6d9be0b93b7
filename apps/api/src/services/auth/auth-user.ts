import type { TAuthUser } from '@sello/shared/auth-schemas';
import type { TUserRow } from '../../db/schema.ts';

/** The signed-in user as every auth answer carries it. */
export const toAuthUser = (user: TUserRow): TAuthUser => ({
  id: user.id,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  isAdmin: user.is_admin,
  staffRole: user.staff_role,
});
