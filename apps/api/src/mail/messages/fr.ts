import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** French, vous. */
export const fr = {
  common: {
    orderNumber: 'Numéro de commande',
    documents: 'Documents',
    amount: 'Montant',
    estimatedDelivery: 'Livraison estimée',
    toBeConfirmed: 'À confirmer',
    yourOrder: 'Votre commande : {url}',
    yourOrderPage: 'La page de votre commande : {url}',
  },
  orderReceived: {
    subject: 'Nous avons bien reçu votre projet {orderNumber}',
    heading: 'Merci, nous avons bien reçu votre projet',
    headingNamed: 'Merci {name}, nous avons bien reçu votre projet',
    intro: 'Aucun paiement n’a été prélevé. Voici les prochaines étapes :',
    stepReview: '1. Nous examinons vos documents sous 24 heures et confirmons le nombre de pages et de mots.',
    stepQuote:
      '2. Nous vous envoyons par e-mail un devis officiel avec le prix définitif et la date de livraison. La livraison express, la certification notariale et l’envoi de copies papier par la poste peuvent être ajoutés au devis officiel : répondez à cet e-mail si vous en avez besoin.',
    stepApprove:
      '3. Vous acceptez le devis et payez sur la page de votre commande. Rien n’est débité avant votre accord.',
    stepTranslateWithDraft:
      '4. Nous traduisons vos documents, et vous relisez un brouillon de la traduction avant que nous émettions la version définitive.',
    stepTranslate: '4. Nous traduisons vos documents.',
    stepReady:
      '5. Nous vous prévenons par e-mail dès que votre traduction peut être téléchargée depuis la page de votre commande.',
    projectNumber: 'Numéro de projet',
    service: 'Service',
    languages: 'Langues',
    pagesWords: 'Pages / mots',
    estimatedTotal: 'Total estimé',
    track: 'Suivez votre projet : {url}',
  },
  officialQuote: {
    subject: 'Votre devis officiel pour la commande {orderNumber} : {total}',
    heading: 'Votre devis officiel est prêt',
    headingUpdated: 'Votre devis officiel mis à jour',
    reviewed: 'Madame, Monsieur, nos traducteurs ont examiné vos documents.',
    reviewedNamed: 'Bonjour {name}, nos traducteurs ont examiné vos documents.',
    reviewedAgain:
      'Madame, Monsieur, nos traducteurs ont examiné à nouveau vos documents ; ce devis remplace le précédent.',
    reviewedAgainNamed:
      'Bonjour {name}, nos traducteurs ont examiné à nouveau vos documents ; ce devis remplace le précédent.',
    noPayment: 'Aucun paiement n’est nécessaire : le total est de {total}.',
    nothingCharged: 'Rien n’est débité tant que vous ne l’avez pas accepté.',
    officialTotal: 'Total officiel',
    instantEstimate: 'Estimation immédiate',
    delivery: 'Livraison',
    deliveryValue:
      '{days, plural, one {# jour ouvré} other {# jours ouvrés}} après le paiement (le {date} si vous payez aujourd’hui)',
    validUntil: 'Valable jusqu’au',
    approveAndPay: 'Consultez chaque ligne, acceptez et payez sur la page de votre commande : {url}',
    approveToStart: 'Consultez chaque ligne et acceptez le devis pour commencer sur la page de votre commande : {url}',
  },
  bankTransfer: {
    subject: 'Comment payer la commande {orderNumber}',
    heading: 'Merci d’avoir accepté votre devis',
    paymentReference: 'Référence du paiement',
  },
  paymentReceived: {
    subject: 'Paiement reçu pour la commande {orderNumber}',
    subjectFree: 'Commande {orderNumber} confirmée : aucun paiement nécessaire',
    heading: 'Paiement reçu, merci',
    headingFree: 'Aucun paiement nécessaire, merci d’avoir accepté le devis',
    method: 'Moyen de paiement',
    deliveryBy: 'Livraison au plus tard le',
    starting:
      'Nos traducteurs commencent à travailler sur vos documents. Votre reçu se trouve sur la page de votre commande : {url}',
  },
  refund: {
    subject: 'Remboursement de {amount} pour la commande {orderNumber}',
    heading: 'Nous vous avons remboursé',
    refunded: 'Remboursé',
    reason: 'Motif',
    creditNote:
      'L’avoir se trouve sur la page de votre commande : {url}. Un remboursement par carte peut mettre 5 à 10 jours ouvrés à apparaître sur votre relevé.',
  },
  orderCancelled: {
    subject: 'La commande {orderNumber} a été annulée',
    heading: 'Votre commande a été annulée',
    refundShown:
      'Si vous avez déjà payé, tout remboursement figure sur la page de votre commande : {url}. Des questions ? Répondez simplement à cet e-mail.',
  },
  translationStarted: {
    subject: 'Traduction commencée : commande {orderNumber}',
    heading: 'Votre traduction a commencé',
    text: 'Un traducteur professionnel travaille désormais sur vos documents. Nous vous écrirons dès qu’ils seront prêts.',
    track: 'Suivez votre commande : {url}',
  },
  filesDeletionReminder: {
    subject: 'Les fichiers de votre commande {orderNumber} seront supprimés le {date}',
    heading: 'Téléchargez votre traduction avant sa suppression',
    text: 'Pour protéger votre vie privée, nous supprimons les documents de chaque commande après un délai fixe. Les documents de la commande {orderNumber} seront supprimés le {date}.',
    download: 'Téléchargez dès maintenant vos documents traduits : {url}',
  },
  orderCompleted: {
    subject: 'Votre traduction est prête : commande {orderNumber}',
    heading: 'La commande {orderNumber} est terminée',
    translatedDocuments: 'Documents traduits',
    noneAttached: 'Aucun document joint',
    verificationCodes: '{count, plural, one {Code de vérification} other {Codes de vérification}}',
    verify:
      'Vos traductions certifiées portent ces codes. Toute personne qui les reçoit peut vérifier leur authenticité sur {url} (en saisissant le code).',
    download: 'Téléchargez vos documents traduits : {url}',
    deletionDate:
      'Pour protéger votre vie privée, les documents de cette commande seront supprimés de nos serveurs le {date}. Pensez à télécharger vos documents traduits avant cette date.',
  },
  documentsDeleted: {
    subject: 'Les documents de votre commande {orderNumber} ont été supprimés',
    heading: 'Vos documents ont été supprimés',
    deleted:
      'Comme vous l’avez demandé, nous avons supprimé de nos serveurs le {date} les documents de la commande {orderNumber} : {files, plural, one {# fichier} other {# fichiers}} (vos documents originaux, les traductions, leurs brouillons et tout PDF certifié). Ils ne peuvent plus être téléchargés ni récupérés.',
    kept: 'Nous conservons la fiche de la commande, ses montants et vos reçus (ils ne contiennent aucun de vos documents). Une traduction certifiée que vous détenez déjà peut toujours être vérifiée grâce à son code de vérification.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, écrivez-nous à {email}.',
  },
  draftReady: {
    subject: 'Votre brouillon est prêt à être relu : commande {orderNumber}',
    subjectCorrected: 'Votre brouillon corrigé est prêt : commande {orderNumber}',
    heading: 'Merci de relire le brouillon de votre traduction',
    headingCorrected: 'Merci de relire le brouillon corrigé',
    intro:
      'Avant que nous finalisions votre traduction, merci de relire le brouillon, en particulier l’orthographe des noms, des dates et des lieux. Chaque page porte la mention « DRAFT — not valid as a translation » (brouillon, non valable comme traduction).',
    draft: 'Brouillon',
    round: 'Tour {round}',
    countsApprovedOn: 'Considéré comme approuvé le',
    noRounds:
      'Ce service ne comprend aucun tour de corrections : approuvez le brouillon ou, si quelque chose ne va pas, contactez-nous.',
    roundsUsed:
      'Vous avez utilisé {allowed, plural, one {votre # tour de corrections} other {vos # tours de corrections}} : approuvez le brouillon ou, si quelque chose ne va toujours pas, contactez-nous.',
    roundsLeft:
      'Vous pouvez demander des corrections encore {left, plural, one {# fois} other {# fois}} (sur {allowed}) : indiquez le document et la page, et ce qui doit changer.',
    silence:
      'Sans nouvelles de votre part d’ici le {date}, le brouillon sera considéré comme approuvé et nous finaliserons la traduction.',
    check: 'Relisez le brouillon : {url}',
  },
  draftAutoApproved: {
    subject: 'Brouillon approuvé : commande {orderNumber}',
    heading: 'Votre brouillon est considéré comme approuvé',
    text: 'Nous n’avons pas eu de réponse de votre part sur le tour {round} du brouillon dans le délai prévu : il est donc considéré comme approuvé et nous finalisons votre traduction. Si quelque chose ne va pas, répondez immédiatement à cet e-mail.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe {brand}',
    heading: 'Réinitialisez votre mot de passe',
    hello: 'Bonjour,',
    helloNamed: 'Bonjour {name},',
    intro:
      'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {brand}. Ouvrez ce lien pour en choisir un nouveau :',
    validity:
      'Le lien ne fonctionne qu’une fois et expire dans {minutes, plural, =60 {1 heure} other {# minutes}}. Définir un nouveau mot de passe vous connecte sur l’appareil où vous le définissez et vous déconnecte de tous les autres.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  emailVerification: {
    subject: 'Confirmez votre adresse e-mail pour {brand}',
    heading: 'Merci de confirmer votre adresse e-mail',
    headingNamed: 'Bonjour {name}, merci de confirmer votre adresse e-mail',
    intro:
      'En confirmant votre adresse e-mail, vous retrouverez dans votre compte toutes les commandes passées avec cette adresse, y compris celles passées avant votre inscription.',
    confirm: 'Confirmez votre adresse e-mail : {url}',
    validity:
      'Le lien ne fonctionne qu’une fois, expire dans {hours, plural, one {# heure} other {# heures}} et cesse de fonctionner si vous en demandez un nouveau ou changez votre mot de passe. Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
} satisfies TCatalogueSource<typeof en>;
