/*
 * The admin area: guard, layout and the nested route table. Each page is its own lazy chunk from admin/:
 *   /admin                          admin/dashboard.tsx   AdminDashboardRoute
 *   /admin/orders, /orders/:orderId admin/orders.tsx, admin/order.tsx
 *   /admin/quotes                   admin/quotes.tsx
 *   /admin/customers, /:customerId  admin/customers.tsx, admin/customer.tsx
 *   /admin/leads, /testimonials     admin/leads.tsx, admin/testimonials.tsx (owner and project managers)
 *   /admin/analytics, /settings     admin/analytics.tsx, admin/settings.tsx
 *   /admin/staff                    admin/staff.tsx (the owner's staff and invitations)
 *   /admin/staff/:userId, /profile  admin/staff-profile.tsx, admin/my-profile.tsx (translator profiles)
 *   /admin/work, /work/:taskId      admin/work.tsx, admin/task.tsx (translators' and reviewers' "My work")
 *   /admin/tasks                    admin/tasks.tsx (the manager's board)
 * Pages render inside AdminLayout's <main> and bring their own <h1>; links go through config/paths.ts. Each route says
 * which permission it needs (`@sello/shared/staff-roles`); a role without it sees "not allowed", as the API answers 403.
 */

import { can, type TStaffPermission } from '@sello/shared/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import Lock from 'lucide-react/icons/lock';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import type { TAuthModalMode } from '@/features/auth/components/auth-modal';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStaffCan, useStaffRole } from '@/lib/use-staff-can';
import { AdminLayout } from '../layouts/admin-layout';
import { lazyPage } from '../lazy-page';

const AdminDashboardRoute = lazyPage(() => import('./admin/dashboard'), 'AdminDashboardRoute');
const AdminOrdersRoute = lazyPage(() => import('./admin/orders'), 'AdminOrdersRoute');
const AdminOrderRoute = lazyPage(() => import('./admin/order'), 'AdminOrderRoute');
const AdminQuotesRoute = lazyPage(() => import('./admin/quotes'), 'AdminQuotesRoute');
const AdminCustomersRoute = lazyPage(() => import('./admin/customers'), 'AdminCustomersRoute');
const AdminCustomerRoute = lazyPage(() => import('./admin/customer'), 'AdminCustomerRoute');
const AdminLeadsRoute = lazyPage(() => import('./admin/leads'), 'AdminLeadsRoute');
const AdminTestimonialsRoute = lazyPage(() => import('./admin/testimonials'), 'AdminTestimonialsRoute');
const AdminAnalyticsRoute = lazyPage(() => import('./admin/analytics'), 'AdminAnalyticsRoute');
const AdminSettingsRoute = lazyPage(() => import('./admin/settings'), 'AdminSettingsRoute');
const AdminStaffProfileRoute = lazyPage(() => import('./admin/staff-profile'), 'AdminStaffProfileRoute');
const AdminMyProfileRoute = lazyPage(() => import('./admin/my-profile'), 'AdminMyProfileRoute');
const AdminStaffRoute = lazyPage(() => import('./admin/staff'), 'AdminStaffRoute');
const AdminWorkRoute = lazyPage(() => import('./admin/work'), 'AdminWorkRoute');
const AdminTaskRoute = lazyPage(() => import('./admin/task'), 'AdminTaskRoute');
const AdminTasksRoute = lazyPage(() => import('./admin/tasks'), 'AdminTasksRoute');

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
            <Button onClick={() => setModal({ open: true, mode: 'signin' })}>Sign in</Button>
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

/** A staff page the role may not open (a translator on /admin/orders): what the API would answer, in words. */
const AdminNotAllowed = () => {
  useDocumentTitle('Not allowed');
  return (
    <PageMessage
      icon={<ShieldAlert className="size-7" />}
      tone="error"
      title="Not allowed"
      actions={<ButtonLink to={paths.admin}>Go to my start page</ButtonLink>}
    >
      Your role does not give access to this page. Ask the agency owner if you need it.
    </PageMessage>
  );
};

/** Renders `children` for roles with `permission`, else the "not allowed" page. */
const Allowed = ({ permission, children }: { permission: TStaffPermission; children: ReactNode }) => {
  return useStaffCan(permission) ? children : <AdminNotAllowed />;
};

/** Where a staff member goes when the owner requires two-factor and they have none (the API's 403 reason). */
export const TWO_FACTOR_SETUP_PATH = `${paths.account}?twoFactorRequired=1#account-two-factor`;

const isTwoFactorRequired = (error: unknown) =>
  error instanceof ApiError && (error.body as { reason?: unknown } | null)?.reason === 'two-factor-required';

/** Sends the staff member to set up two-factor as soon as any admin request answers `two-factor-required`. */
const useSendToTwoFactorSetup = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (isTwoFactorRequired(event.query.state.error)) navigate(TWO_FACTOR_SETUP_PATH, { replace: true });
      }),
    [queryClient, navigate],
  );
};

/**
 * Everything under /admin/*. Nothing shows while the saved session is restored; anonymous visitors and
 * customers get a page that says what is needed. The API checks every request too: this is navigation, not security.
 */
export const AdminRoute = () => {
  const auth = useAuth();
  const role = useStaffRole();
  useSendToTwoFactorSetup();
  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous') return <AdminSignInRequired />;
  if (!role) return <AdminAccessRequired />;
  const backOffice = (page: ReactNode) => <Allowed permission="backOffice">{page}</Allowed>;

  return (
    <AdminLayout email={auth.user.email} role={role}>
      <Suspense fallback={<PageLoading label="Loading" />}>
        <Routes>
          <Route
            index
            element={can(role, 'backOffice') ? <AdminDashboardRoute /> : <Navigate to={paths.adminWork} replace />}
          />
          <Route path="orders" element={backOffice(<AdminOrdersRoute />)} />
          <Route path="orders/:orderId" element={backOffice(<AdminOrderRoute />)} />
          <Route path="quotes" element={backOffice(<AdminQuotesRoute />)} />
          <Route path="customers" element={backOffice(<AdminCustomersRoute />)} />
          <Route path="customers/:customerId" element={backOffice(<AdminCustomerRoute />)} />
          <Route path="leads" element={backOffice(<AdminLeadsRoute />)} />
          <Route path="testimonials" element={backOffice(<AdminTestimonialsRoute />)} />
          <Route path="analytics" element={backOffice(<AdminAnalyticsRoute />)} />
          <Route
            path="settings"
            element={
              <Allowed permission="settings">
                <AdminSettingsRoute />
              </Allowed>
            }
          />
          <Route
            path="staff"
            element={
              <Allowed permission="staff">
                <AdminStaffRoute />
              </Allowed>
            }
          />
          <Route path="staff/:userId" element={backOffice(<AdminStaffProfileRoute />)} />
          <Route path="profile" element={<AdminMyProfileRoute />} />
          <Route path="work" element={<AdminWorkRoute />} />
          <Route path="work/:taskId" element={<AdminTaskRoute />} />
          <Route path="tasks" element={<AdminTasksRoute />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
};
