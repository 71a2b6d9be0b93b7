import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  how: {
    eyebrow: 'Comment ça marche',
    title: 'Du dépôt à la traduction en six étapes',
    lead: 'Pas besoin de compte pour obtenir un devis. Créez-en un seulement si vous souhaitez retrouver toutes vos commandes au même endroit.',
    uploadTitle: 'Déposez vos documents',
    uploadWithLimits:
      'PDF, Word, fichiers texte ou photos : jusqu’à {maxFiles, plural, one {# fichier} other {# fichiers}} de {maxUploadMb} Mo chacun.',
    uploadWithoutLimits: 'PDF, Word, fichiers texte ou photos de vos documents.',
    estimateTitle: 'Obtenez une estimation immédiate',
    estimateText:
      'Nous comptons les mots et les pages de vos fichiers et affichons votre prix tout de suite. L’estimation est gratuite et sans engagement.',
    reviewTitle: 'Nous examinons vos documents',
    reviewText:
      'Envoyez-nous votre projet avec vos coordonnées, sans rien payer. Sous 24 heures, notre équipe examine les documents et confirme le décompte.',
    quoteTitle: 'Recevez votre devis officiel',
    quoteText: 'Nous vous envoyons par e-mail le prix définitif et la date de livraison, avec les options demandées.',
    payTitle: 'Acceptez et payez',
    payText: 'Acceptez le devis et payez sur la page de votre commande. Rien n’est débité avant votre acceptation.',
    deliveryTitle: 'Traduction et livraison',
    deliveryText:
      'Un traducteur professionnel travaille sur vos documents ; pour une traduction assermentée, vous relisez un projet avant que nous la certifiions. Nous vous prévenons par e-mail dès qu’elle est prête à télécharger.',
    extras:
      'La livraison express, la légalisation notariale et l’envoi d’exemplaires papier par la poste peuvent être ajoutés au devis officiel.',
    otherPairs: 'Besoin d’une autre combinaison de langues ? Demandez-la-nous via le <0>formulaire de contact</0>.',
  },
} satisfies TCatalogueSource<typeof en>;
