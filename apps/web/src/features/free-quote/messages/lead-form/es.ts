import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  form: {
    label: 'Solicitud de presupuesto gratuito',
    failed: 'Se ha producido un error. Inténtelo de nuevo.',
    pages: 'Número de páginas',
    pagesHint: 'Basta con una estimación.',
    translateFrom: 'Idioma de origen',
    otherSourceLanguage: '¿En qué idioma están los documentos?',
    translateInto: 'Idioma de destino',
    otherLanguage: '¿A qué idioma?',
    description: '¿Qué necesita traducir?',
    descriptionPlaceholder: 'Por ejemplo: partida de nacimiento y título en inglés, para un visado de estudiante.',
    sending: 'Enviando…',
    submit: 'Solicitar presupuesto gratuito',
    german: 'Alemán',
    other: 'Otro',
    errors: {
      email: 'Introduzca una dirección de correo electrónico válida.',
      phone: 'Introduzca un número de teléfono válido.',
      pages: 'Indique un número entero de páginas (1 o más).',
      otherLanguage: 'Indíquenos el idioma.',
      nameTooLong: 'El nombre no puede superar los 200 caracteres.',
      languageTooLong: 'El idioma no puede superar los 60 caracteres.',
      descriptionTooLong: 'La descripción no puede superar los 5000 caracteres.',
    },
  },
  success: {
    title: 'Gracias, hemos recibido su solicitud',
    text: 'Nuestro equipo revisará sus datos y le enviará un presupuesto por correo electrónico. Procuramos responder en un día hábil.',
    upload: '¿Tiene sus documentos a mano? Súbalos y obtenga ahora una estimación inmediata y sin compromiso.',
    instantQuote: 'Obtener un presupuesto al instante',
  },
} satisfies TCatalogueSource<typeof en>;
