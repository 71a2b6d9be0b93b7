import { DEFAULT_LOCALE, type TLocale, unlocalizedPath } from '@sello/shared/i18n/locales';

/** Every in-app link goes through here so a route is spelled in one place. */
export const paths = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  features: '/features',
  services: '/services',
  contact: '/contact',
  upload: '/upload',
  orderTracking: '/order-tracking',
  quote: (quoteId: string) => `/quote?id=${encodeURIComponent(quoteId)}`,
  checkout: (quoteId: string) => `/checkout?quoteId=${encodeURIComponent(quoteId)}`,
  orderConfirmation: '/order-confirmation',
  trackOrder: (orderId: string) => `/order-tracking?id=${encodeURIComponent(orderId)}`,
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  freeQuote: '/free-quote',
  documentKitsWizard: '/document-kits/wizard',
  plannerWizard: '/planner/wizard',
  documentKits: '/document-kits',
  dashboard: '/dashboard',
  account: '/account',
  resetPassword: '/reset-password',
  staffInvitation: '/staff-invitation',
  verifyEmail: '/verify-email',
  verify: '/verify',
  /** `XXXX-XXXX-XXXX`: the page that confirms a certified translation (its QR code and the emails link here). */
  verifyDocument: (code: string) => `/verify/${encodeURIComponent(code)}`,
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminOrder: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  adminQuotes: '/admin/quotes',
  adminCustomers: '/admin/customers',
  adminCustomer: (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}`,
  adminLeads: '/admin/leads',
  adminTestimonials: '/admin/testimonials',
  adminAnalytics: '/admin/analytics',
  adminSettings: '/admin/settings',
  adminStaff: '/admin/staff',
  adminStaffMember: (userId: string) => `/admin/staff/${encodeURIComponent(userId)}`,
  adminMyProfile: '/admin/profile',
  adminWork: '/admin/work',
  adminTask: (taskId: string) => `/admin/work/${encodeURIComponent(taskId)}`,
  adminTasks: '/admin/tasks',
} as const;

/**
 * A path of `paths` in a language: English as is, the others under their prefix (`/es/pricing`, `/fr/`). A path
 * already in a language is moved to the one asked for, so the language switcher keeps the visitor on the same page.
 */
export const localizedPath = (locale: TLocale, path: string): string => {
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
};
