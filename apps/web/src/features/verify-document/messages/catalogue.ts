import { defineCatalogue } from '@/lib/i18n/i18n';

/** The public check of a certified translation (/verify). */
export const verifyDocumentCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
