import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  page: {
    eyebrow: 'Nous contacter',
    title: 'Comment pouvons-nous vous aider ?',
    lead: 'Une question sur un document, un devis ou une commande ? Envoyez-nous un message et nous vous répondrons.',
    otherWays: 'Autres moyens de nous joindre',
    email: 'E-mail',
    responseTime: 'Délai de réponse',
    replyTime: 'Nous nous efforçons de répondre sous un jour ouvré.',
    alreadyOrdered: 'Vous avez déjà commandé ?',
    seeStatus: 'Consultez l’état de votre commande à tout moment.',
    trackOrder: 'Suivre votre commande',
    formHeading: 'Envoyez-nous un message',
    formLead: 'Remplissez le formulaire et nous vous répondrons par e-mail.',
  },
  form: {
    label: 'Formulaire de contact',
    sentTitle: 'Message envoyé !',
    sentText: 'Merci de nous avoir écrit. Nous nous efforçons de répondre sous un jour ouvré.',
    failedTitle: 'Votre message n’a pas pu être envoyé',
    failed: 'Échec de l’envoi du message',
    subject: 'Objet',
    message: 'Votre message',
    messagePlaceholder: 'Comment pouvons-nous vous aider ? S’il s’agit d’une commande, indiquez son numéro.',
    sending: 'Envoi en cours…',
    send: 'Envoyer le message',
    subjects: {
      general: 'Question générale',
      quote: 'Demande de devis',
      support: 'Aide sur une commande',
      billing: 'Facturation',
      partnership: 'Partenariat',
      other: 'Autre',
    },
  },
} satisfies TCatalogueSource<typeof en>;
