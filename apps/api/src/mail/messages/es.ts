import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** Neutral Spanish, usted. */
export const es = {
  common: {
    orderNumber: 'Número de pedido',
    documents: 'Documentos',
    amount: 'Importe',
    estimatedDelivery: 'Entrega estimada',
    toBeConfirmed: 'Por confirmar',
    yourOrder: 'Su pedido: {url}',
    yourOrderPage: 'La página de su pedido: {url}',
  },
  orderReceived: {
    subject: 'Hemos recibido su proyecto {orderNumber}',
    heading: 'Gracias: hemos recibido su proyecto',
    headingNamed: 'Gracias, {name}: hemos recibido su proyecto',
    intro: 'No se ha realizado ningún cobro. Estos son los próximos pasos:',
    stepReview: '1. Revisamos sus documentos en un plazo de 24 horas y confirmamos el número de páginas y de palabras.',
    stepQuote:
      '2. Le enviamos por correo electrónico un presupuesto oficial con el precio final y la fecha de entrega. Al presupuesto oficial se pueden añadir la entrega urgente, la certificación notarial y el envío de copias en papel por correo postal: si los necesita, responda a este correo.',
    stepApprove:
      '3. Usted aprueba el presupuesto y paga en la página de su pedido. No se cobra nada antes de su aprobación.',
    stepTranslateWithDraft:
      '4. Traducimos sus documentos y usted revisa un borrador de la traducción antes de que emitamos la versión definitiva.',
    stepTranslate: '4. Traducimos sus documentos.',
    stepReady:
      '5. Le avisamos por correo electrónico cuando su traducción esté lista para descargarla desde la página de su pedido.',
    projectNumber: 'Número de proyecto',
    service: 'Servicio',
    languages: 'Idiomas',
    pagesWords: 'Páginas / palabras',
    estimatedTotal: 'Total estimado',
    track: 'Siga su proyecto: {url}',
  },
  officialQuote: {
    subject: 'Su presupuesto oficial del pedido {orderNumber}: {total}',
    heading: 'Su presupuesto oficial está listo',
    headingUpdated: 'Su presupuesto oficial actualizado',
    reviewed: 'Nuestros traductores han revisado sus documentos.',
    reviewedNamed: 'Hola, {name}: nuestros traductores han revisado sus documentos.',
    reviewedAgain: 'Nuestros traductores han vuelto a revisar sus documentos; este presupuesto sustituye al anterior.',
    reviewedAgainNamed:
      'Hola, {name}: nuestros traductores han vuelto a revisar sus documentos; este presupuesto sustituye al anterior.',
    noPayment: 'No es necesario ningún pago: el total es de {total}.',
    nothingCharged: 'No se le cobrará nada hasta que lo apruebe.',
    officialTotal: 'Total oficial',
    instantEstimate: 'Estimación inmediata',
    delivery: 'Entrega',
    deliveryValue: '{days, plural, one {# día hábil} other {# días hábiles}} después del pago (el {date} si paga hoy)',
    validUntil: 'Válido hasta',
    approveAndPay: 'Consulte cada línea, y apruebe y pague, en la página de su pedido: {url}',
    approveToStart: 'Consulte cada línea, y apruébelo para empezar, en la página de su pedido: {url}',
  },
  bankTransfer: {
    subject: 'Cómo pagar el pedido {orderNumber}',
    heading: 'Gracias por aprobar su presupuesto',
    paymentReference: 'Referencia del pago',
  },
  paymentReceived: {
    subject: 'Pago recibido del pedido {orderNumber}',
    subjectFree: 'Pedido {orderNumber} confirmado: no es necesario ningún pago',
    heading: 'Pago recibido: muchas gracias',
    headingFree: 'No es necesario ningún pago: gracias por su aprobación',
    method: 'Forma de pago',
    deliveryBy: 'Entrega a más tardar',
    starting:
      'Nuestros traductores están empezando a trabajar en sus documentos. Su recibo está en la página de su pedido: {url}',
  },
  refund: {
    subject: 'Reembolso de {amount} del pedido {orderNumber}',
    heading: 'Le hemos hecho un reembolso',
    refunded: 'Reembolsado',
    reason: 'Motivo',
    creditNote:
      'La nota de crédito está en la página de su pedido: {url}. Un reembolso con tarjeta puede tardar de 5 a 10 días hábiles en aparecer en su extracto.',
  },
  orderCancelled: {
    subject: 'El pedido {orderNumber} ha sido cancelado',
    heading: 'Su pedido ha sido cancelado',
    refundShown:
      'Si ya había pagado, cualquier reembolso aparece en la página de su pedido: {url}. ¿Tiene preguntas? Basta con responder a este correo.',
  },
  translationStarted: {
    subject: 'Traducción iniciada: pedido {orderNumber}',
    heading: 'Su traducción ha comenzado',
    text: 'Un traductor profesional ya está trabajando en sus documentos. Le escribiremos en cuanto estén listos.',
    track: 'Siga su pedido: {url}',
  },
  filesDeletionReminder: {
    subject: 'Los archivos de su pedido {orderNumber} se eliminarán el {date}',
    heading: 'Descargue su traducción antes de que se elimine',
    text: 'Para proteger su privacidad, eliminamos los documentos de cada pedido una vez transcurrido un plazo fijo. Los documentos del pedido {orderNumber} se eliminarán el {date}.',
    download: 'Descargue ahora sus documentos traducidos: {url}',
  },
  orderCompleted: {
    subject: 'Su traducción está lista: pedido {orderNumber}',
    heading: 'El pedido {orderNumber} está completado',
    translatedDocuments: 'Documentos traducidos',
    noneAttached: 'Ninguno adjunto',
    verificationCodes: '{count, plural, one {Código de verificación} other {Códigos de verificación}}',
    verify:
      'Sus traducciones certificadas llevan estos códigos. Quien las reciba puede comprobar que son auténticas en {url} (introduciendo el código).',
    download: 'Descargue sus documentos traducidos: {url}',
    deletionDate:
      'Por su privacidad, los documentos de este pedido se eliminarán de nuestros servidores el {date}. Descargue sus documentos traducidos antes de esa fecha.',
  },
  documentsDeleted: {
    subject: 'Se han eliminado los documentos de su pedido {orderNumber}',
    heading: 'Sus documentos se han eliminado',
    deleted:
      'Tal como nos pidió, el {date} eliminamos de nuestros servidores los documentos del pedido {orderNumber}: {files, plural, one {# archivo} other {# archivos}} (sus documentos originales, las traducciones, sus borradores y cualquier PDF certificado). Ya no se pueden descargar ni recuperar.',
    kept: 'Conservamos el registro del pedido, sus importes y sus recibos (no contienen ninguno de sus documentos). Una traducción certificada que ya tenga puede seguir comprobándose con su código de verificación.',
    notYou: 'Si usted no lo pidió, escríbanos a {email}.',
  },
  draftReady: {
    subject: 'Su borrador está listo para revisar: pedido {orderNumber}',
    subjectCorrected: 'Su borrador corregido está listo: pedido {orderNumber}',
    heading: 'Revise el borrador de su traducción',
    headingCorrected: 'Revise el borrador corregido',
    intro:
      'Antes de finalizar su traducción, revise el borrador, sobre todo cómo están escritos los nombres, las fechas y los lugares. Cada página lleva la marca «DRAFT — not valid as a translation» (borrador, no válido como traducción).',
    draft: 'Borrador',
    round: 'Ronda {round}',
    countsApprovedOn: 'Se dará por aprobado el',
    noRounds:
      'Este servicio no incluye rondas de correcciones: apruebe el borrador o, si algo no está bien, póngase en contacto con nosotros.',
    roundsUsed:
      'Ya ha utilizado {allowed, plural, one {su # ronda de correcciones} other {sus # rondas de correcciones}}: apruebe el borrador o, si algo sigue sin estar bien, póngase en contacto con nosotros.',
    roundsLeft:
      'Puede pedir correcciones {left, plural, one {# vez más} other {# veces más}} (de {allowed}): indique el documento y la página, y lo que debe cambiar.',
    silence:
      'Si no recibimos noticias suyas antes del {date}, el borrador se dará por aprobado y finalizaremos la traducción.',
    check: 'Revise el borrador: {url}',
  },
  draftAutoApproved: {
    subject: 'Borrador aprobado: pedido {orderNumber}',
    heading: 'Su borrador se ha dado por aprobado',
    text: 'No recibimos respuesta suya sobre la ronda {round} del borrador en el plazo indicado, por lo que se da por aprobado y estamos finalizando su traducción. Si algo no está bien, responda a este correo cuanto antes.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña de {brand}',
    heading: 'Restablezca su contraseña',
    hello: 'Hola:',
    helloNamed: 'Hola, {name}:',
    intro:
      'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta de {brand}. Abra este enlace para elegir una nueva:',
    validity:
      'El enlace funciona una sola vez y caduca en {minutes, plural, =60 {1 hora} other {# minutos}}. Al establecer una contraseña nueva, se iniciará su sesión en el dispositivo donde la establezca y se cerrará en todos los demás.',
    notYou: 'Si usted no lo ha pedido, ignore este correo: su contraseña seguirá siendo la misma.',
  },
  emailVerification: {
    subject: 'Confirme su dirección de correo electrónico en {brand}',
    heading: 'Confirme su correo electrónico',
    headingNamed: 'Hola, {name}: confirme su correo electrónico',
    intro:
      'Al confirmar su correo electrónico, podremos mostrarle en su cuenta todos los pedidos que haya hecho con esta dirección, incluidos los anteriores a su registro.',
    confirm: 'Confirme su correo electrónico: {url}',
    validity:
      'El enlace funciona una sola vez, caduca en {hours, plural, one {# hora} other {# horas}} y deja de funcionar si pide uno nuevo o cambia su contraseña. Si usted no ha creado una cuenta, puede ignorar este correo.',
  },
} satisfies TCatalogueSource<typeof en>;
