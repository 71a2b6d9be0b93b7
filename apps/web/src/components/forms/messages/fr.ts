import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French, addressing the customer as vous. */
export const fr = {
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    fullName: 'Nom complet',
    email: 'E-mail',
    phone: 'Téléphone',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    passwordHint: 'Au moins {min} caractères.',
  },
  names: {
    kind: 'Nom {number} : de quoi s’agit-il',
    asWritten: 'Nom {number} : tel qu’écrit dans le passeport',
    remove: 'Retirer',
    removeNamed: 'Retirer le nom {number}',
    add: 'Ajouter un nom',
    otherInstructions: 'Autres instructions pour le traducteur',
    kinds: {
      full_name: 'Nom complet',
      father_name: 'Nom du père',
      mother_name: 'Nom de la mère',
      place: 'Lieu',
      other_name: 'Autre nom',
    },
  },
  requiredFooter: 'Les champs marqués d’un <0>*</0> sont obligatoires.',
  validation: {
    required: 'Ce champ est obligatoire.',
    tooLong: 'Utilisez au maximum {max, plural, one {# caractère} other {# caractères}}.',
    invalid: 'Veuillez vérifier ce champ.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    personName: 'Utilisez uniquement des lettres, des espaces, des apostrophes et des traits d’union.',
    placeName:
      'Utilisez uniquement des lettres, des espaces, des apostrophes, des traits d’union, des points et des virgules.',
    passwordTooShort: 'Le mot de passe doit comporter au moins {min} caractères.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
    tooManyNames: '{max} noms au maximum.',
    postal: {
      address: 'L’adresse est nécessaire pour vous envoyer la traduction.',
      city: 'La ville est nécessaire pour vous envoyer la traduction.',
      zipCode: 'Le code postal est nécessaire pour vous envoyer la traduction.',
    },
  },
  alreadyOrdered: {
    yours:
      'Si vous avez passé cette commande, ouvrez-la depuis l’e-mail de confirmation que nous vous avons envoyé, ou connectez-vous au compte avec lequel vous avez commandé.',
    notYoursEmail:
      'Si ce n’est pas vous, quelqu’un d’autre a peut-être utilisé le lien de ce devis. Écrivez à <0/> en indiquant l’adresse de cette page et nous réglerons cela avec vous.',
    notYoursContact:
      'Si ce n’est pas vous, quelqu’un d’autre a peut-être utilisé le lien de ce devis. Écrivez à <0>notre service client</0> en indiquant l’adresse de cette page et nous réglerons cela avec vous.',
  },
} satisfies TCatalogueSource<typeof en>;
