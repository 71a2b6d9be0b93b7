import { createBrowserRouter, RouterProvider } from 'react-router';
import { ProtectedRoute } from './routes/protected-route';
import { RootErrorBoundary } from './routes/root-error-boundary';

// Every page is its own lazy chunk so a visitor downloads only what the page needs;
// admin code in particular never reaches the public bundles.
const router = createBrowserRouter([
  {
    errorElement: <RootErrorBoundary />,
    lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
      { path: 'features', lazy: async () => ({ Component: (await import('./routes/features')).FeaturesRoute }) },
      { path: 'services', lazy: async () => ({ Component: (await import('./routes/features')).FeaturesRoute }) },
      { path: 'pricing', lazy: async () => ({ Component: (await import('./routes/pricing')).PricingRoute }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }) },
      {
        path: 'free-quote',
        lazy: async () => ({ Component: (await import('./routes/free-quote')).FreeQuoteRoute }),
      },
      { path: 'upload', lazy: async () => ({ Component: (await import('./routes/upload')).UploadRoute }) },
      { path: 'quote', lazy: async () => ({ Component: (await import('./routes/quote')).QuoteRoute }) },
      { path: 'checkout', lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutRoute }) },
      {
        path: 'order-confirmation',
        lazy: async () => ({ Component: (await import('./routes/order-confirmation')).OrderConfirmationRoute }),
      },
      {
        path: 'order-tracking',
        lazy: async () => ({ Component: (await import('./routes/order-tracking')).OrderTrackingRoute }),
      },
      { path: 'orders/:orderId', lazy: async () => ({ Component: (await import('./routes/order')).OrderRoute }) },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
      },
      {
        path: 'planner/wizard',
        lazy: async () => ({ Component: (await import('./routes/planner-wizard')).PlannerWizardRoute }),
      },
      {
        path: 'document-kits/wizard',
        lazy: async () => ({ Component: (await import('./routes/planner-wizard')).PlannerWizardRoute }),
      },
      {
        path: 'document-kits',
        lazy: async () => ({ Component: (await import('./routes/planner-plan')).PlannerPlanRoute }),
      },
      {
        path: 'planner/plan',
        lazy: async () => ({ Component: (await import('./routes/planner-plan')).PlannerPlanRoute }),
      },
      {
        element: <ProtectedRoute require="user" />,
        children: [
          { path: 'account', lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }) },
        ],
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailRoute }),
      },
      {
        element: <ProtectedRoute require="customer" />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
  {
    // Outside the public layout; the admin chunk guards itself (it names what is missing: sign-in or admin rights)
    // and holds the admin area's nested routes.
    path: 'admin/*',
    errorElement: <RootErrorBoundary />,
    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
