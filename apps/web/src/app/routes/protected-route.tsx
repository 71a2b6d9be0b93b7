import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useLocale } from '@/lib/i18n/i18n';

export type TProtectedRouteProps = {
  /**
   * 'customer': any signed-in customer (staff, whatever their role, go to /admin). The admin area guards itself in
   * app/routes/admin.tsx, where anonymous visitors and customers are told what is missing instead of redirected.
   * 'user': anyone signed in, admins included (the account page).
   */
  require: 'customer' | 'user';
  /** What to guard; without children it guards the child routes (use it as a layout route's element). */
  children?: ReactNode;
};

/**
 * Route guard. Renders nothing while the saved session is being restored, sends anonymous visitors home,
 * and sends each signed-in user to their own area. The API checks every request too: this is navigation, not security.
 */
export const ProtectedRoute = ({ require, children }: TProtectedRouteProps) => {
  const auth = useAuth();
  const locale = useLocale();
  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous') return <Navigate to={localizedPath(locale, paths.home)} replace />;
  if (require === 'customer' && (auth.user.isAdmin || auth.user.staffRole))
    return <Navigate to={paths.admin} replace />;
  return children ?? <Outlet />;
};
