import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  form: {
    label: 'Demande de devis gratuit',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
    pages: 'Nombre de pages',
    pagesHint: 'Une estimation suffit.',
    translateFrom: 'Langue d’origine',
    otherSourceLanguage: 'En quelle langue sont les documents ?',
    translateInto: 'Langue de destination',
    otherLanguage: 'Quelle langue ?',
    description: 'Que souhaitez-vous faire traduire ?',
    descriptionPlaceholder: 'Par exemple : acte de naissance et diplôme en anglais, pour un visa étudiant.',
    sending: 'Envoi en cours…',
    submit: 'Demander un devis gratuit',
    german: 'Allemand',
    other: 'Autre',
    errors: {
      email: 'Veuillez saisir une adresse e-mail valide.',
      phone: 'Veuillez saisir un numéro de téléphone valide.',
      pages: 'Veuillez saisir un nombre entier de pages (1 ou plus).',
      otherLanguage: 'Veuillez nous indiquer la langue.',
      nameTooLong: 'Le nom ne peut pas dépasser 200 caractères.',
      languageTooLong: 'La langue ne peut pas dépasser 60 caractères.',
      descriptionTooLong: 'La description ne peut pas dépasser 5000 caractères.',
    },
  },
  success: {
    title: 'Merci, nous avons bien reçu votre demande',
    text: 'Notre équipe va examiner vos informations et vous envoyer un devis par e-mail. Nous nous efforçons de répondre sous un jour ouvré.',
    upload:
      'Vous avez vos documents sous la main ? Déposez-les et obtenez dès maintenant une estimation immédiate et sans engagement.',
    instantQuote: 'Obtenir un devis immédiat',
  },
} satisfies TCatalogueSource<typeof en>;
