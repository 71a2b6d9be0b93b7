import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  cta: {
    title: 'Faites traduire vos documents',
    lead: 'Déposez vos fichiers et découvrez votre prix en quelques secondes. Aucun compte n’est nécessaire pour obtenir un devis.',
    getStarted: 'Commencer',
    contactUs: 'Nous contacter',
  },
} satisfies TCatalogueSource<typeof en>;
