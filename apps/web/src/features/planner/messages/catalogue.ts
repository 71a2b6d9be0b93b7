import { defineCatalogue } from '@/lib/i18n/i18n';

/** The visa planner's words: the wizard, the plan page and its PDF box (the plan's own words come from the API). */
export const plannerCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
