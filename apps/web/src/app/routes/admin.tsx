/*
 * The admin area: guard, layout and the nested route table. Each section is its own lazy chunk, loaded
 * from its feature's page file (named export):
 *   /admin                     features/admin-dashboard/routes/dashboard-page.tsx      DashboardPage
 *   /admin/orders              features/admin-orders/routes/orders-page.tsx            OrdersPage
 *   /admin/orders/:orderId     features/admin-orders/routes/order-detail-page.tsx      OrderDetailPage
 *   /admin/quotes              features/admin-quotes/routes/quotes-page.tsx            QuotesPage
 *   /admin/customers           features/admin-customers/routes/customers-page.tsx      CustomersPage
 *   /admin/customers/:customerId features/admin-customers/routes/customer-detail-page.tsx CustomerDetailPage
 *   /admin/analytics           features/admin-analytics/routes/analytics-page.tsx      AnalyticsPage
 *   /admin/settings            features/admin-settings/routes/settings-page.tsx        SettingsPage
 * Pages render inside AdminLayout's <main> and bring their own <h1>; links go through config/paths.ts.
 */
import Lock from 'lucide-react/icons/lock';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import type { TAuthModalMode } from '@/features/auth/components/auth-modal';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminLayout } from '../layouts/admin-layout';

/** A lazily loaded named export, as React.lazy wants a default one. */
const lazyPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const DashboardPage = lazyPage(() => import('@/features/admin-dashboard/routes/dashboard-page'), 'DashboardPage');
const OrdersPage = lazyPage(() => import('@/features/admin-orders/routes/orders-page'), 'OrdersPage');
const OrderDetailPage = lazyPage(() => import('@/features/admin-orders/routes/order-detail-page'), 'OrderDetailPage');
const QuotesPage = lazyPage(() => import('@/features/admin-quotes/routes/quotes-page'), 'QuotesPage');
const CustomersPage = lazyPage(() => import('@/features/admin-customers/routes/customers-page'), 'CustomersPage');
const CustomerDetailPage = lazyPage(
  () => import('@/features/admin-customers/routes/customer-detail-page'),
  'CustomerDetailPage',
);
const AnalyticsPage = lazyPage(() => import('@/features/admin-analytics/routes/analytics-page'), 'AnalyticsPage');
const SettingsPage = lazyPage(() => import('@/features/admin-settings/routes/settings-page'), 'SettingsPage');

const AdminNotFound = () => {
  useDocumentTitle('Page not found');
  return (
    <PageMessage
      icon={<ShieldAlert className="size-7" />}
      title="Page not found"
      actions={<ButtonLink to={paths.admin}>Go to the dashboard</ButtonLink>}
    >
      There is no admin page at this address.
    </PageMessage>
  );
};

/** The page an anonymous visitor sees: the API would answer 401 too, so say so and offer to sign in. */
const AdminSignInRequired = () => {
  const [modal, setModal] = useState<{ open: boolean; mode: TAuthModalMode } | null>(null);
  useDocumentTitle('Admin authentication required');
  return (
    <main className="min-h-dvh bg-slate-50">
      <PageMessage
        icon={<Lock className="size-7" />}
        tone="warning"
        title="Admin authentication required"
        actions={
          <>
            <Button onClick={() => setModal({ open: true, mode: 'signin' })}>Sign In</Button>
            <ButtonLink to={paths.home} variant="outline">
              Back to Main Site
            </ButtonLink>
          </>
        }
      >
        Please sign in with an administrator account to open the admin area.
      </PageMessage>
      {modal ? (
        <Suspense fallback={null}>
          <AuthModal
            open={modal.open}
            mode={modal.mode}
            onClose={() => setModal((state) => (state ? { ...state, open: false } : null))}
            onModeChange={(mode) => setModal({ open: true, mode })}
          />
        </Suspense>
      ) : null}
    </main>
  );
};

const AuthModal = lazy(async () => ({
  default: (await import('@/features/auth/components/auth-modal')).AuthModal,
}));

/** A signed-in customer: the API answers 403, and the page says the same. */
const AdminAccessRequired = () => {
  useDocumentTitle('Admin access required');
  return (
    <main className="min-h-dvh bg-slate-50">
      <PageMessage
        icon={<ShieldAlert className="size-7" />}
        tone="error"
        title="Admin access required"
        actions={
          <>
            <ButtonLink to={paths.dashboard}>Go to My Orders</ButtonLink>
            <ButtonLink to={paths.home} variant="outline">
              Back to Main Site
            </ButtonLink>
          </>
        }
      >
        Your account does not have access to the admin area.
      </PageMessage>
    </main>
  );
};

/**
 * Everything under /admin/*. Nothing shows while the saved session is restored; anonymous visitors and
 * customers get a page that says what is needed. The API checks every request too: this is navigation, not security.
 */
export const AdminRoute = () => {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous') return <AdminSignInRequired />;
  if (!auth.user.isAdmin) return <AdminAccessRequired />;

  return (
    <AdminLayout email={auth.user.email}>
      <Suspense fallback={<PageLoading label="Loading" />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<OrderDetailPage />} />
          <Route path="quotes" element={<QuotesPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:customerId" element={<CustomerDetailPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
};
