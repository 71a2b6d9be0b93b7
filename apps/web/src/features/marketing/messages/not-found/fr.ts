import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de la page d’accueil.',
    backHome: 'Retour à l’accueil',
    contactUs: 'Nous contacter',
  },
} satisfies TCatalogueSource<typeof en>;
