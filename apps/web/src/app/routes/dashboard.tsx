import type { TAuthUser } from '@sello/shared/auth-schemas';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { accountCatalogue } from '@/features/account/messages/catalogue';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useMyOrders } from '@/features/orders/api/list-my-orders';
import { CustomerOrders } from '@/features/orders/components/customer-orders';
import { useAuth } from '@/lib/auth-store';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

const Dashboard = ({ user }: { user: TAuthUser }) => {
  const { m, t, locale } = useMessages(accountCatalogue);
  const orders = useMyOrders(user.id);
  const name = user.firstName.trim() || user.email;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8" aria-labelledby="dashboard-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="dashboard-title" className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {t(m.dashboard.welcome, { name })}
          </h1>
          <p className="mt-2 text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
        </div>
        <Link
          to={localizedPath(locale, paths.upload)}
          className={buttonClassName({ className: 'self-start sm:self-auto' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.dashboard.newOrder}
        </Link>
      </div>

      {orders.data?.emailVerified === false ? <VerifyEmailBanner email={user.email} /> : null}

      <CustomerOrders
        orders={orders.data?.orders}
        error={orders.error}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    </section>
  );
};

/** The customer's area (guarded by ProtectedRoute): welcome, "Start a new order" and their orders. */
export const DashboardRoute = () => {
  const auth = useAuth();
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.dashboard);
  const { m } = useMessages(accountCatalogue);
  if (auth.status !== 'authenticated') {
    return (
      <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-slate-600">
        {m.dashboard.loading}
      </p>
    );
  }
  return <Dashboard user={auth.user} />;
};
