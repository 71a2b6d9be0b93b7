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
  freeQuote: '/free-quote',
  documentKitsWizard: '/document-kits/wizard',
  dashboard: '/dashboard',
  admin: '/admin',
} as const;
