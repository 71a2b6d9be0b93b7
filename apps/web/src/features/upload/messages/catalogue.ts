import { defineCatalogue } from '@/lib/i18n/i18n';

/** The upload page's words (features/upload and its route). */
export const uploadCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
