import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of the extras that can be added to a quote (pricing page). */
export const extrasCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
