import { defineServerCatalogue } from '../i18n/format-message.ts';

/** What the prerendered pages' structured data says about the services, in the page's language. */
const en = {
  serviceType: 'Document translation',
  professional: 'Accurate, natural translation of documents between English, Spanish and French, priced per word.',
  sworn: 'Translation signed and sealed by a sworn translator, accepted by official bodies in Spain, priced per page.',
} as const;

export const structuredDataWords = defineServerCatalogue({
  en,
  es: {
    serviceType: 'Traducción de documentos',
    professional: 'Traducción precisa y natural de documentos entre inglés, español y francés, con precio por palabra.',
    sworn:
      'Traducción firmada y sellada por un traductor jurado, aceptada por los organismos oficiales en España, con precio por página.',
  },
  fr: {
    serviceType: 'Traduction de documents',
    professional:
      'Traduction précise et naturelle de documents entre l’anglais, l’espagnol et le français, facturée au mot.',
    sworn:
      'Traduction signée et tamponnée par un traducteur assermenté, acceptée par les administrations espagnoles, facturée à la page.',
  },
});
