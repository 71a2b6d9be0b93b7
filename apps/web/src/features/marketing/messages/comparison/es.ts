import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  rates: {
    perWord: 'por palabra',
    perPage: 'por página',
  },
  comparison: {
    eyebrow: 'Comparativa',
    title: '¿Qué servicio necesita?',
    lead: 'Si un organismo oficial le pide una traducción certificada o jurada, elija la jurada. Para todo lo demás, la traducción profesional es la adecuada.',
    caption: 'Comparación entre la traducción profesional y la jurada',
    feature: 'Criterio',
    professional: 'Profesional',
    sworn: 'Jurada',
    officialUse: 'Uso oficial',
    included: 'Incluido',
    notIncluded: 'No incluido',
    translationGroup: 'Traducción',
    translatedByProfessional: 'Traducida por un traductor profesional',
    checkedByTeam: 'Revisada por nuestro equipo antes de la entrega',
    instantEstimate: 'Estimación inmediata a partir de sus archivos',
    onlineTracking: 'Seguimiento del pedido en línea',
    certificationGroup: 'Certificación y uso',
    documents: 'Documentos empresariales, académicos y personales',
    signatureAndSeal: 'Firma y sello de un traductor jurado',
    officialProcedures: 'Trámites oficiales en España (visados, residencia, tribunales, universidades)',
    languagesGroup: 'Idiomas, precio y plazo',
    englishSpanish: 'Inglés ↔ español',
    englishFrench: 'Inglés ↔ francés',
    price: 'Precio',
    typicalDelivery: 'Plazo habitual',
    shownWithQuote: 'Indicado en su presupuesto',
    getStarted: 'Empezar ahora',
  },
} satisfies TCatalogueSource<typeof en>;
