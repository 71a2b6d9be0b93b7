import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  hero: {
    languages: 'Inglés · Español · Francés',
    title: 'Traducción de documentos, <0>bien hecha</0>',
    lead: 'Traducciones profesionales y juradas de sus certificados, expedientes y documentos de empresa. Suba sus archivos y obtenga al instante una estimación sin compromiso, calculada a partir de su contenido.',
    getStarted: 'Pedir presupuesto',
    seePricing: 'Ver precios',
    noDocumentsYet: 'Todavía no tengo mis documentos',
    trustTranslators: 'Traductores humanos',
    trustEncrypted: 'Cifrado en tránsito (HTTPS)',
    trustTracking: 'Siga su pedido en línea',
    example: {
      heading: 'Estimación al instante',
      ready: 'Lista',
      fileName: 'partida-de-nacimiento.pdf',
      pages: '{count, plural, one {# página} other {# páginas}} · contadas en el archivo',
      languages: 'Idiomas',
      pair: 'Inglés → español',
      service: 'Servicio',
      sworn: 'Traducción jurada',
      rate: 'Tarifa',
      ratePerPage: '{amount} por página',
      total: 'Total estimado',
      caption: 'Solo es un ejemplo: su estimación se calcula a partir de sus propios archivos.',
    },
  },
} satisfies TCatalogueSource<typeof en>;
