import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const fr = {
  page: {
    title: 'Mon compte',
    signedInAs: 'Connecté en tant que <0>{email}</0>',
    nameTitle: 'Votre nom',
    nameDescription: 'Il figure sur vos commandes et dans nos e-mails.',
    passwordTitle: 'Mot de passe',
    passwordDescription: 'Le modifier vous déconnecte de tous vos autres appareils.',
    twoFactorTitle: 'Double authentification',
    twoFactorDescription:
      'Pour l’équipe : la connexion demande aussi un code d’une application d’authentification, et les codes de récupération vous permettent d’entrer si vous perdez votre téléphone.',
    twoFactorRequiredTitle: 'La double authentification est obligatoire',
    twoFactorRequired:
      'L’agence l’exige pour l’équipe : configurez-la ici, puis l’espace de gestion s’ouvrira à nouveau.',
    deleteTitle: 'Supprimer le compte',
    deleteDescription:
      'Supprime votre accès : vous ne pourrez plus ouvrir vos commandes, devis et plans. L’équipe termine ou annule les commandes encore en cours.',
  },
  profile: {
    failed: 'Votre nom n’a pas pu être enregistré. Veuillez réessayer.',
    saved: 'Votre nom a été enregistré.',
    emailHint: 'L’adresse e-mail ne peut pas être modifiée.',
    submit: 'Enregistrer le nom',
    pending: 'Enregistrement…',
  },
  password: {
    failed: 'Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.',
    changed: 'Votre mot de passe a été modifié. Les autres appareils ont été déconnectés.',
    current: 'Mot de passe actuel',
    submit: 'Modifier le mot de passe',
    pending: 'Modification…',
  },
  deleteAccount: {
    start: 'Supprimer mon compte…',
    failed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
    warningTitle: 'Cette action est irréversible',
    warning:
      'Votre accès est supprimé et vous êtes déconnecté partout. Vous ne pourrez plus ouvrir vos commandes, devis ou plans, même avec leurs liens.',
    documents:
      'Les documents de vos commandes terminées ou annulées — tous les fichiers que vous avez envoyés et toutes les traductions — sont immédiatement supprimés de notre stockage. Les fiches des commandes, les montants et les reçus sont conservés. Les commandes encore en cours restent entre les mains de notre équipe, qui les termine ou les annule et écrit à l’adresse e-mail indiquée sur la commande.',
    confirmPassword: 'Saisissez votre mot de passe pour confirmer',
    submit: 'Supprimer mon compte',
    pending: 'Suppression…',
    cancel: 'Annuler',
  },
  dashboard: {
    welcome: 'Bon retour, {name}',
    newOrder: 'Passer une nouvelle commande',
    loading: 'Chargement…',
  },
} satisfies TCatalogueSource<typeof en>;
