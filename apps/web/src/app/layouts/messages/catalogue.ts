import { defineCatalogue } from '@/lib/i18n/i18n';

/** Loaded with the pixel's consent banner (meta-pixel.tsx is itself loaded only when a pixel is configured). */
export const pixelConsentCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
