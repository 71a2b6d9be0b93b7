import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  hero: {
    badge: 'Gratis y sin compromiso',
    title: 'Presupuesto de traducción gratuito',
    lead: 'Háblenos de sus documentos y le enviaremos por correo electrónico el precio de su traducción profesional o jurada. Sin cuenta y sin compromiso.',
    spain:
      '<0>¿Documentos para España?</0> Las autoridades españolas suelen exigir una traducción jurada: firmada y sellada por un traductor jurado nombrado por el Ministerio de Asuntos Exteriores de España (MAEC). Ofrecemos traducciones juradas de inglés a español y de español a inglés para visados, residencia, universidad y otros trámites oficiales.',
    getQuote: 'Quiero mi presupuesto gratuito',
    trustTranslators: 'Traductores humanos',
    trustReply: 'Procuramos responder en un día hábil',
    trustEncrypted: 'Cifrado en tránsito (HTTPS)',
  },
  benefits: {
    title: 'Por qué pedirnos un presupuesto',
    lead: 'Traducciones en inglés, español y francés de certificados, expedientes y documentos de empresa.',
    priceTitle: 'Un precio claro desde el principio',
    priceText:
      'Las traducciones juradas se cobran por página y las profesionales por palabra. Conoce el precio antes de hacer su pedido.',
    swornTitle: 'Traducciones juradas para España',
    swornText:
      'Firmadas y selladas por un traductor jurado, para visados, residencia, universidad y otros trámites oficiales.',
    peopleTitle: 'Traducido por personas',
    peopleText:
      'Traductores profesionales trabajan en cada pedido, y nuestro equipo revisa cada traducción antes de la entrega.',
    trackTitle: 'Siga su pedido en línea',
    trackText:
      'Una vez hecho el pedido, siga en línea cada cambio de estado hasta que su traducción esté lista para descargar.',
  },
  steps: {
    eyebrow: 'Cómo funciona',
    title: 'Su presupuesto en cuatro pasos',
    tellTitle: 'Cuéntenos qué necesita',
    tellText: 'Rellene el breve formulario de abajo: sus documentos, el número de páginas y el idioma.',
    emailTitle: 'Reciba su presupuesto por correo',
    emailText:
      'Nuestro equipo revisa su solicitud y le envía por correo electrónico un presupuesto gratuito y sin compromiso. Procuramos responder en un día hábil.',
    orderTitle: 'Suba sus documentos y haga el pedido',
    orderText: '¿Le conviene el precio? Suba sus documentos, elija traducción profesional o jurada y haga su pedido.',
    receiveTitle: 'Reciba su traducción',
    receiveText:
      'Le avisamos por correo electrónico cuando su traducción esté lista, y la descarga desde la página de su pedido.',
  },
  form: {
    heading: 'Solicite su presupuesto gratuito',
    lead: 'Solo le llevará un minuto. Le responderemos por correo electrónico.',
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes',
    loading: 'Cargando las opiniones',
    rated: 'Valoración: {stars} de {max}',
  },
  floatingButton: 'Pedir presupuesto',
} satisfies TCatalogueSource<typeof en>;
