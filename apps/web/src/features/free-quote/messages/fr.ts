import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  hero: {
    badge: 'Gratuit et sans engagement',
    title: 'Devis de traduction gratuit',
    lead: 'Parlez-nous de vos documents et nous vous enverrons par e-mail le prix de leur traduction professionnelle ou assermentée. Sans compte et sans engagement.',
    spain:
      '<0>Des documents pour l’Espagne ?</0> Les autorités espagnoles demandent généralement une traduction assermentée (traducción jurada) : signée et tamponnée par un traducteur assermenté nommé par le ministère espagnol des Affaires étrangères (MAEC). Nous proposons des traductions assermentées de l’anglais vers l’espagnol et de l’espagnol vers l’anglais pour les visas, la résidence, l’université et les autres démarches officielles.',
    getQuote: 'Obtenir mon devis gratuit',
    trustTranslators: 'Des traducteurs humains',
    trustReply: 'Nous nous efforçons de répondre sous un jour ouvré',
    trustEncrypted: 'Chiffré pendant le transfert (HTTPS)',
  },
  benefits: {
    title: 'Pourquoi nous demander un devis',
    lead: 'Traductions en anglais, en espagnol et en français d’actes, de relevés et de documents d’entreprise.',
    priceTitle: 'Un prix clair dès le départ',
    priceText:
      'Les traductions assermentées sont facturées à la page, les traductions professionnelles au mot. Vous connaissez le prix avant de commander.',
    swornTitle: 'Traductions assermentées pour l’Espagne',
    swornText:
      'Signées et tamponnées par un traducteur assermenté, pour les visas, la résidence, l’université et les autres démarches officielles.',
    peopleTitle: 'Traduit par des personnes',
    peopleText:
      'Des traducteurs professionnels travaillent sur chaque commande, et notre équipe vérifie chaque traduction avant la livraison.',
    trackTitle: 'Suivez votre commande en ligne',
    trackText:
      'Une fois la commande passée, suivez chaque changement de statut en ligne jusqu’à ce que votre traduction soit prête à télécharger.',
  },
  steps: {
    eyebrow: 'Comment ça marche',
    title: 'Votre devis en quatre étapes',
    tellTitle: 'Dites-nous ce dont vous avez besoin',
    tellText: 'Remplissez le court formulaire ci-dessous : vos documents, le nombre de pages et la langue.',
    emailTitle: 'Recevez votre devis par e-mail',
    emailText:
      'Notre équipe examine votre demande et vous envoie par e-mail un devis gratuit et sans engagement. Nous nous efforçons de répondre sous un jour ouvré.',
    orderTitle: 'Déposez vos documents et commandez',
    orderText:
      'Le prix vous convient ? Déposez vos documents, choisissez la traduction professionnelle ou assermentée et passez votre commande.',
    receiveTitle: 'Recevez votre traduction',
    receiveText:
      'Nous vous prévenons par e-mail quand votre traduction est prête, et vous la téléchargez depuis la page de votre commande.',
  },
  form: {
    heading: 'Demandez votre devis gratuit',
    lead: 'Cela ne prend qu’une minute. Nous répondons par e-mail.',
  },
  testimonials: {
    title: 'Ce que disent nos clients',
    loading: 'Chargement des avis',
    rated: 'Note : {stars} sur {max}',
  },
  floatingButton: 'Demander un devis',
} satisfies TCatalogueSource<typeof en>;
