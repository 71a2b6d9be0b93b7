import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** Neutral Spanish, usted. */
export const es = {
  intro: {
    eyebrow: 'Verificación de documentos',
    title: 'Verifique una traducción certificada',
    lead: '¿Ha recibido una traducción certificada o jurada emitida por nosotros? Compruebe que es auténtica con el código impreso al pie de cada página.',
  },
  form: {
    heading: 'Introduzca el código de verificación',
    lead: 'Figura al pie de cada página de la traducción certificada.',
    label: 'Código de verificación',
    hint: 'Doce letras y cifras. Los guiones, los espacios y las mayúsculas o minúsculas no importan.',
    empty: 'Introduzca el código de verificación impreso al pie de cada página.',
    invalid: 'Un código de verificación tiene 12 letras y cifras, como 7KQ2-M9XD-4TPA.',
    submit: 'Comprobar el código',
    searching: 'Comprobando…',
  },
  verdict: {
    loading: 'Buscando el documento…',
    genuine: 'Emitido por {brand}: este documento es auténtico',
    genuineDetail:
      'Compare los datos siguientes con el documento que tiene delante o, más abajo, compruebe el propio PDF.',
    superseded:
      'Emitido, pero sustituido por una versión más reciente el {date}: pida la versión vigente a quien se lo entregó',
    supersededDetail:
      '{brand} emitió este documento y después emitió una versión corregida que lo sustituye. Los datos siguientes son los de la versión emitida con este código.',
    fileDeleted:
      'Nuestra copia del PDF se eliminó el {date}; este registro se conserva, de modo que la copia que usted tiene se puede seguir comprobando.',
    notFound: 'No se ha emitido ningún documento con este código',
    notFoundDetail: 'Compruebe el código impreso al pie de cada página.',
    failed: 'No se ha podido comprobar el código',
    failedFallback: 'Se ha producido un error. Inténtelo de nuevo.',
  },
  facts: {
    heading: 'Lo que se emitió con este código',
    code: 'Código de verificación',
    document: 'Documento',
    languages: 'Idiomas',
    certifications: 'Certificación',
    translator: 'Traductor',
    credential: 'Número de habilitación',
    issued: 'Emitido el',
    pages: 'Páginas',
    order: 'Pedido',
    signature: 'Firma digital',
    signed: 'Firmado digitalmente por el traductor (su lector de PDF puede mostrar los detalles de la firma)',
    notSigned: 'Sin firma digital: el sello y la firma del traductor figuran impresos en cada página',
    signedBy: 'Firmado digitalmente por {subject} (certificado emitido por {issuer})',
    selfSigned:
      'El certificado es autofirmado: la firma demuestra que el archivo no se ha modificado, no quién lo firmó.',
    sha256: 'Huella SHA-256',
    copy: 'Copiar la huella SHA-256',
    copied: 'Huella SHA-256 copiada',
    certificationNames: {
      sworn_spain: 'Traducción jurada española (Orden AEC/2125/2014)',
      sworn_france: 'Traducción jurada francesa (traduction assermentée)',
      uscis: 'Traducción certificada para las autoridades estadounidenses (USCIS)',
    },
  },
  check: {
    heading: 'Compruebe el PDF que ha recibido',
    lead: 'Suelte aquí el PDF para comprobar que es, byte a byte, el documento emitido con este código.',
    private:
      'Su archivo nunca sale de su dispositivo: su navegador calcula su huella SHA-256 y solo esta se compara con la registrada cuando se emitió el documento.',
    dropTitle: 'Arrastre y suelte el PDF aquí',
    browse: 'Elegir el PDF',
    input: 'PDF que se va a comprobar',
    checking: 'Comprobando {filename}…',
    match: 'Este archivo es exactamente el documento emitido',
    matchCurrent: 'No se ha modificado nada desde su emisión.',
    matchSuperseded:
      'No se ha modificado nada desde su emisión, pero después se sustituyó por una versión más reciente: pida la versión vigente a quien se lo entregó.',
    mismatch: 'Este archivo no es el documento emitido con este código: difiere de él (aunque sea en un solo byte)',
    mismatchDetail:
      'Puede haberse alterado, o ser otro documento o una copia anterior. Pida el PDF exactamente tal como se recibió.',
    yourFingerprint: 'Huella SHA-256 de su archivo',
    unreadable: 'Su navegador no ha podido leer este archivo. Inténtelo de nuevo o use un navegador actualizado.',
    failed: 'No se ha podido comprobar el archivo. Inténtelo de nuevo.',
  },
} satisfies TCatalogueSource<typeof en>;
