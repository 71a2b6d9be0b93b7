import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  rates: {
    perWord: 'par mot',
    perPage: 'par page',
  },
  comparison: {
    eyebrow: 'Comparer',
    title: 'De quel service avez-vous besoin ?',
    lead: 'Si une administration vous demande une traduction certifiée ou assermentée, choisissez la traduction assermentée. Pour tout le reste, la traduction professionnelle convient.',
    caption: 'Traduction professionnelle et traduction assermentée comparées',
    feature: 'Critère',
    professional: 'Professionnelle',
    sworn: 'Assermentée',
    officialUse: 'Usage officiel',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    translationGroup: 'Traduction',
    translatedByProfessional: 'Traduite par un traducteur professionnel',
    checkedByTeam: 'Vérifiée par notre équipe avant la livraison',
    instantEstimate: 'Estimation immédiate d’après vos fichiers',
    onlineTracking: 'Suivi de commande en ligne',
    certificationGroup: 'Certification et usage',
    documents: 'Documents professionnels, universitaires et personnels',
    signatureAndSeal: 'Signature et cachet d’un traducteur assermenté',
    officialProcedures: 'Démarches officielles en Espagne (visas, résidence, tribunaux, universités)',
    languagesGroup: 'Langues, prix et délai',
    englishSpanish: 'Anglais ↔ espagnol',
    englishFrench: 'Anglais ↔ français',
    price: 'Prix',
    typicalDelivery: 'Délai habituel',
    shownWithQuote: 'Indiqué dans votre devis',
    getStarted: 'Commencer maintenant',
  },
} satisfies TCatalogueSource<typeof en>;
