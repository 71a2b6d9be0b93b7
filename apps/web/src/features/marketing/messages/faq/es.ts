import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  rates: {
    perWord: 'por palabra',
    perPage: 'por página',
  },
  faq: {
    eyebrow: 'Dudas',
    title: 'Preguntas frecuentes',
    differenceQuestion: '¿Qué diferencia hay entre la traducción profesional y la jurada?',
    differenceAnswer:
      'Una traducción profesional es una traducción precisa y natural para uso empresarial, académico o personal. Una traducción jurada está firmada y sellada por un traductor jurado, y es la que suelen exigir los organismos oficiales en España para documentos como certificados de nacimiento, antecedentes penales o títulos. Ofrecemos traducción jurada entre inglés y español. <0>Compare los dos servicios</0>.',
    priceQuestion: '¿Cómo se calcula el precio?',
    priceWithRates: 'La traducción profesional cuesta {professional} y la traducción jurada {sworn}.',
    priceWithoutRates: 'La traducción profesional se cobra por palabra y la traducción jurada por página.',
    priceAnswer:
      'Cuando sube sus documentos, contamos sus palabras y páginas a partir del propio contenido, así que ve su estimación de inmediato. Es gratuita y sin compromiso. Después, nuestro equipo revisa sus documentos y le envía un presupuesto oficial con el precio final, que usted aprueba antes de pagar; se le pueden añadir la entrega urgente, la legalización notarial y copias en papel enviadas por correo postal.',
    timeQuestion: '¿Cuánto tarda una traducción?',
    timeWithEstimates:
      'Las traducciones profesionales se entregan normalmente en {professional}, y las juradas en {sworn}.',
    timeWithoutEstimates: 'Depende del servicio y de la extensión de sus documentos.',
    timeAnswer:
      'El plazo empieza a contar desde su pago. Su presupuesto indica el plazo estimado de su pedido, y puede seguir su avance en la <0>página de seguimiento de pedidos</0>.',
    privacyQuestion: '¿Se mantienen privados mis documentos?',
    privacyAnswer:
      'Sí. Sus archivos se envían por una conexión HTTPS cifrada y se guardan de forma privada; solo nuestro equipo puede acceder a ellos, para preparar su traducción. Los detalles completos del pedido solo se muestran a través del enlace privado de su pedido o en su cuenta.',
    privacyWithRetention:
      'Los archivos que sube sin hacer un pedido se eliminan automáticamente al cabo de {hours, plural, one {# hora} other {# horas}}. Una vez entregada su traducción, sus documentos se conservan durante {days, plural, one {# día} other {# días}} para que pueda descargar las traducciones y después se eliminan; le avisamos por correo electrónico 3 días antes.',
    privacyWithoutRetention:
      'Los archivos que sube sin hacer un pedido y los documentos de los pedidos entregados se eliminan automáticamente al cabo de un plazo fijo.',
  },
} satisfies TCatalogueSource<typeof en>;
