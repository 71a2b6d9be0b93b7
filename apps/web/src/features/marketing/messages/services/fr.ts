import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  rates: {
    perWord: 'par mot',
    perPage: 'par page',
  },
  services: {
    eyebrow: 'Nos services',
    title: 'Deux services, une démarche simple',
    lead: 'Choisissez la traduction dont votre document a besoin. Les prix sont les mêmes pour toutes les combinaisons de langues que nous proposons.',
    loadingPrice: 'Chargement du prix',
    languagesLabel: 'Langues :',
    deliveryLabel: 'Délai habituel :',
    getQuote: 'Demander un devis',
    getQuoteFor: 'Demander un devis de {service}',
    professional: {
      name: 'Traduction professionnelle',
      summary: 'Des traductions précises et naturelles de documents professionnels, universitaires et personnels.',
      languages: 'Anglais ↔ espagnol, anglais ↔ français',
      point1: 'Contrats, rapports, sites web et courriers',
      point2: 'Relevés de notes et CV',
      point3: 'Prix au mot',
    },
    sworn: {
      name: 'Traduction assermentée',
      summary: 'Signée et tamponnée par un traducteur assermenté, pour les démarches officielles en Espagne.',
      languages: 'Anglais ↔ espagnol',
      point1: 'Actes de naissance, de mariage et extraits de casier judiciaire',
      point2: 'Demandes de visa, de résidence et d’admission à l’université',
      point3: 'Prix à la page',
    },
  },
  intros: {
    servicesEyebrow: 'Nos services',
    servicesTitle: 'Traduction professionnelle et assermentée',
    servicesLead:
      'Des traductions précises pour vos documents courants et professionnels, et des traductions assermentées pour les démarches officielles en Espagne.',
  },
} satisfies TCatalogueSource<typeof en>;
