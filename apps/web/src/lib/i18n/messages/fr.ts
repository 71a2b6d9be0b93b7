import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  layout: {
    skipLink: 'Aller au contenu principal',
    loadingPage: 'Chargement de la page',
    mainNavigation: 'Principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    account: 'Compte',
    brandHome: 'accueil',
    language: 'Langue',
    logIn: 'Se connecter',
    signUp: 'Créer un compte',
    welcome: 'Bonjour,',
    dashboard: 'Tableau de bord',
    signOut: 'Se déconnecter',
  },
  nav: {
    home: 'Accueil',
    about: 'Qui sommes-nous',
    pricing: 'Tarifs',
    services: 'Services',
    trackOrder: 'Suivre ma commande',
    contact: 'Contact',
  },
  footer: {
    tagline:
      'Traductions professionnelles et assermentées de documents entre l’anglais, l’espagnol et le français, commandées en ligne.',
    encrypted: 'Chiffré pendant le transfert (HTTPS)',
    servicesTitle: 'Services',
    companyTitle: 'Entreprise',
    professionalTranslation: 'Traduction professionnelle',
    swornTranslation: 'Traduction assermentée',
    pricing: 'Tarifs',
    getQuote: 'Demander un devis',
    aboutUs: 'Qui sommes-nous',
    trackYourOrder: 'Suivre votre commande',
    planner: 'Planificateur de documents pour visa',
    contact: 'Contact',
    contactUs: 'Nous contacter',
    replyTime: 'Nous nous efforçons de répondre sous un jour ouvré.',
    sendMessage: 'Envoyez-nous un message →',
    rightsReserved: 'Tous droits réservés.',
    cookieChoices: 'Choix des cookies publicitaires',
  },
  home: {
    title: 'Traduction professionnelle et assermentée de documents',
  },
} satisfies TCatalogueSource<typeof en>;
