import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  page: {
    eyebrow: 'Contacto',
    title: '¿En qué podemos ayudarle?',
    lead: '¿Tiene preguntas sobre un documento, un presupuesto o un pedido? Envíenos un mensaje y le responderemos.',
    otherWays: 'Otras formas de contactarnos',
    email: 'Correo electrónico',
    responseTime: 'Plazo de respuesta',
    replyTime: 'Procuramos responder en un día hábil.',
    alreadyOrdered: '¿Ya ha hecho un pedido?',
    seeStatus: 'Consulte el estado de su pedido en cualquier momento.',
    trackOrder: 'Seguir su pedido',
    formHeading: 'Envíenos un mensaje',
    formLead: 'Rellene el formulario y le responderemos por correo electrónico.',
  },
  form: {
    label: 'Formulario de contacto',
    sentTitle: '¡Mensaje enviado!',
    sentText: 'Gracias por escribirnos. Procuramos responder en un día hábil.',
    failedTitle: 'No se ha podido enviar su mensaje',
    failed: 'No se ha podido enviar el mensaje',
    subject: 'Asunto',
    message: 'Mensaje',
    messagePlaceholder: '¿En qué podemos ayudarle? Si se trata de un pedido, indique su número de pedido.',
    sending: 'Enviando…',
    send: 'Enviar mensaje',
    subjects: {
      general: 'Consulta general',
      quote: 'Solicitud de presupuesto',
      support: 'Ayuda con un pedido',
      billing: 'Facturación',
      partnership: 'Colaboraciones',
      other: 'Otro asunto',
    },
  },
} satisfies TCatalogueSource<typeof en>;
