import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of how a price is worked out (pricing page). */
export const explainerCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
