import LogOut from 'lucide-react/icons/log-out';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useAuth } from '@/lib/auth-store';
import { useBrandName } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin area (guarded by ProtectedRoute, outside the public layout). Its pages arrive with the admin issues. */
export const AdminRoute = () => {
  const auth = useAuth();
  const signOut = useSignOut();
  const brandName = useBrandName();
  useDocumentTitle('Admin');
  if (auth.status !== 'authenticated') return null;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={paths.home} className="inline-flex items-center gap-2 rounded-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-6 text-brand-600" />
            {brandName} Admin
          </Link>
          <div className="flex items-center gap-3">
            <p className="hidden truncate text-slate-600 text-sm sm:block">{auth.user.email}</p>
            <Button
              variant="ghost"
              size="sm"
              icon={<LogOut aria-hidden="true" className="size-4" />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">Admin dashboard</h1>
        <p className="mt-2 text-slate-600">Signed in as {auth.user.firstName.trim() || auth.user.email}.</p>
        <div className="mt-8 rounded-2xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center text-slate-600">
          Orders, quotes, customers and settings will be managed here.
        </div>
      </main>
    </div>
  );
};
