import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  why: {
    eyebrow: 'Por qué elegirnos',
    title: 'Una traducción en la que puede confiar',
    lead: 'Los documentos importantes merecen cuidado, precios claros y un equipo al que pueda dirigirse.',
    estimateTitle: 'Estimación inmediata y transparente',
    estimateText:
      'Contamos las palabras y las páginas de sus archivos, escaneos incluidos, y le mostramos el precio al momento. Sin idas y venidas de correos.',
    peopleTitle: 'Traducido por personas',
    peopleText:
      'Traductores profesionales trabajan en cada pedido, y nuestro equipo revisa cada traducción antes de entregársela.',
    privateTitle: 'Privado y seguro',
    privateText:
      'Sus archivos viajan cifrados por HTTPS y se guardan de forma privada, accesibles solo para nuestro equipo.',
    privateTextWithRetention:
      'Sus archivos viajan cifrados por HTTPS y se guardan de forma privada. Los archivos subidos sin pedido se eliminan al cabo de {hours, plural, one {# hora} other {# horas}}; los de un pedido, {days, plural, one {# día} other {# días}} después de la entrega.',
    trackTitle: 'Siga cada paso',
    trackText:
      'Siga su pedido en línea, con la fecha de cada cambio de estado, desde el momento en que lo realiza hasta la entrega.',
    swornTitle: 'Traducciones juradas para España',
    swornText:
      'Traducciones juradas de inglés a español y de español a inglés para visados, residencia, universidad y otros trámites oficiales.',
    helpTitle: 'Ayuda de personas reales',
    helpText: '¿Tiene preguntas sobre un documento o un pedido? Escríbanos: procuramos responder en un día hábil.',
  },
} satisfies TCatalogueSource<typeof en>;
