import { defineCatalogue } from '@/lib/i18n/i18n';

/** The drop area's words and the reasons a file is refused before upload (components/ui/file-dropzone, lib/file-upload). */
export const fileUploadCatalogue = defineCatalogue({
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
});
