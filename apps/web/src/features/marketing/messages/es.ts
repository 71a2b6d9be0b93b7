import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  rates: {
    perWord: 'por palabra',
    perPage: 'por página',
    loading: 'Cargando el precio…',
  },
  hero: {
    languages: 'Inglés · Español · Francés',
    title: 'Traducción de documentos, <0>bien hecha</0>',
    lead: 'Traducciones profesionales y juradas de sus certificados, expedientes y documentos de empresa. Suba sus archivos y obtenga al instante una estimación sin compromiso, calculada a partir de su contenido.',
    getStarted: 'Empezar',
    seePricing: 'Ver precios',
    noDocumentsYet: 'Todavía no tengo mis documentos',
    trustTranslators: 'Traductores humanos',
    trustEncrypted: 'Cifrado en tránsito (HTTPS)',
    trustTracking: 'Siga su pedido en línea',
    example: {
      heading: 'Estimación al instante',
      ready: 'Lista',
      fileName: 'partida-de-nacimiento.pdf',
      pages: '{count, plural, one {# página} other {# páginas}} · contadas en el archivo',
      languages: 'Idiomas',
      pair: 'Inglés → español',
      service: 'Servicio',
      sworn: 'Traducción jurada',
      rate: 'Tarifa',
      ratePerPage: '{amount} por página',
      total: 'Total estimado',
      caption: 'Solo es un ejemplo: su estimación se calcula a partir de sus propios archivos.',
    },
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Dos servicios, un proceso sencillo',
    lead: 'Elija la traducción que necesita su documento. Los precios son los mismos para todas las combinaciones de idiomas que ofrecemos.',
    loadingPrice: 'Cargando el precio',
    languagesLabel: 'Idiomas:',
    deliveryLabel: 'Plazo habitual:',
    getQuote: 'Solicitar presupuesto<0> de {service}</0>',
    professional: {
      name: 'Traducción profesional',
      summary: 'Traducciones precisas y naturales de documentos empresariales, académicos y personales.',
      languages: 'Inglés ↔ español, inglés ↔ francés',
      point1: 'Contratos, informes, sitios web y cartas',
      point2: 'Expedientes académicos y currículos',
      point3: 'Precio por palabra',
    },
    sworn: {
      name: 'Traducción jurada',
      summary: 'Firmada y sellada por un traductor jurado, para trámites oficiales en España.',
      languages: 'Inglés ↔ español',
      point1: 'Certificados de nacimiento, de matrimonio y de antecedentes penales',
      point2: 'Solicitudes de visado, de residencia y universitarias',
      point3: 'Precio por página',
    },
  },
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
  cta: {
    title: 'Traduzca sus documentos',
    lead: 'Suba sus archivos y vea su precio en segundos. No necesita una cuenta para obtener un presupuesto.',
    getStarted: 'Empezar',
    contactUs: 'Contáctenos',
  },
  comparison: {
    eyebrow: 'Comparativa',
    title: '¿Qué servicio necesita?',
    lead: 'Si un organismo oficial le pide una traducción certificada o jurada, elija la jurada. Para todo lo demás, la traducción profesional es la adecuada.',
    caption: 'Comparación entre la traducción profesional y la jurada',
    feature: 'Criterio',
    professional: 'Profesional',
    sworn: 'Jurada',
    officialUse: 'Uso oficial',
    included: 'Incluido',
    notIncluded: 'No incluido',
    translationGroup: 'Traducción',
    translatedByProfessional: 'Traducida por un traductor profesional',
    checkedByTeam: 'Revisada por nuestro equipo antes de la entrega',
    instantEstimate: 'Estimación inmediata a partir de sus archivos',
    onlineTracking: 'Seguimiento del pedido en línea',
    certificationGroup: 'Certificación y uso',
    documents: 'Documentos empresariales, académicos y personales',
    signatureAndSeal: 'Firma y sello de un traductor jurado',
    officialProcedures: 'Trámites oficiales en España (visados, residencia, tribunales, universidades)',
    languagesGroup: 'Idiomas, precio y plazo',
    englishSpanish: 'Inglés ↔ español',
    englishFrench: 'Inglés ↔ francés',
    price: 'Precio',
    typicalDelivery: 'Plazo habitual',
    shownWithQuote: 'Indicado en su presupuesto',
    getStarted: 'Empezar ahora',
  },
  pricing: {
    sectionLabel: 'Precios',
    fallbackTitle: 'Mostramos nuestros precios estándar',
    fallbackText:
      'No hemos podido cargar los precios más recientes en este momento. Su presupuesto siempre se calcula con los precios vigentes.',
    tryAgain: 'Reintentar',
    forOfficialUse: 'Para uso oficial',
    typicalDelivery: 'Plazo habitual: {time}',
    startTranslation: 'Empezar la traducción',
    startTranslationFor: 'Empezar la traducción: {service}',
    minimumCharge: 'Se aplica un importe mínimo de {amount} por pedido.',
    professional: {
      description:
        'Para documentos empresariales, académicos y personales que necesitan una traducción precisa y natural.',
      feature1: 'Inglés ↔ español e inglés ↔ francés',
      feature2: 'Traducida por un traductor profesional',
      feature3: 'Palabras contadas automáticamente en sus archivos',
      feature4: 'Entrega digital y seguimiento del pedido en línea',
    },
    sworn: {
      description: 'Para trámites oficiales en España: firmada y sellada por un traductor jurado.',
      feature1: 'Inglés ↔ español',
      feature2: 'Firma y sello de un traductor jurado',
      feature3: 'Páginas contadas automáticamente, escaneos incluidos',
      feature4: 'Entrega digital y seguimiento del pedido en línea',
    },
  },
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
  intros: {
    aboutEyebrow: 'Quiénes somos',
    aboutTitle: 'Las personas detrás de {brandName}',
    aboutLead:
      'Un pequeño equipo de traducción que ayuda a particulares y empresas a traducir con precisión sus documentos en inglés, español y francés, a un precio claro.',
    servicesEyebrow: 'Servicios',
    servicesTitle: 'Traducción profesional y jurada',
    servicesLead:
      'Traducciones precisas de documentos cotidianos y de empresa, y traducciones juradas para trámites oficiales en España.',
    pricingEyebrow: 'Precios',
    pricingTitle: 'Precios sencillos y transparentes',
    pricingLead:
      'Pague por palabra en la traducción profesional y por página en la traducción jurada. Su precio exacto se calcula a partir de sus documentos en cuanto los sube.',
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
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva a empezar desde la página de inicio.',
    backHome: 'Volver al inicio',
    contactUs: 'Contáctenos',
  },
} satisfies TCatalogueSource<typeof en>;
