import { defineCatalogue } from '@/lib/i18n/i18n';

/** The words of the pricing cards and the pricing page’s intro. */
export const pricingCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
