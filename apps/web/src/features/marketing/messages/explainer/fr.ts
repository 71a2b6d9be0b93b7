import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
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
} satisfies TCatalogueSource<typeof en>;
