import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of the service cards and the services page’s intro. */
export const servicesCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
