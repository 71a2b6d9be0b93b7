import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  rates: {
    perWord: 'par mot',
    perPage: 'par page',
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
} satisfies TCatalogueSource<typeof en>;
