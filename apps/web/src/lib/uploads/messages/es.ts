import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  dropzone: {
    title: 'Arrastre y suelte sus archivos aquí',
    dropping: 'Suelte para añadir sus archivos',
    or: 'o',
    browse: 'Buscar archivos',
    inputLabel: 'Elegir archivos',
    maxFiles: 'Hasta {count, plural, one {# archivo} other {# archivos}}',
    maxSize: '{mb} MB por archivo',
  },
  refusals: {
    wrongType: '{name}: no se admite este tipo de archivo. Suba archivos {types}.',
    empty: '{name} está vacío.',
    tooLarge: '{name} ocupa más de {mb} MB.',
    tooMany: 'Puede subir como máximo {max, plural, one {# archivo} other {# archivos}} a la vez.',
  },
} satisfies TCatalogueSource<typeof en>;
