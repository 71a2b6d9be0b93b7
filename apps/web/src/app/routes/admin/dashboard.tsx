import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { paths } from '@/config/paths';
import { useAdminStats } from '@/features/admin-dashboard/api/get-admin-stats';
import { DashboardStats } from '@/features/admin-dashboard/components/dashboard-stats';
import { OrderList } from '@/features/admin-dashboard/components/order-list';
import { RecentQuotes } from '@/features/admin-dashboard/components/recent-quotes';
import { useDocumentTitle } from '@/lib/use-document-title';

const Panel = ({
  id,
  title,
  summary,
  link,
  children,
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
    <div className="flex flex-wrap items-baseline justify-between gap-2 border-slate-200 border-b px-5 py-4">
      <div>
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        {summary ? <p className="text-slate-600 text-sm">{summary}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.to}
          className="rounded font-semibold text-brand-700 text-sm underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
    {children}
  </section>
);

/** /admin: the business at a glance and what needs someone today. Every figure comes from the server. */
export const AdminDashboardRoute = () => {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();

  return (
    <AdminPage title="Admin Dashboard" description="What needs attention today and how the business is doing.">
      <AdminQueryState query={stats} loadingLabel="Loading dashboard" errorTitle="Failed to load dashboard data">
        {(data) => (
          <>
            <DashboardStats stats={data.stats} />
            <Panel
              id="needs-action"
              title="Needs action"
              summary={`${data.needsAction.newOrders} new · ${data.needsAction.overdueOrders} overdue`}
              link={{ to: paths.adminOrders, label: 'All orders' }}
            >
              <OrderList
                orders={data.needsAction.orders}
                showFlags
                emptyText="Nothing needs your attention right now."
              />
              {data.needsAction.total > data.needsAction.orders.length ? (
                <p className="border-slate-100 border-t px-5 py-3 text-slate-600 text-sm">
                  Showing {data.needsAction.orders.length} of {data.needsAction.total} orders needing action.
                </p>
              ) : null}
            </Panel>
            <div className="grid gap-8 xl:grid-cols-2">
              <Panel id="recent-orders" title="Recent orders" link={{ to: paths.adminOrders, label: 'View all' }}>
                <OrderList orders={data.recentOrders} emptyText="No orders yet." />
              </Panel>
              <Panel id="recent-quotes" title="Recent quotes" link={{ to: paths.adminQuotes, label: 'View all' }}>
                <RecentQuotes quotes={data.recentQuotes} />
              </Panel>
            </div>
          </>
        )}
      </AdminQueryState>
    </AdminPage>
  );
};
