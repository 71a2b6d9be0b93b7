import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  explainer: {
    eyebrow: 'Cómo calculamos el precio',
    title: 'Sin sorpresas',
    lead: 'Su precio depende del servicio que elija, de la extensión de sus documentos y de los extras que pida, cada uno indicado arriba con su precio.',
    professionalTitle: 'Profesional: por palabra',
    professionalText: 'Una carta de {words} palabras a {rate} por palabra cuesta {total}.',
    swornTitle: 'Jurada: por página',
    swornText: 'Un certificado de nacimiento de {pages} páginas a {rate} por página cuesta {total}.',
    countedTitle: 'Contado en sus archivos',
    countedText:
      'Leemos las palabras y las páginas en los propios documentos (PDF, Word, texto o fotos, escaneos incluidos) y le mostramos una estimación gratuita y sin compromiso antes de que haga su pedido.',
  },
} satisfies TCatalogueSource<typeof en>;
