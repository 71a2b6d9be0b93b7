import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of the call to action at the foot of the marketing pages. */
export const ctaCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
