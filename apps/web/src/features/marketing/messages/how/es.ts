import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  how: {
    eyebrow: 'Cómo funciona',
    title: 'De la subida a la traducción en seis pasos',
    lead: 'No necesita una cuenta para obtener un presupuesto. Regístrese solo si quiere ver todos sus pedidos en un mismo lugar.',
    uploadTitle: 'Suba sus documentos',
    uploadWithLimits:
      'PDF, Word, archivos de texto o fotos: hasta {maxFiles, plural, one {# archivo} other {# archivos}} de {maxUploadMb} MB cada uno.',
    uploadWithoutLimits: 'PDF, Word, archivos de texto o fotos de sus documentos.',
    estimateTitle: 'Obtenga una estimación al instante',
    estimateText:
      'Contamos las palabras y las páginas de sus archivos y le mostramos el precio enseguida. La estimación es gratuita y sin compromiso.',
    reviewTitle: 'Revisamos sus documentos',
    reviewText:
      'Envíenos su proyecto con sus datos, sin pagar nada. En un plazo de 24 horas, nuestro equipo revisa los documentos y confirma el recuento.',
    quoteTitle: 'Reciba su presupuesto oficial',
    quoteText:
      'Le enviamos por correo electrónico el precio final y la fecha de entrega, con los extras que haya pedido.',
    payTitle: 'Apruebe y pague',
    payText: 'Apruebe el presupuesto y pague en la página de su pedido. No se cobra nada antes de su aprobación.',
    deliveryTitle: 'Traducción y entrega',
    deliveryText:
      'Un traductor profesional trabaja en sus documentos; en una traducción jurada, usted revisa un borrador antes de que la certifiquemos. Le avisamos por correo electrónico cuando esté lista para descargar.',
    extras:
      'Al presupuesto oficial se pueden añadir la entrega urgente, la legalización notarial y copias en papel enviadas por correo postal.',
    otherPairs: '¿Necesita otra combinación de idiomas? Pídanosla a través del <0>formulario de contacto</0>.',
  },
} satisfies TCatalogueSource<typeof en>;
