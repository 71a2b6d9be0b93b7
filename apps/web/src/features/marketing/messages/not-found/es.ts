import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva a empezar desde la página de inicio.',
    backHome: 'Volver al inicio',
    contactUs: 'Contáctenos',
  },
} satisfies TCatalogueSource<typeof en>;
