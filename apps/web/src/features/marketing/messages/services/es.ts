import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  rates: {
    perWord: 'por palabra',
    perPage: 'por página',
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Dos servicios, un proceso sencillo',
    lead: 'Elija la traducción que necesita su documento. Los precios son los mismos para todas las combinaciones de idiomas que ofrecemos.',
    loadingPrice: 'Cargando el precio',
    languagesLabel: 'Idiomas:',
    deliveryLabel: 'Plazo habitual:',
    getQuote: 'Solicitar presupuesto',
    getQuoteFor: 'Solicitar presupuesto de {service}',
    professional: {
      name: 'Traducción profesional',
      summary: 'Traducciones precisas y naturales de documentos empresariales, académicos y personales.',
      languages: 'Inglés ↔ español, inglés ↔ francés',
      point1: 'Contratos, informes, sitios web y cartas',
      point2: 'Expedientes académicos y currículos',
      point3: 'Precio por palabra',
    },
    sworn: {
      name: 'Traducción jurada',
      summary: 'Firmada y sellada por un traductor jurado, para trámites oficiales en España.',
      languages: 'Inglés ↔ español',
      point1: 'Certificados de nacimiento, de matrimonio y de antecedentes penales',
      point2: 'Solicitudes de visado, de residencia y universitarias',
      point3: 'Precio por página',
    },
  },
  intros: {
    servicesEyebrow: 'Servicios',
    servicesTitle: 'Traducción profesional y jurada',
    servicesLead:
      'Traducciones precisas de documentos cotidianos y de empresa, y traducciones juradas para trámites oficiales en España.',
  },
} satisfies TCatalogueSource<typeof en>;
