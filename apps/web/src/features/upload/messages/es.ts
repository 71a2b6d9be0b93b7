import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the visitor as usted. */
export const es = {
  uploadPage: {
    eyebrow: 'Presupuesto al instante',
    heading: 'Suba sus documentos',
    intro: 'Obtenga un precio gratuito y sin compromiso en un minuto. No necesita crear una cuenta.',
  },
  uploadView: {
    step1: 'Paso 1',
    languagesTitle: 'Elija los idiomas',
    languagesDescription:
      'Traducimos del inglés al español, del inglés al francés, del español al inglés y del francés al inglés.',
    step2Option1: 'Paso 2 · Opción 1',
    documentsTitle: 'Suba sus documentos',
    documentsDescription:
      'Contamos las páginas y las palabras de cada archivo y le damos al instante un presupuesto sin compromiso.',
    or: 'o',
    option2: 'Paso 2 · Opción 2',
    manualTitle: '¿No tiene los documentos a mano? Calcule por número de páginas',
    manualDescription:
      'Indíquenos aproximadamente cuántas páginas tienen sus documentos. Podrá añadir los archivos más tarde, al hacer el pedido.',
    asideLabel: 'Sobre sus archivos',
  },
  languagePair: {
    from: 'Idioma de origen',
    into: 'Idioma de destino',
  },
  documentsPanel: {
    inputLabel: 'Elegir los documentos que desea traducir',
    ocrNote:
      'Las fotos y las páginas escaneadas se leen por OCR para contar sus palabras y páginas; nuestro equipo confirma el recuento de los escaneos antes de empezar el trabajo.',
    notAddedOne: 'Este archivo no se ha añadido',
    notAddedMany: 'Estos archivos no se han añadido',
    duplicateOne: '{name} ya está en su lista, así que no se ha vuelto a añadir.',
    duplicateMany: '{names} ya están en su lista, así que no se han vuelto a añadir.',
    yourFiles: 'Sus archivos <0>({count})</0>',
    clearAll: 'Quitar todos',
    progress: '{finished} de {total, plural, one {# archivo} other {# archivos}} listos',
    creatingQuoteStatus: 'Todos los archivos están listos. Estamos preparando su presupuesto…',
    uploadErrorTitle: 'Error al subir los archivos',
    tryAgain: 'Volver a intentarlo',
    allFailed: 'No se han podido subir sus archivos. Vuelva a intentarlo o quite el archivo que siga fallando.',
    someFailed:
      'No se han podido subir {failed} de {total, plural, one {# archivo} other {# archivos}}. Los demás están guardados de forma segura. Vuelva a intentarlo o quite el archivo que siga fallando.',
    notUploaded: 'Sin subir:',
    quoteErrorTitle: 'No hemos podido crear su presupuesto',
    quoteErrorFallback: 'No se ha podido crear su presupuesto. Vuelva a intentarlo.',
    uploading: 'Subiendo y analizando…',
    creatingQuote: 'Preparando su presupuesto…',
    submit: 'Obtener el presupuesto',
  },
  fileRow: {
    ready: 'Listo para subir',
    preparing: 'Preparando…',
    uploadingPercent: 'Subiendo: {percent} %',
    analyzing: 'Subido; analizando…',
    analyzingValue: 'Subido; analizando',
    estimated: 'Estimado: lo confirmaremos',
    uploaded: 'Subido',
    error: 'Error al subir:',
    uploadFailed: 'No se ha podido subir el archivo. Vuelva a intentarlo.',
    thisFile: 'Este archivo {rest}',
    progressLabel: 'Subida de {name}',
    remove: 'Quitar {name}',
  },
  manualEstimate: {
    formLabel: 'Cálculo manual',
    pages: 'Número de páginas',
    pagesPlaceholder: 'p. ej., 3',
    pagesInvalid: 'Indique un número entero de páginas, como mínimo 1.',
    pagesTooMany: 'Indique como máximo 100.000 páginas.',
    words: 'Número de palabras',
    wordsPlaceholder: 'p. ej., 750',
    wordsHint: 'Si lo deja vacío, contamos 250 palabras por página.',
    wordsInvalid: 'Indique un número entero de palabras, 0 o más.',
    wordsTooMany: 'Indique como máximo 100.000.000 de palabras.',
    checkFailedTitle: 'No hemos podido comprobar su cálculo',
    checkFailed: 'No se ha podido conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
    creating: 'Preparando su cálculo…',
    submit: 'Calcular el precio',
  },
  rates: {
    heading: 'Nuestras tarifas',
    professional: 'Profesional',
    professionalNote: 'Todas las combinaciones de idiomas',
    sworn: 'Jurada',
    swornNote: 'Inglés ↔ español',
    perWord: 'por palabra',
    perPage: 'por página',
    free: 'Su presupuesto es gratuito y sin compromiso.',
    minimum: 'Su presupuesto es gratuito y sin compromiso. Se aplica un importe mínimo de {amount} por pedido.',
  },
  infoPanels: {
    protectTitle: 'Cómo protegemos sus archivos',
    encrypted: 'Sus archivos nos llegan a través de una conexión HTTPS cifrada.',
    private:
      'Se guardan de forma privada y solo se puede acceder a ellos mediante enlaces firmados que caducan, nunca desde una dirección pública.',
    checked: 'Antes de aceptar un archivo, comprobamos lo que contiene realmente, no solo su nombre.',
    deletedAfterHours:
      'Si no hace un pedido, sus archivos se eliminan automáticamente al cabo de {hours, plural, one {# hora} other {# horas}}.',
    deletedAutomatically: 'Si no hace un pedido, sus archivos se eliminan automáticamente.',
    keptForDays:
      'Una vez entregada la traducción, conservamos sus documentos durante {days, plural, one {# día} other {# días}} para que pueda descargar las traducciones y después los eliminamos. Le avisamos por correo electrónico 3 días antes.',
    keptForAWhile:
      'Una vez entregada la traducción, conservamos sus documentos durante un tiempo limitado y después los eliminamos.',
    nextStepsTitle: 'Qué ocurre después',
    nextSteps: {
      estimate: 'Contamos las páginas y las palabras de sus archivos y le mostramos el precio estimado al instante.',
      send: 'Usted elige traducción profesional o jurada y nos envía su proyecto. No se cobra nada.',
      review:
        'Nuestro equipo revisa sus documentos en un plazo de 24 horas y le envía por correo electrónico un presupuesto oficial con el precio final y la fecha de entrega.',
      approve: 'Usted acepta el presupuesto y paga. No se cobra nada antes de que lo acepte.',
      translate:
        'Traducimos sus documentos; en una traducción jurada, usted revisa un borrador antes de que la emitamos.',
      deliver: 'Le avisamos por correo electrónico cuando su traducción esté lista para descargar.',
    },
    extras:
      'Al presupuesto oficial se pueden añadir la entrega urgente, la certificación notarial y el envío de copias en papel.',
    otherPairs: '¿Necesita otra combinación de idiomas? Pídanosla a través del <0>formulario de contacto</0>.',
    typicalDelivery: 'Plazo de entrega habitual: traducción profesional, {professional}; traducción jurada, {sworn}.',
  },
  planSlots: {
    eyebrow: 'Paso 2 · Su plan de visado',
    title: 'Suba los documentos de su plan',
    description:
      'Su plan incluye {count, plural, one {# documento que traducir} other {# documentos que traducir}}. Añada cada archivo en su lugar: el precio estimado se actualiza a medida que se cuenta cada uno.',
    loading: 'Cargando su plan…',
    notFound:
      'No hemos podido abrir ese plan de visado: puede que haya caducado o que pertenezca a otra cuenta. Puede subir sus documentos aquí de todos modos, o volver a hacer el plan.',
    noDocuments: 'Su plan no incluye documentos que necesiten traducción. Puede subir aquí cualquier documento.',
    slotInput: 'Elegir el archivo de {name}',
    slotEmpty: 'Normalmente, {pages, plural, one {# página} other {# páginas}}',
    slotCounted: '{pages, plural, one {# página contada} other {# páginas contadas}}',
    chooseFile: 'Elegir archivo',
    replaceFile: 'Cambiar',
    estimateTitle: 'Precio estimado de la traducción jurada',
    estimateNote:
      'Los documentos que aún no tienen archivo cuentan con las páginas habituales según el plan; cada archivo lo sustituye por su propio recuento.',
    estimateLine: '{pages, plural, one {# página} other {# páginas}} × {rate}',
    minimumApplies: 'Se aplica el importe mínimo de {amount} por pedido.',
    missing:
      '{count, plural, one {# documento aún no tiene archivo.} other {# documentos aún no tienen archivo.}} Puede obtener el presupuesto ahora y añadir los demás al hacer el pedido.',
    submit: 'Obtener un solo presupuesto',
  },
} satisfies TCatalogueSource<typeof en>;
