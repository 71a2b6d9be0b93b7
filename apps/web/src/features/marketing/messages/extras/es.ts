import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  extras: {
    heading: 'Extras que puede añadir',
    lead: 'Pida cualquiera de ellos al hacer su pedido y se añadirán a su presupuesto oficial a estos precios, antes de que usted lo apruebe.',
    rushName: 'Entrega urgente',
    rushPrice: '+{percent} %',
    rushNote: 'sobre el precio de la traducción, entregada en {days, plural, one {# día hábil} other {# días hábiles}}',
    rushNoteWithoutDays: 'sobre el precio de la traducción, entregada antes',
    notarizationName: 'Legalización notarial',
    notarizationPrice: '{amount} por pedido',
    notarizationNote: 'el sello de un notario sobre la certificación del traductor',
    hardCopyName: 'Copia en papel por correo',
    hardCopyPrice: '{amount} por copia + {shipping} de envío',
    hardCopyNote: 'de una traducción jurada, enviada por correo postal',
    otherPairs: '¿Necesita otra combinación de idiomas? Pídanosla a través del <0>formulario de contacto</0>.',
  },
} satisfies TCatalogueSource<typeof en>;
