import { Component, type ReactNode } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppBrowserRouter } from './browser-router';
import { lazyPage, preloadDeferredSections, queryPage, type TLazyPage } from './lazy-page';
import { ProtectedRoute } from './routes/protected-route';
import { RootErrorBoundary } from './routes/root-error-boundary';

// Every page is its own lazy chunk so a visitor downloads only what the page needs;
// admin code in particular never reaches the public bundles. `queryPage`: the page uses TanStack Query, which then
// loads with it; the marketing pages (`lazyPage`) never load it.
const PublicLayout = lazyPage(() => import('./layouts/public-layout'), 'PublicLayout');
const HomeRoute = lazyPage(() => import('./routes/home'), 'HomeRoute');
const AboutRoute = lazyPage(() => import('./routes/about'), 'AboutRoute');
const FeaturesRoute = lazyPage(() => import('./routes/features'), 'FeaturesRoute');
const PricingRoute = lazyPage(() => import('./routes/pricing'), 'PricingRoute');
const ContactRoute = lazyPage(() => import('./routes/contact'), 'ContactRoute');
const FreeQuoteRoute = lazyPage(() => import('./routes/free-quote'), 'FreeQuoteRoute');
const UploadRoute = lazyPage(() => import('./routes/upload'), 'UploadRoute');
const QuoteRoute = queryPage(() => import('./routes/quote'), 'QuoteRoute');
const CheckoutRoute = queryPage(() => import('./routes/checkout'), 'CheckoutRoute');
const OrderConfirmationRoute = queryPage(() => import('./routes/order-confirmation'), 'OrderConfirmationRoute');
const OrderTrackingRoute = queryPage(() => import('./routes/order-tracking'), 'OrderTrackingRoute');
const OrderRoute = queryPage(() => import('./routes/order'), 'OrderRoute');
const ResetPasswordRoute = queryPage(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const StaffInvitationRoute = queryPage(() => import('./routes/staff-invitation'), 'StaffInvitationRoute');
const PlannerWizardRoute = lazyPage(() => import('./routes/planner-wizard'), 'PlannerWizardRoute');
const PlannerPlanRoute = queryPage(() => import('./routes/planner-plan'), 'PlannerPlanRoute');
const AccountRoute = queryPage(() => import('./routes/account'), 'AccountRoute');
const VerifyEmailRoute = queryPage(() => import('./routes/verify-email'), 'VerifyEmailRoute');
const VerifyDocumentRoute = queryPage(() => import('./routes/verify-document'), 'VerifyDocumentRoute');
const DashboardRoute = queryPage(() => import('./routes/dashboard'), 'DashboardRoute');
const NotFoundRoute = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');
const AdminRoute = queryPage(() => import('./routes/admin'), 'AdminRoute');

/** A route whose element is a lazy page remembers it in `handle`, so the pages of an address can be preloaded. */
const page = (path: string | undefined, Page: TLazyPage, children?: RouteObject[]): RouteObject =>
  path === undefined
    ? { element: <Page />, handle: Page, children }
    : { path, element: <Page />, handle: Page, children };

// The public layout's pages; also under /es and /fr (lib/i18n), where the layout and the translated pages speak
// that language.
const publicPages: RouteObject[] = [
  { index: true, element: <HomeRoute />, handle: HomeRoute },
  page('about', AboutRoute),
  page('features', FeaturesRoute),
  page('services', FeaturesRoute),
  page('pricing', PricingRoute),
  page('contact', ContactRoute),
  page('free-quote', FreeQuoteRoute),
  page('upload', UploadRoute),
  page('quote', QuoteRoute),
  page('checkout', CheckoutRoute),
  page('order-confirmation', OrderConfirmationRoute),
  page('order-tracking', OrderTrackingRoute),
  page('orders/:orderId', OrderRoute),
  page('reset-password', ResetPasswordRoute),
  page('staff-invitation', StaffInvitationRoute),
  page('planner/wizard', PlannerWizardRoute),
  page('document-kits/wizard', PlannerWizardRoute),
  page('document-kits', PlannerPlanRoute),
  page('planner/plan', PlannerPlanRoute),
  { element: <ProtectedRoute require="user" />, children: [page('account', AccountRoute)] },
  page('verify-email', VerifyEmailRoute),
  page('verify', VerifyDocumentRoute),
  page('verify/:code', VerifyDocumentRoute),
  { element: <ProtectedRoute require="customer" />, children: [page('dashboard', DashboardRoute)] },
  page('*', NotFoundRoute),
];

export const routes: RouteObject[] = [
  page(undefined, PublicLayout, publicPages),
  page('es', PublicLayout, publicPages),
  page('fr', PublicLayout, publicPages),
  // Outside the public layout; the admin chunk guards itself (it names what is missing: sign-in or admin rights)
  // and holds the admin area's nested routes.
  page('admin/*', AdminRoute),
];

/** Loads the modules of every page that renders at `pathname` (layout and page), so they render without suspending. */
export const preloadRoute = async (pathname: string) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as TLazyPage | undefined)?.preload()));
};

/** Every page module and the sections they defer (the prerender renders them all). */
export const preloadAllRoutes = async () => {
  const all: TLazyPage[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.handle) all.push(route.handle as TLazyPage);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  await Promise.all(all.map((Page) => Page.preload()));
  await preloadDeferredSections();
};

type TBoundaryState = { error: unknown; pathname: string | null };

/** What errorElement did in the data router: an error while rendering a page shows RootErrorBoundary, until the address changes. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, TBoundaryState> {
  override state: TBoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: TBoundaryState): Partial<TBoundaryState> | null {
    if (state.pathname === props.pathname) return null;
    return { pathname: props.pathname, error: null };
  }

  override render() {
    return this.state.error ? <RootErrorBoundary error={this.state.error} /> : this.props.children;
  }
}

/** The route table, rendered at the current address (the browser's, or the prerender's StaticRouter). */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
};

export const AppRouter = () => (
  <AppBrowserRouter>
    <AppRoutes />
  </AppBrowserRouter>
);
