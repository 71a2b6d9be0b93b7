import { defineCatalogue } from './i18n';

/** The words about an order the API uses too (languages, services, statuses, units): packages/shared/src/messages. */
export const sharedWordsCatalogue = defineCatalogue({
  en: () => import('@sello/shared/messages/en').then((module) => module.en),
  es: () => import('@sello/shared/messages/es').then((module) => module.es),
  fr: () => import('@sello/shared/messages/fr').then((module) => module.fr),
});
