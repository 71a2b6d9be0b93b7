import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French, addressing the visitor as vous. */
export const fr = {
  dropzone: {
    title: 'Glissez-déposez vos fichiers ici',
    dropping: 'Déposez pour ajouter vos fichiers',
    or: 'ou',
    browse: 'Parcourir les fichiers',
    inputLabel: 'Choisir des fichiers',
    maxFiles: 'Jusqu’à {count, plural, one {# fichier} other {# fichiers}}',
    maxSize: '{mb} Mo par fichier',
  },
  refusals: {
    wrongType: '{name} : ce type de fichier n’est pas accepté. Envoyez des fichiers {types}.',
    empty: '{name} est vide.',
    tooLarge: '{name} dépasse {mb} Mo.',
    tooMany: 'Vous pouvez envoyer au plus {max, plural, one {# fichier} other {# fichiers}} à la fois.',
  },
} satisfies TCatalogueSource<typeof en>;
