import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  cta: {
    title: 'Traduzca sus documentos',
    lead: 'Suba sus archivos y vea su precio en segundos. No necesita una cuenta para obtener un presupuesto.',
    getStarted: 'Pedir presupuesto',
    contactUs: 'Contáctenos',
  },
} satisfies TCatalogueSource<typeof en>;
