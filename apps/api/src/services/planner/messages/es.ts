import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

export const es = {
  subject: 'Plan de documentos para el visado',
  kicker: '{brand} · Plan de documentos para el visado',
  visaLine: {
    DNV: 'Visado de teletrabajo (nómada digital) · España · Consulado en {consulate}',
    NLV: 'Visado de residencia no lucrativa · España · Consulado en {consulate}',
    WKV: 'Visado de trabajo · España · Consulado en {consulate}',
  },
  dates: 'Cita: {appointment}   ·   Verificado el {verified}   ·   Generado el {generated}',
  summary: {
    documents: '{count, plural, one {documento} other {documentos}}',
    timeSensitive: 'con plazo de validez',
    criticalWarnings: '{count, plural, one {aviso crítico} other {avisos críticos}}',
  },
  urgent: {
    title:
      'Con plazo de validez: {count, plural, one {# documento debe} other {# documentos deben}} seguir siendo válidos el {date}',
    lead: 'Solicítelos no antes de su fecha de inicio y no después de su fecha límite:',
    validFor: 'válido {days, plural, one {# día} other {# días}}',
    startOn: 'inicio: {date}',
  },
  levels: { critical: 'CRÍTICO', warning: 'ATENCIÓN', info: 'NOTA' },
  requirements: {
    required: 'Obligatorio',
    conditional: 'Obligatorio en su caso',
    required_for_dependents: 'Obligatorio para los familiares',
    optional: 'Opcional',
  },
  timeSensitive: 'Con plazo de validez',
  apostille: {
    federal: { long: 'Apostilla federal (Departamento de Estado de EE. UU.)', short: 'Apostilla federal' },
    state: { long: 'Apostilla estatal (Secretaría de Estado del estado emisor)', short: 'Apostilla estatal' },
    foreign: { long: 'Apostilla del país emisor', short: 'Apostilla del país emisor' },
    none: { long: 'No hace falta', short: 'No hace falta' },
  },
  translation: {
    ATA: {
      long: 'Traducción certificada por un traductor acreditado por la ATA',
      short: 'Traducción certificada (ATA)',
    },
    MAEC: {
      long: 'Traducción jurada (traductor-intérprete jurado nombrado por el MAEC)',
      short: 'Traducción jurada (MAEC)',
    },
    ATA_or_MAEC: {
      long: 'Traducción certificada (ATA) o jurada (MAEC) al español',
      short: 'Traducción certificada (ATA) o jurada (MAEC)',
    },
    none: { long: 'No hace falta', short: 'No hace falta' },
  },
  confidence: {
    official: 'fuente oficial',
    secondary: 'fuente secundaria',
    unconfirmed: 'sin confirmar por una fuente oficial',
  },
  card: {
    field: '{label}:',
    steps: 'Pasos',
    stepDays: '{days, plural, one {# día} other {# días}}',
    issuedBy: 'Lo expide',
    why: 'Por qué lo necesita',
    apostille: 'Apostilla',
    translation: 'Traducción',
    validity: 'Validez',
    validFor: 'no debe tener más de {days, plural, one {# día} other {# días}} el día de la cita ({date})',
    noExpiry: 'no caduca para este trámite',
    cost: 'Coste aproximado',
    requirements: 'Requisitos',
    notes: 'Notas',
    confidence: 'Fiabilidad: {confidence}',
    sources: 'Fuentes: {sources}',
  },
  threshold: {
    title: 'Umbral económico ({year})',
    applicant: 'Solicitante: {amount} al mes',
    dependents:
      'Primer familiar: {first} al mes; cada uno más: {each} al mes ({count, plural, one {# familiar} other {# familiares}})',
    total: 'Total exigido: {monthly} al mes ({annual} al año)',
    basis: 'Base: {basis}',
  },
  income: {
    title: 'Comprobación de ingresos',
    yours: 'Sus ingresos: {amount} al mes',
    yoursConverted: 'Sus ingresos: {amount} al mes ({usd} a {rate} EUR por USD, cambio del {date})',
    required: 'Exigido: {amount} al mes',
    meets: 'Los ingresos que ha indicado alcanzan el umbral.',
    short: 'A los ingresos que ha indicado les faltan {amount} al mes para llegar al umbral.',
  },
  documentsHeading: 'Sus documentos',
  disclaimer:
    'Este plan es una orientación elaborada a partir de las fuentes siguientes en la fecha de verificación indicada; no es asesoramiento jurídico. Los requisitos cambian: confírmelos con su consulado antes de la cita. Datos {version}.',
  sourcesHeading: 'Fuentes',
  footer: '{brand} · {title} · verificado el {date}',
  page: 'Página {page} de {pages}',
  filename: 'plan-visado-{visa}-espana-{date}.pdf',
} satisfies TCatalogueSource<typeof en>;
