import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French, addressing the visitor as vous. */
export const fr = {
  uploadPage: {
    eyebrow: 'Devis immédiat',
    heading: 'Envoyez vos documents',
    intro: 'Obtenez un prix gratuit et sans engagement en une minute. Aucun compte n’est nécessaire.',
  },
  uploadView: {
    step1: 'Étape 1',
    languagesTitle: 'Choisissez vos langues',
    languagesDescription:
      'Nous traduisons de l’anglais vers l’espagnol, de l’anglais vers le français, de l’espagnol vers l’anglais et du français vers l’anglais.',
    step2Option1: 'Étape 2 · Option 1',
    documentsTitle: 'Envoyez vos documents',
    documentsDescription:
      'Nous comptons les pages et les mots de chaque fichier et vous donnons immédiatement un devis sans engagement.',
    or: 'ou',
    option2: 'Étape 2 · Option 2',
    manualTitle: 'Pas de documents sous la main ? Estimez d’après le nombre de pages',
    manualDescription:
      'Indiquez-nous à peu près la longueur de vos documents. Vous pourrez ajouter les fichiers plus tard, lors de la commande.',
    asideLabel: 'À propos de vos fichiers',
  },
  languagePair: {
    from: 'Langue d’origine',
    into: 'Langue de traduction',
  },
  documentsPanel: {
    inputLabel: 'Choisir les documents à traduire',
    ocrNote:
      'Les photos et les pages numérisées sont lues par OCR pour compter leurs mots et leurs pages ; notre équipe confirme le décompte des numérisations avant de commencer le travail.',
    notAddedOne: 'Ce fichier n’a pas été ajouté',
    notAddedMany: 'Ces fichiers n’ont pas été ajoutés',
    duplicateOne: '{name} est déjà dans votre liste : il n’a pas été ajouté une seconde fois.',
    duplicateMany: '{names} sont déjà dans votre liste : ils n’ont pas été ajoutés une seconde fois.',
    yourFiles: 'Vos fichiers <0>({count})</0>',
    clearAll: 'Tout retirer',
    progress: '{finished} sur {total, plural, one {# fichier} other {# fichiers}} prêts',
    creatingQuoteStatus: 'Tous les fichiers sont prêts. Nous préparons votre devis…',
    uploadErrorTitle: 'Erreur d’envoi',
    tryAgain: 'Réessayer',
    allFailed: 'Vos fichiers n’ont pas pu être envoyés. Réessayez, ou retirez le fichier qui échoue encore.',
    someFailed:
      '{failed} sur {total, plural, one {# fichier} other {# fichiers}} n’ont pas pu être envoyés. Les autres sont conservés en toute sécurité. Réessayez, ou retirez le fichier qui échoue encore.',
    notUploaded: 'Non envoyés :',
    quoteErrorTitle: 'Nous n’avons pas pu établir votre devis',
    quoteErrorFallback: 'Votre devis n’a pas pu être établi. Veuillez réessayer.',
    uploading: 'Envoi et analyse…',
    creatingQuote: 'Préparation de votre devis…',
    submit: 'Obtenir le devis',
  },
  fileRow: {
    ready: 'Prêt à envoyer',
    preparing: 'Préparation…',
    uploadingPercent: 'Envoi : {percent} %',
    analyzing: 'Envoyé, analyse en cours…',
    analyzingValue: 'Envoyé, analyse en cours',
    estimated: 'Estimation — nous la confirmerons',
    uploaded: 'Envoyé',
    error: 'Erreur :',
    uploadFailed: 'L’envoi a échoué. Veuillez réessayer.',
    thisFile: 'Ce fichier {rest}',
    progressLabel: 'Envoi de {name}',
    remove: 'Retirer {name}',
  },
  manualEstimate: {
    formLabel: 'Estimation manuelle',
    pages: 'Nombre de pages',
    pagesPlaceholder: 'p. ex. 3',
    pagesInvalid: 'Indiquez un nombre entier de pages, au moins 1.',
    pagesTooMany: 'Indiquez au plus 100 000 pages.',
    words: 'Nombre de mots',
    wordsPlaceholder: 'p. ex. 750',
    wordsHint: 'Laissez vide : nous comptons 250 mots par page.',
    wordsInvalid: 'Indiquez un nombre entier de mots, 0 ou plus.',
    wordsTooMany: 'Indiquez au plus 100 000 000 de mots.',
    checkFailedTitle: 'Nous n’avons pas pu vérifier votre estimation',
    checkFailed: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    creating: 'Préparation de votre estimation…',
    submit: 'Obtenir une estimation',
  },
  rates: {
    heading: 'Nos tarifs',
    professional: 'Professionnelle',
    professionalNote: 'Toutes les combinaisons de langues',
    sworn: 'Assermentée',
    swornNote: 'Anglais ↔ espagnol',
    perWord: 'par mot',
    perPage: 'par page',
    free: 'Votre devis est gratuit et sans engagement.',
    minimum: 'Votre devis est gratuit et sans engagement. Un montant minimum de {amount} s’applique par commande.',
  },
  infoPanels: {
    protectTitle: 'Comment nous protégeons vos fichiers',
    encrypted: 'Vos fichiers nous parviennent par une connexion HTTPS chiffrée.',
    private:
      'Ils sont conservés de façon privée et ne sont accessibles que par des liens signés qui expirent, jamais par une adresse publique.',
    checked: 'Avant d’accepter un fichier, nous vérifions ce qu’il contient réellement, pas seulement son nom.',
    deletedAfterHours:
      'Si vous ne passez pas commande, vos fichiers sont supprimés automatiquement au bout de {hours, plural, one {# heure} other {# heures}}.',
    deletedAutomatically: 'Si vous ne passez pas commande, vos fichiers sont supprimés automatiquement.',
    keptForDays:
      'Une fois votre traduction livrée, vos documents sont conservés {days, plural, one {# jour} other {# jours}} pour que vous puissiez télécharger les traductions, puis supprimés. Nous vous prévenons par e-mail 3 jours avant.',
    keptForAWhile:
      'Une fois votre traduction livrée, vos documents sont conservés pendant une durée limitée, puis supprimés.',
    nextStepsTitle: 'Et ensuite ?',
    nextSteps: {
      estimate: 'Nous comptons les pages et les mots de vos fichiers et vous montrons immédiatement votre estimation.',
      send: 'Vous choisissez une traduction professionnelle ou assermentée et nous envoyez votre projet. Aucun paiement n’est demandé.',
      review:
        'Notre équipe examine vos documents sous 24 heures et vous envoie par e-mail un devis officiel avec le prix définitif et la date de livraison.',
      approve: 'Vous acceptez le devis et payez. Rien n’est débité avant votre accord.',
      translate:
        'Nous traduisons vos documents ; pour une traduction assermentée, vous relisez un projet avant que nous l’établissions.',
      deliver: 'Nous vous prévenons par e-mail dès que votre traduction est prête à télécharger.',
    },
    extras:
      'La livraison express, la certification notariale et l’envoi de copies papier peuvent être ajoutés au devis officiel.',
    otherPairs: 'Besoin d’une autre combinaison de langues ? Demandez-la-nous via le <0>formulaire de contact</0>.',
    typicalDelivery:
      'Délai de livraison habituel : traduction professionnelle, {professional} ; traduction assermentée, {sworn}.',
  },
  planSlots: {
    eyebrow: 'Étape 2 · Votre plan de visa',
    title: 'Envoyez les documents de votre plan',
    description:
      'Votre plan compte {count, plural, one {# document à traduire} other {# documents à traduire}}. Ajoutez chaque fichier à sa place : l’estimation se met à jour à mesure que chacun est compté.',
    loading: 'Chargement de votre plan…',
    notFound:
      'Nous n’avons pas pu ouvrir ce plan de visa : il a peut-être expiré, ou il appartient à un autre compte. Vous pouvez tout de même envoyer vos documents ici, ou refaire le plan.',
    noDocuments: 'Votre plan ne contient aucun document à traduire. Vous pouvez envoyer ici n’importe quel document.',
    slotInput: 'Choisir le fichier pour {name}',
    slotEmpty: 'En général {pages, plural, one {# page} other {# pages}}',
    slotCounted: '{pages, plural, one {# page comptée} other {# pages comptées}}',
    chooseFile: 'Choisir un fichier',
    replaceFile: 'Remplacer',
    estimateTitle: 'Estimation de la traduction assermentée',
    estimateNote:
      'Les documents encore sans fichier comptent le nombre de pages habituel indiqué par le plan ; chaque fichier le remplace par son propre décompte.',
    estimateLine: '{pages, plural, one {# page} other {# pages}} × {rate}',
    minimumApplies: 'Le montant minimum de {amount} par commande s’applique.',
    missing:
      '{count, plural, one {# document n’a pas encore de fichier.} other {# documents n’ont pas encore de fichier.}} Vous pouvez obtenir le devis maintenant et ajouter les autres lors de la commande.',
    submit: 'Obtenir un seul devis',
  },
} satisfies TCatalogueSource<typeof en>;
