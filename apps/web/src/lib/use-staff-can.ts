import { can, type TStaffPermission, type TStaffRole } from '@sello/shared/staff-roles';
import { useAuth } from './auth-store';

/** The signed-in staff member's role; a session stored before staff roles carries only isAdmin (an owner then). */
export const useStaffRole = (): TStaffRole | null => {
  const auth = useAuth();
  if (auth.status !== 'authenticated') return null;
  return auth.user.staffRole ?? (auth.user.isAdmin ? 'owner' : null);
};

/** Whether the signed-in staff member's role has `permission`: only to choose what to show, the API decides. */
export const useStaffCan = (permission: TStaffPermission): boolean => can(useStaffRole(), permission);
