import { defineCatalogue } from '@/lib/i18n/i18n';

/** The free-quote form's words (its fields, rules and confirmation), loaded with the form. */
export const leadFormCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
