/**
 * The English catalogue: the public layout and the home page's head. The other languages' catalogues have the same
 * keys (TMessages), checked by their type and by catalogues.test.ts. English is the fallback and ships with the
 * entry; es and fr load on demand (lib/i18n/i18n.ts).
 */
export const en = {
  layout: {
    skipLink: 'Skip to main content',
    loadingPage: 'Loading page',
    mainNavigation: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Account',
    brandHome: 'home',
    language: 'Language',
    logIn: 'Log in',
    signUp: 'Sign up',
    welcome: 'Welcome,',
    dashboard: 'Dashboard',
    signOut: 'Sign out',
  },
  nav: {
    home: 'Home',
    about: 'About us',
    pricing: 'Pricing',
    services: 'Services',
    trackOrder: 'Track order',
    contact: 'Contact',
  },
  footer: {
    tagline: 'Professional and sworn document translations between English, Spanish and French, ordered online.',
    encrypted: 'Encrypted in transit (HTTPS)',
    servicesTitle: 'Services',
    companyTitle: 'Company',
    professionalTranslation: 'Professional translation',
    swornTranslation: 'Sworn translation',
    pricing: 'Pricing',
    getQuote: 'Get a quote',
    aboutUs: 'About us',
    trackYourOrder: 'Track your order',
    planner: 'Visa document planner',
    contact: 'Contact',
    contactUs: 'Contact us',
    replyTime: 'We aim to reply within one business day.',
    sendMessage: 'Send us a message →',
    rightsReserved: 'All rights reserved.',
    cookieChoices: 'Advertising cookie choices',
  },
  home: {
    title: 'Professional & sworn document translation',
  },
};

type TCatalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : TCatalogue<T[K]> };
export type TMessages = TCatalogue<typeof en>;
