import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, addressing the customer as usted. */
export const es = {
  quoteView: {
    eyebrow: 'Su presupuesto',
    reference: 'Referencia <0>{reference}</0>',
    validUntil: 'Válido hasta el {date}',
    estimateTitle: 'Este presupuesto es orientativo',
    estimateFromEntered:
      'Los precios se calculan a partir de las páginas y palabras que usted indicó. Nuestro equipo revisa sus documentos antes de empezar y se pondrá en contacto con usted si el recuento es distinto.',
    estimateFromFiles:
      'Los precios se calculan a partir de las páginas y palabras que contamos en sus archivos. Nuestro equipo revisa sus documentos antes de empezar y se pondrá en contacto con usted si el recuento es distinto.',
    filesDeleted:
      'Si no realiza un pedido, los archivos que subió se eliminan automáticamente al cabo de {hours, plural, one {# hora} other {# horas}}.',
    yourEstimate: 'Su estimación',
    yourDocuments: 'Sus documentos',
    manualEstimate: 'Estimación manual',
    fileCount: '{count, plural, one {# archivo} other {# archivos}}',
    manualTitle: 'Según las cifras que usted indicó',
    manualPagesAndWords:
      'Este presupuesto se basa en {pages, plural, one {# página} other {# páginas}} y {words, plural, one {# palabra} other {# palabras}}. Podrá subir sus documentos al finalizar el pedido y confirmaremos el recuento a partir de ellos.',
    manualPagesOnly:
      'Este presupuesto se basa en {pages, plural, one {# página} other {# páginas}} de 250 palabras cada una. Podrá subir sus documentos al finalizar el pedido y confirmaremos el recuento a partir de ellos.',
    totalPages: 'Total de páginas',
    totalWords: 'Total de palabras',
    services: 'Servicios',
    continueFailed: 'No pudimos continuar con el pedido',
    selectedPrice: '{service}: <0>{price}</0>',
    continue: 'Continuar',
    selectToContinue: 'Elija un servicio para continuar.',
    startOver: 'Empezar de nuevo',
    missingIdTitle: 'No hay ningún presupuesto que mostrar',
    missingIdText:
      'El enlace que siguió no indica qué presupuesto mostrar. Suba sus documentos para obtener un presupuesto nuevo.',
    loading: 'Cargando su presupuesto…',
    loadFailedTitle: 'No pudimos cargar su presupuesto',
    tryAgain: 'Reintentar',
    acceptedTitle: 'Presupuesto ya aceptado',
    acceptedWithOrder: 'Este presupuesto ya se convirtió en un pedido. Puede seguir su avance en la página del pedido.',
    acceptedText: 'Este presupuesto ya se convirtió en un pedido.',
    trackOrder: 'Seguir mi pedido',
    expiredTitle: 'Presupuesto caducado',
    expiredText: 'Este presupuesto ha caducado. Solicite un presupuesto nuevo.',
    createNew: 'Solicitar un presupuesto nuevo',
  },
  quoteFiles: {
    countNotes: 'Parte de este archivo no se pudo contar con exactitud: confirmaremos el recuento.',
    showWordsPerPage: 'Ver palabras por página',
    hideWordsPerPage: 'Ocultar palabras por página',
    wordsPerPageIn: 'Palabras por página en {filename}',
    page: 'Página {number}',
    hardToReadFile: {
      photo: '{filename} puede ser difícil de leer: una foto más nítida evita retrasos.',
      scan: '{filename} puede ser difícil de leer: un escaneo más nítido evita retrasos.',
    },
    hardToReadPages: {
      photo:
        '{count, plural, one {La página {pages} de {filename} puede ser difícil de leer} other {Las páginas {pages} de {filename} pueden ser difíciles de leer}}: una foto más nítida evita retrasos.',
      scan: '{count, plural, one {La página {pages} de {filename} puede ser difícil de leer} other {Las páginas {pages} de {filename} pueden ser difíciles de leer}}: un escaneo más nítido evita retrasos.',
    },
    methods: {
      text: 'Contado a partir del texto',
      'word-metadata': 'Palabras contadas; páginas según los datos del propio Word',
      libreoffice: 'Contado según la maquetación de LibreOffice',
      layout: 'Palabras contadas, páginas estimadas: lo confirmaremos',
      ocr: 'Leído por OCR',
      mixed: 'Contado a partir del texto y por OCR',
      estimate: 'Estimado: lo confirmaremos',
    },
  },
  replaceFile: {
    replace: 'Sustituir el archivo',
    replaceNamed: 'Sustituir el archivo {filename}',
    uploading: 'Subiendo…',
    reading: 'Leyendo el archivo nuevo…',
    failed: 'No se pudo añadir el archivo nuevo. Inténtelo de nuevo.',
  },
  serviceOptions: {
    legend: 'Elija su servicio',
    pricesForEntered: 'Precios para las páginas y palabras que usted indicó.',
    pricesForFiles: 'Precios para todos los documentos anteriores.',
    descriptions: {
      professional: 'Traducción precisa y natural de documentos empresariales, académicos y personales.',
      sworn: 'Firmada y sellada por un traductor jurado, para trámites oficiales en España.',
    },
    notAvailable: 'No disponible',
    perWord: '{rate} por palabra',
    perPage: '{rate} por página',
    basisWords: '{rate} × {count, plural, one {# palabra} other {# palabras}}',
    basisPages: '{rate} × {count, plural, one {# página} other {# páginas}}',
    minimumApplies: '(se aplica el importe mínimo)',
    typicalDelivery: 'Plazo habitual: {time}',
    notOffered:
      'No se ofrece para esta combinación de idiomas. La traducción jurada está disponible entre inglés y español.',
  },
  serviceGuide: {
    title: '¿Qué servicio necesito?',
    professional:
      'La <0>traducción profesional</0> es para documentos que usted necesita leer, compartir o publicar: contratos, informes, sitios web, cartas, artículos académicos. Se paga por palabra.',
    sworn:
      'La <0>traducción jurada</0> es para los documentos que le pide una autoridad en España: actas de nacimiento y de matrimonio, antecedentes penales, títulos, trámites de visado. Un traductor jurado la firma y la sella, y se paga por página. Está disponible entre inglés y español.',
    official: 'Si una oficina le pidió una traducción «oficial» o «certificada», elija la jurada.',
    compare: 'Comparar nuestros servicios',
  },
} satisfies TCatalogueSource<typeof en>;
