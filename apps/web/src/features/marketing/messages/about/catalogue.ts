import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of the about page: intro, story, team and values. */
export const aboutCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
