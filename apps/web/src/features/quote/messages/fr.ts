import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French, addressing the customer as vous. */
export const fr = {
  quoteView: {
    eyebrow: 'Votre devis',
    reference: 'Référence <0>{reference}</0>',
    validUntil: 'Valable jusqu’au {date}',
    estimateTitle: 'Ce devis est indicatif',
    estimateFromEntered:
      'Les prix sont calculés à partir des pages et des mots que vous avez indiqués. Notre équipe examine vos documents avant de commencer et vous contactera si le décompte diffère.',
    estimateFromFiles:
      'Les prix sont calculés à partir des pages et des mots que nous avons comptés dans vos fichiers. Notre équipe examine vos documents avant de commencer et vous contactera si le décompte diffère.',
    filesDeleted:
      'Si vous ne passez pas commande, vos fichiers sont supprimés automatiquement au bout de {hours, plural, one {# heure} other {# heures}}.',
    yourEstimate: 'Votre estimation',
    yourDocuments: 'Vos documents',
    manualEstimate: 'Estimation manuelle',
    fileCount: '{count, plural, one {# fichier} other {# fichiers}}',
    manualTitle: 'D’après les chiffres que vous avez indiqués',
    manualPagesAndWords:
      'Ce devis porte sur {pages, plural, one {# page} other {# pages}} et {words, plural, one {# mot} other {# mots}}. Vous pourrez envoyer vos documents lors de la commande, et nous confirmerons le décompte à partir de ceux-ci.',
    manualPagesOnly:
      'Ce devis porte sur {pages, plural, one {# page} other {# pages}} de 250 mots chacune. Vous pourrez envoyer vos documents lors de la commande, et nous confirmerons le décompte à partir de ceux-ci.',
    totalPages: 'Nombre de pages',
    totalWords: 'Nombre de mots',
    services: 'Prestations',
    continueFailed: 'Impossible de passer à la commande',
    selectedPrice: '{service} : <0>{price}</0>',
    continue: 'Continuer',
    selectToContinue: 'Choisissez une prestation pour continuer.',
    startOver: 'Recommencer',
    missingIdTitle: 'Aucun devis à afficher',
    missingIdText:
      'Le lien que vous avez suivi n’indique pas quel devis afficher. Envoyez vos documents pour obtenir un nouveau devis.',
    loading: 'Chargement de votre devis…',
    loadFailedTitle: 'Impossible de charger votre devis',
    tryAgain: 'Réessayer',
    acceptedTitle: 'Devis déjà accepté',
    acceptedWithOrder:
      'Ce devis a déjà donné lieu à une commande. Vous pouvez suivre son avancement sur la page de la commande.',
    acceptedText: 'Ce devis a déjà donné lieu à une commande.',
    trackOrder: 'Suivre ma commande',
    expiredTitle: 'Devis expiré',
    expiredText: 'Ce devis a expiré. Veuillez demander un nouveau devis.',
    createNew: 'Demander un nouveau devis',
  },
  quoteFiles: {
    countNotes: 'Une partie de ce fichier n’a pas pu être comptée exactement : nous confirmerons le décompte.',
    showWordsPerPage: 'Afficher les mots par page',
    hideWordsPerPage: 'Masquer les mots par page',
    wordsPerPageIn: 'Mots par page dans {filename}',
    page: 'Page {number}',
    hardToReadFile: {
      photo: '{filename} risque d’être difficile à lire : une photo plus nette évite des retards.',
      scan: '{filename} risque d’être difficile à lire : un scan plus net évite des retards.',
    },
    hardToReadPages: {
      photo:
        '{count, plural, one {La page {pages} de {filename} risque d’être difficile à lire} other {Les pages {pages} de {filename} risquent d’être difficiles à lire}} : une photo plus nette évite des retards.',
      scan: '{count, plural, one {La page {pages} de {filename} risque d’être difficile à lire} other {Les pages {pages} de {filename} risquent d’être difficiles à lire}} : un scan plus net évite des retards.',
    },
    methods: {
      text: 'Compté à partir du texte',
      'word-metadata': 'Mots comptés, pages d’après les chiffres de Word',
      libreoffice: 'Compté d’après la mise en page de LibreOffice',
      layout: 'Mots comptés, pages estimées : nous confirmerons',
      ocr: 'Lu par OCR',
      mixed: 'Compté à partir du texte et par OCR',
      estimate: 'Estimé : nous confirmerons',
    },
  },
  replaceFile: {
    replace: 'Remplacer le fichier',
    replaceNamed: 'Remplacer le fichier {filename}',
    uploading: 'Envoi en cours…',
    reading: 'Lecture du nouveau fichier…',
    failed: 'Le nouveau fichier n’a pas pu être ajouté. Veuillez réessayer.',
  },
  serviceOptions: {
    legend: 'Choisissez votre prestation',
    pricesForEntered: 'Prix pour les pages et les mots que vous avez indiqués.',
    pricesForFiles: 'Prix pour l’ensemble des documents ci-dessus.',
    descriptions: {
      professional:
        'Une traduction précise et naturelle de vos documents professionnels, universitaires et personnels.',
      sworn: 'Signée et tamponnée par un traducteur assermenté, pour les démarches officielles en Espagne.',
    },
    notAvailable: 'Indisponible',
    perWord: '{rate} par mot',
    perPage: '{rate} par page',
    basisWords: '{rate} × {count, plural, one {# mot} other {# mots}}',
    basisPages: '{rate} × {count, plural, one {# page} other {# pages}}',
    minimumApplies: '(montant minimum appliqué)',
    typicalDelivery: 'Délai habituel : {time}',
    notOffered:
      'Non proposée pour cette combinaison de langues. La traduction assermentée est disponible entre l’anglais et l’espagnol.',
  },
  serviceGuide: {
    title: 'Quelle prestation me convient ?',
    professional:
      'La <0>traduction professionnelle</0> convient aux documents que vous devez lire, partager ou publier : contrats, rapports, sites web, lettres, articles universitaires. Vous payez au mot.',
    sworn:
      'La <0>traduction assermentée</0> s’adresse aux documents qu’une administration espagnole vous demande : actes de naissance et de mariage, casiers judiciaires, diplômes, dossiers de visa. Un traducteur assermenté la signe et la tamponne, et vous payez à la page. Elle est disponible entre l’anglais et l’espagnol.',
    official:
      'Si un service vous a demandé une traduction « officielle » ou « certifiée », choisissez la traduction assermentée.',
    compare: 'Comparer nos prestations',
  },
} satisfies TCatalogueSource<typeof en>;
