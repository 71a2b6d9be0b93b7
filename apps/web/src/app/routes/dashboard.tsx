import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The customer's area (guarded by ProtectedRoute). Orders arrive with the orders issue. */
export const DashboardRoute = () => {
  const auth = useAuth();
  useDocumentTitle('My orders');
  if (auth.status !== 'authenticated') return null;
  const name = `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        My orders
      </h1>
      <p className="mt-2 text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{name}</span> ({auth.user.email})
      </p>

      <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center">
        <ClipboardList aria-hidden="true" className="size-10 text-slate-400" />
        <p className="max-w-md text-slate-600">Your orders will appear here.</p>
      </div>
    </section>
  );
};
