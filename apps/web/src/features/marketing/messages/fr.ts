import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  rates: {
    perWord: 'par mot',
    perPage: 'par page',
    loading: 'Chargement du prix…',
  },
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
  services: {
    eyebrow: 'Nos services',
    title: 'Deux services, une démarche simple',
    lead: 'Choisissez la traduction dont votre document a besoin. Les prix sont les mêmes pour toutes les combinaisons de langues que nous proposons.',
    loadingPrice: 'Chargement du prix',
    languagesLabel: 'Langues :',
    deliveryLabel: 'Délai habituel :',
    getQuote: 'Demander un devis<0> de {service}</0>',
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
  why: {
    eyebrow: 'Pourquoi nous choisir',
    title: 'Une traduction sur laquelle vous pouvez compter',
    lead: 'Les documents importants méritent du soin, des prix clairs et une équipe joignable.',
    estimateTitle: 'Une estimation immédiate et transparente',
    estimateText:
      'Nous comptons les mots et les pages de vos fichiers, documents scannés compris, et affichons votre prix aussitôt. Pas d’allers-retours par e-mail.',
    peopleTitle: 'Traduit par des personnes',
    peopleText:
      'Des traducteurs professionnels travaillent sur chaque commande, et notre équipe vérifie chaque traduction avant de vous la livrer.',
    privateTitle: 'Confidentiel et sécurisé',
    privateText:
      'Vos fichiers circulent chiffrés via HTTPS et sont conservés en privé, accessibles uniquement à notre équipe.',
    privateTextWithRetention:
      'Vos fichiers circulent chiffrés via HTTPS et sont conservés en privé. Les fichiers déposés sans commande sont supprimés au bout de {hours, plural, one {# heure} other {# heures}} ; ceux d’une commande, {days, plural, one {# jour} other {# jours}} après la livraison.',
    trackTitle: 'Suivez chaque étape',
    trackText:
      'Suivez votre commande en ligne, avec la date de chaque changement de statut, du moment où vous la passez jusqu’à la livraison.',
    swornTitle: 'Traductions assermentées pour l’Espagne',
    swornText:
      'Traductions assermentées de l’anglais vers l’espagnol et de l’espagnol vers l’anglais pour les visas, la résidence, l’université et les autres démarches officielles.',
    helpTitle: 'L’aide de vraies personnes',
    helpText:
      'Une question sur un document ou une commande ? Écrivez-nous : nous nous efforçons de répondre sous un jour ouvré.',
  },
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
  faq: {
    eyebrow: 'Aide',
    title: 'Questions fréquentes',
    differenceQuestion: 'Quelle différence entre une traduction professionnelle et une traduction assermentée ?',
    differenceAnswer:
      'Une traduction professionnelle est une traduction précise et naturelle destinée à un usage professionnel, universitaire ou personnel. Une traduction assermentée est signée et tamponnée par un traducteur assermenté ; c’est celle qu’exigent généralement les administrations espagnoles pour des documents tels que les actes de naissance, les extraits de casier judiciaire ou les diplômes. Nous proposons la traduction assermentée entre l’anglais et l’espagnol. <0>Comparer les deux services</0>.',
    priceQuestion: 'Comment le prix est-il calculé ?',
    priceWithRates: 'La traduction professionnelle coûte {professional} et la traduction assermentée {sworn}.',
    priceWithoutRates: 'La traduction professionnelle est facturée au mot et la traduction assermentée à la page.',
    priceAnswer:
      'Lorsque vous déposez vos documents, nous comptons leurs mots et leurs pages d’après leur contenu même : vous voyez votre estimation immédiatement. Elle est gratuite et sans engagement. Notre équipe examine ensuite vos documents et vous envoie un devis officiel avec le prix définitif, que vous acceptez avant de payer ; la livraison express, la légalisation notariale et l’envoi d’exemplaires papier par la poste peuvent y être ajoutés.',
    timeQuestion: 'Combien de temps prend une traduction ?',
    timeWithEstimates:
      'Les traductions professionnelles sont généralement livrées en {professional}, et les traductions assermentées en {sworn}.',
    timeWithoutEstimates: 'Cela dépend du service et de la longueur de vos documents.',
    timeAnswer:
      'Le délai court à partir de votre paiement. Votre devis indique l’estimation pour votre commande, et vous pouvez en suivre l’avancement sur la <0>page de suivi de commande</0>.',
    privacyQuestion: 'Mes documents restent-ils confidentiels ?',
    privacyAnswer:
      'Oui. Vos fichiers sont envoyés via une connexion HTTPS chiffrée et conservés en privé ; seule notre équipe peut y accéder, pour préparer votre traduction. Le détail complet de la commande n’est visible que via le lien privé de votre commande ou dans votre compte.',
    privacyWithRetention:
      'Les fichiers déposés sans passer commande sont supprimés automatiquement au bout de {hours, plural, one {# heure} other {# heures}}. Une fois votre traduction livrée, vos documents sont conservés {days, plural, one {# jour} other {# jours}} pour que vous puissiez télécharger les traductions, puis supprimés ; nous vous prévenons par e-mail 3 jours avant.',
    privacyWithoutRetention:
      'Les fichiers déposés sans passer commande, ainsi que les documents des commandes livrées, sont supprimés automatiquement après un délai fixe.',
  },
  cta: {
    title: 'Faites traduire vos documents',
    lead: 'Déposez vos fichiers et découvrez votre prix en quelques secondes. Aucun compte n’est nécessaire pour obtenir un devis.',
    getStarted: 'Commencer',
    contactUs: 'Nous contacter',
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
  extras: {
    heading: 'Options à ajouter',
    lead: 'Demandez l’une de ces options lors de votre commande : elle est ajoutée à votre devis officiel à ces prix, avant que vous ne l’acceptiez.',
    rushName: 'Livraison express',
    rushPrice: '+{percent} %',
    rushNote: 'du prix de la traduction, livrée en {days, plural, one {# jour ouvré} other {# jours ouvrés}}',
    rushNoteWithoutDays: 'du prix de la traduction, livrée plus tôt',
    notarizationName: 'Légalisation notariale',
    notarizationPrice: '{amount} par commande',
    notarizationNote: 'le sceau d’un notaire sur la certification du traducteur',
    hardCopyName: 'Exemplaire papier par la poste',
    hardCopyPrice: '{amount} par exemplaire + {shipping} de port',
    hardCopyNote: 'd’une traduction assermentée, envoyé par la poste',
    otherPairs: 'Besoin d’une autre combinaison de langues ? Demandez-la-nous via le <0>formulaire de contact</0>.',
  },
  explainer: {
    eyebrow: 'Comment nos prix sont calculés',
    title: 'Aucune surprise',
    lead: 'Votre prix dépend du service choisi, de la longueur de vos documents et des options demandées, chacune indiquée ci-dessus avec son prix.',
    professionalTitle: 'Professionnelle : au mot',
    professionalText: 'Un courrier de {words} mots à {rate} le mot revient à {total}.',
    swornTitle: 'Assermentée : à la page',
    swornText: 'Un acte de naissance de {pages} pages à {rate} la page revient à {total}.',
    countedTitle: 'Compté dans vos fichiers',
    countedText:
      'Nous lisons les mots et les pages dans les documents eux-mêmes (PDF, Word, texte ou photos, documents scannés compris) et affichons une estimation gratuite et sans engagement avant votre commande.',
  },
  intros: {
    aboutEyebrow: 'Qui sommes-nous',
    aboutTitle: 'L’équipe derrière {brandName}',
    aboutLead:
      'Une petite équipe de traduction qui aide particuliers et entreprises à faire traduire avec précision leurs documents en anglais, en espagnol et en français, à un prix clair.',
    servicesEyebrow: 'Nos services',
    servicesTitle: 'Traduction professionnelle et assermentée',
    servicesLead:
      'Des traductions précises pour vos documents courants et professionnels, et des traductions assermentées pour les démarches officielles en Espagne.',
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Des tarifs simples et transparents',
    pricingLead:
      'Payez au mot pour la traduction professionnelle et à la page pour la traduction assermentée. Votre prix exact est calculé d’après vos documents dès que vous les déposez.',
  },
  about: {
    ctaTitle: 'Préparons vos documents',
    storyEyebrow: 'Notre histoire',
    storyTitle: 'Les démarches sont déjà assez stressantes. La traduction ne devrait pas l’être.',
    storyText1:
      '{brandName} est né d’un constat simple : les personnes qui s’installent, étudient ou travaillent à l’étranger perdent des jours à demander des devis de traduction, à attendre des réponses et à se demander si le résultat sera accepté.',
    storyText2:
      'Nous avons donc créé un service où vous déposez vos documents, voyez immédiatement un prix honnête et suivez votre commande jusqu’à ce que la traduction soit entre vos mains. Nous travaillons entre l’anglais et l’espagnol et entre l’anglais et le français, dans les deux sens, et nous nous concentrons sur les documents les plus demandés : actes, relevés, diplômes et documents d’entreprise.',
    teamEyebrow: 'Notre équipe',
    teamTitle: 'Une petite équipe, un service personnalisé',
    teamLead: 'Vous avez affaire aux deux mêmes personnes, de votre première question à votre traduction terminée.',
    luciaRole: 'Fondatrice et traductrice principale',
    luciaBio:
      'Traductrice entre l’anglais et l’espagnol, spécialisée dans les documents juridiques et d’état civil. Lucía veille à la qualité de chaque traduction que nous livrons.',
    danielRole: 'Opérations et service client',
    danielBio:
      'Daniel fait avancer les commandes et répond à vos questions, du choix du bon service au suivi de la livraison.',
    valuesEyebrow: 'Nos valeurs',
    valuesTitle: 'Ce qui compte pour nous',
    valuesLead: 'Quatre principes guident chaque commande que nous traitons.',
    accuracyTitle: 'La précision avant tout',
    accuracyText:
      'Noms, dates et chiffres sont vérifiés avec soin : dans les documents officiels, ce sont les petits détails qui comptent le plus.',
    pricesTitle: 'Des prix transparents',
    pricesText:
      'Des tarifs publiés au mot et à la page, et une estimation calculée d’après vos fichiers avant tout engagement.',
    privacyTitle: 'La confidentialité par défaut',
    privacyText:
      'Les fichiers circulent chiffrés via HTTPS et sont conservés en privé, accessibles uniquement à notre équipe.',
    peopleTitle: 'Des personnes, pas des tickets',
    peopleText: 'De vraies personnes répondent à vos messages. Nous nous efforçons de répondre sous un jour ouvré.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de la page d’accueil.',
    backHome: 'Retour à l’accueil',
    contactUs: 'Nous contacter',
  },
} satisfies TCatalogueSource<typeof en>;
