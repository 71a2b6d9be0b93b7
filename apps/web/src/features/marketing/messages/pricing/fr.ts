import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  rates: {
    perWord: 'par mot',
    perPage: 'par page',
    loading: 'Chargement du prix…',
  },
  pricing: {
    sectionLabel: 'Prix',
    fallbackTitle: 'Nos tarifs standard sont affichés',
    fallbackText:
      'Nous n’avons pas pu charger les derniers tarifs pour le moment. Votre devis est toujours calculé avec les tarifs en vigueur.',
    tryAgain: 'Réessayer',
    forOfficialUse: 'Pour un usage officiel',
    typicalDelivery: 'Délai habituel : {time}',
    startTranslation: 'Lancer la traduction',
    startTranslationFor: 'Lancer la traduction : {service}',
    minimumCharge: 'Un montant minimum de {amount} s’applique par commande.',
    professional: {
      description:
        'Pour les documents professionnels, universitaires et personnels qui demandent une traduction précise et naturelle.',
      feature1: 'Anglais ↔ espagnol et anglais ↔ français',
      feature2: 'Traduite par un traducteur professionnel',
      feature3: 'Mots comptés automatiquement dans vos fichiers',
      feature4: 'Livraison numérique et suivi de commande en ligne',
    },
    sworn: {
      description: 'Pour les démarches officielles en Espagne : signée et tamponnée par un traducteur assermenté.',
      feature1: 'Anglais ↔ espagnol',
      feature2: 'Signature et cachet d’un traducteur assermenté',
      feature3: 'Pages comptées automatiquement, documents scannés compris',
      feature4: 'Livraison numérique et suivi de commande en ligne',
    },
  },
  intros: {
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Des tarifs simples et transparents',
    pricingLead:
      'Payez au mot pour la traduction professionnelle et à la page pour la traduction assermentée. Votre prix exact est calculé d’après vos documents dès que vous les déposez.',
  },
} satisfies TCatalogueSource<typeof en>;
