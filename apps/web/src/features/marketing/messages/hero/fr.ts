import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  hero: {
    languages: 'Anglais · Espagnol · Français',
    title: 'Vos documents traduits, <0>en toute rigueur</0>',
    lead: 'Traductions professionnelles et assermentées de vos actes, relevés et documents d’entreprise. Déposez vos fichiers et obtenez immédiatement une estimation sans engagement, calculée d’après leur contenu.',
    getStarted: 'Commencer',
    seePricing: 'Voir les tarifs',
    noDocumentsYet: 'Je n’ai pas encore mes documents',
    trustTranslators: 'Des traducteurs humains',
    trustEncrypted: 'Chiffré pendant le transfert (HTTPS)',
    trustTracking: 'Suivez votre commande en ligne',
    example: {
      heading: 'Estimation immédiate',
      ready: 'Prête',
      fileName: 'acte-de-naissance.pdf',
      pages: '{count, plural, one {# page comptée} other {# pages comptées}} dans le fichier',
      languages: 'Langues',
      pair: 'Anglais → espagnol',
      service: 'Prestation',
      sworn: 'Traduction assermentée',
      rate: 'Tarif',
      ratePerPage: '{amount} par page',
      total: 'Total estimé',
      caption: 'Simple exemple : votre estimation est calculée d’après vos propres fichiers.',
    },
  },
} satisfies TCatalogueSource<typeof en>;
