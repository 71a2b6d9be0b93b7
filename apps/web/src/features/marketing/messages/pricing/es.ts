import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  rates: {
    perWord: 'por palabra',
    perPage: 'por página',
    loading: 'Cargando el precio…',
  },
  pricing: {
    sectionLabel: 'Precios',
    fallbackTitle: 'Mostramos nuestros precios estándar',
    fallbackText:
      'No hemos podido cargar los precios más recientes en este momento. Su presupuesto siempre se calcula con los precios vigentes.',
    tryAgain: 'Reintentar',
    forOfficialUse: 'Para uso oficial',
    typicalDelivery: 'Plazo habitual: {time}',
    startTranslation: 'Empezar la traducción',
    startTranslationFor: 'Empezar la traducción: {service}',
    minimumCharge: 'Se aplica un importe mínimo de {amount} por pedido.',
    professional: {
      description:
        'Para documentos empresariales, académicos y personales que necesitan una traducción precisa y natural.',
      feature1: 'Inglés ↔ español e inglés ↔ francés',
      feature2: 'Traducida por un traductor profesional',
      feature3: 'Palabras contadas automáticamente en sus archivos',
      feature4: 'Entrega digital y seguimiento del pedido en línea',
    },
    sworn: {
      description: 'Para trámites oficiales en España: firmada y sellada por un traductor jurado.',
      feature1: 'Inglés ↔ español',
      feature2: 'Firma y sello de un traductor jurado',
      feature3: 'Páginas contadas automáticamente, escaneos incluidos',
      feature4: 'Entrega digital y seguimiento del pedido en línea',
    },
  },
  intros: {
    pricingEyebrow: 'Precios',
    pricingTitle: 'Precios sencillos y transparentes',
    pricingLead:
      'Pague por palabra en la traducción profesional y por página en la traducción jurada. Su precio exacto se calcula a partir de sus documentos en cuanto los sube.',
  },
} satisfies TCatalogueSource<typeof en>;
