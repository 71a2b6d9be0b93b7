import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  intros: {
    aboutEyebrow: 'Quiénes somos',
    aboutTitle: 'Las personas detrás de {brandName}',
    aboutLead:
      'Un pequeño equipo de traducción que ayuda a particulares y empresas a traducir con precisión sus documentos en inglés, español y francés, a un precio claro.',
  },
  about: {
    ctaTitle: 'Preparemos sus documentos',
    storyEyebrow: 'Nuestra historia',
    storyTitle: 'El papeleo ya es bastante estresante. La traducción no debería serlo.',
    storyText1:
      '{brandName} nació de una observación sencilla: quienes se mudan, estudian o hacen negocios en el extranjero pierden días pidiendo presupuestos de traducción, esperando respuestas y preguntándose si el resultado será aceptado.',
    storyText2:
      'Por eso creamos un servicio en el que usted sube sus documentos, ve un precio honesto al instante y sigue su pedido hasta tener la traducción en sus manos. Trabajamos entre inglés y español y entre inglés y francés, en ambos sentidos, y nos centramos en los documentos que más se necesitan: certificados, expedientes, títulos y documentos de empresa.',
    teamEyebrow: 'Nuestro equipo',
    teamTitle: 'Un equipo pequeño, un trato personal',
    teamLead: 'Trata con las mismas dos personas desde su primera pregunta hasta su traducción terminada.',
    luciaRole: 'Fundadora y traductora principal',
    luciaBio:
      'Traductora de inglés y español, especializada en documentos jurídicos y del registro civil. Lucía supervisa la calidad de cada traducción que entregamos.',
    danielRole: 'Operaciones y atención al cliente',
    danielBio:
      'Daniel se ocupa de que los pedidos avancen y responde a sus preguntas, desde la elección del servicio adecuado hasta el seguimiento de la entrega.',
    valuesEyebrow: 'Nuestros valores',
    valuesTitle: 'Lo que nos importa',
    valuesLead: 'Cuatro principios guían cada pedido que gestionamos.',
    accuracyTitle: 'La precisión, lo primero',
    accuracyText:
      'Revisamos con cuidado nombres, fechas y cifras: en los documentos oficiales, los pequeños detalles son los que más importan.',
    pricesTitle: 'Precios transparentes',
    pricesText:
      'Tarifas publicadas por palabra y por página, y una estimación calculada a partir de sus archivos antes de que se comprometa.',
    privacyTitle: 'Privacidad por defecto',
    privacyText:
      'Los archivos viajan cifrados por HTTPS y se guardan de forma privada, accesibles solo para nuestro equipo.',
    peopleTitle: 'Personas, no tiques',
    peopleText: 'Sus mensajes los responden personas reales. Procuramos responder en un día hábil.',
  },
} satisfies TCatalogueSource<typeof en>;
