import { defineCatalogue } from '@/lib/i18n/i18n';

/** The shared form fields' catalogue (components/forms) and the already-ordered help beside them. */
export const formsCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
