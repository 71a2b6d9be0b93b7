import { defineCatalogue } from '@/lib/i18n/i18n';

/** The order page, tracking and the dashboard's order cards. */
export const ordersCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
