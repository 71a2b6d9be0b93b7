import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const es = {
  pixelConsent: {
    title: 'Cookies publicitarias',
    body: '¿Podemos usar el píxel de Meta para medir el rendimiento de nuestros anuncios? Solo se carga si usted acepta; puede cambiar su elección en el pie de página.',
    decline: 'Rechazar',
    accept: 'Aceptar',
  },
} satisfies TCatalogueSource<typeof en>;
