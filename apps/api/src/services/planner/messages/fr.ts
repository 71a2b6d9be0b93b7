import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

export const fr = {
  subject: 'Plan de documents pour le visa',
  kicker: '{brand} · Plan de documents pour le visa',
  visaLine: {
    DNV: 'Visa de télétravail (nomade numérique) · Espagne · Consulat de {consulate}',
    NLV: 'Visa de résidence non lucrative · Espagne · Consulat de {consulate}',
    WKV: 'Visa de travail · Espagne · Consulat de {consulate}',
  },
  dates: 'Rendez-vous : {appointment}   ·   Vérifié le {verified}   ·   Établi le {generated}',
  summary: {
    documents: '{count, plural, one {document} other {documents}}',
    timeSensitive: 'à durée de validité limitée',
    criticalWarnings: '{count, plural, one {alerte critique} other {alertes critiques}}',
  },
  urgent: {
    title:
      'Validité limitée : {count, plural, one {# document doit} other {# documents doivent}} encore être valables le {date}',
    lead: 'Demandez-les au plus tôt à leur date de début, et au plus tard à leur date limite :',
    validFor: 'valable {days, plural, one {# jour} other {# jours}}',
    startOn: 'début : {date}',
  },
  levels: { critical: 'CRITIQUE', warning: 'ATTENTION', info: 'INFO' },
  requirements: {
    required: 'Obligatoire',
    conditional: 'Obligatoire dans votre cas',
    required_for_dependents: 'Obligatoire pour la famille',
    optional: 'Facultatif',
  },
  timeSensitive: 'Validité limitée',
  apostille: {
    federal: { long: 'Apostille fédérale (Département d’État des États-Unis)', short: 'Apostille fédérale' },
    state: { long: 'Apostille de l’État (Secretary of State de l’État émetteur)', short: 'Apostille de l’État' },
    foreign: { long: 'Apostille du pays émetteur', short: 'Apostille du pays émetteur' },
    none: { long: 'Inutile', short: 'Inutile' },
  },
  translation: {
    ATA: { long: 'Traduction certifiée par un traducteur agréé par l’ATA', short: 'Traduction certifiée (ATA)' },
    MAEC: {
      long: 'Traduction assermentée (traductor jurado nommé par le MAEC espagnol)',
      short: 'Traduction assermentée (MAEC)',
    },
    ATA_or_MAEC: {
      long: 'Traduction certifiée (ATA) ou assermentée (MAEC) vers l’espagnol',
      short: 'Traduction certifiée (ATA) ou assermentée (MAEC)',
    },
    none: { long: 'Inutile', short: 'Inutile' },
  },
  confidence: {
    official: 'source officielle',
    secondary: 'source secondaire',
    unconfirmed: 'non confirmé par une source officielle',
  },
  card: {
    field: '{label} :',
    steps: 'Étapes',
    stepDays: '{days, plural, one {# jour} other {# jours}}',
    issuedBy: 'Délivré par',
    why: 'Pourquoi il vous le faut',
    apostille: 'Apostille',
    translation: 'Traduction',
    validity: 'Validité',
    validFor: 'doit dater de {days, plural, one {# jour} other {# jours}} au plus le jour du rendez-vous ({date})',
    noExpiry: 'n’expire pas pour cette démarche',
    cost: 'Coût estimé',
    requirements: 'Conditions',
    notes: 'Remarques',
    confidence: 'Fiabilité : {confidence}',
    sources: 'Sources : {sources}',
  },
  threshold: {
    title: 'Seuil de ressources ({year})',
    applicant: 'Demandeur : {amount} par mois',
    dependents:
      'Premier membre de la famille : {first} par mois ; chacun des suivants : {each} par mois ({count, plural, one {# membre} other {# membres}})',
    total: 'Total exigé : {monthly} par mois ({annual} par an)',
    basis: 'Base : {basis}',
  },
  income: {
    title: 'Vérification des revenus',
    yours: 'Vos revenus : {amount} par mois',
    yoursConverted: 'Vos revenus : {amount} par mois ({usd} à {rate} EUR pour 1 USD, taux du {date})',
    required: 'Exigé : {amount} par mois',
    meets: 'Les revenus que vous avez indiqués atteignent le seuil.',
    short: 'Il manque {amount} par mois aux revenus que vous avez indiqués pour atteindre le seuil.',
  },
  documentsHeading: 'Vos documents',
  disclaimer:
    'Ce plan est une aide établie à partir des sources ci-dessous à la date de vérification indiquée ; ce n’est pas un conseil juridique. Les exigences évoluent : confirmez-les auprès de votre consulat avant le rendez-vous. Données {version}.',
  sourcesHeading: 'Sources',
  footer: '{brand} · {title} · vérifié le {date}',
  page: 'Page {page} sur {pages}',
  filename: 'plan-visa-{visa}-espagne-{date}.pdf',
} satisfies TCatalogueSource<typeof en>;
