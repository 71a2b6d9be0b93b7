import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
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
} satisfies TCatalogueSource<typeof en>;
