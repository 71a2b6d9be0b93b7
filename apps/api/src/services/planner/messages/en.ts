/**
 * What the plan PDF says around the plan's own words (those come from the planner, in the plan's language): headings,
 * labels, the summary, the footer. Written in the plan's language (`plan.locale`, or the page's when asked).
 */
export const en = {
  subject: 'Visa document plan',
  kicker: '{brand} · Visa document plan',
  visaLine: {
    DNV: 'Telework (Digital Nomad) visa · Spain · {consulate} consulate',
    NLV: 'Non-working (Non-lucrative) Residence visa · Spain · {consulate} consulate',
    WKV: 'Work visa · Spain · {consulate} consulate',
  },
  dates: 'Appointment: {appointment}   ·   Verified {verified}   ·   Generated {generated}',
  summary: {
    documents: '{count, plural, one {document} other {documents}}',
    timeSensitive: 'time-sensitive',
    criticalWarnings: '{count, plural, one {critical warning} other {critical warnings}}',
  },
  urgent: {
    title: 'Time-sensitive: {count, plural, one {# document} other {# documents}} must still be valid on {date}',
    lead: 'Order these no earlier than their start dates, and no later than their due dates:',
    validFor: 'valid {days, plural, one {# day} other {# days}}',
    startOn: 'start {date}',
  },
  levels: { critical: 'CRITICAL', warning: 'WARNING', info: 'INFO' },
  requirements: {
    required: 'Required',
    conditional: 'Required in your case',
    required_for_dependents: 'Required for dependents',
    optional: 'Optional',
  },
  timeSensitive: 'Time-sensitive',
  apostille: {
    federal: { long: 'Federal apostille (U.S. Department of State)', short: 'Federal apostille' },
    state: { long: 'State apostille (Secretary of State of the issuing state)', short: 'State apostille' },
    foreign: { long: 'Apostille from the issuing country', short: 'Apostille from the issuing country' },
    none: { long: 'Not needed', short: 'Not needed' },
  },
  translation: {
    ATA: { long: 'Certified translation by an ATA-certified translator', short: 'Certified translation (ATA)' },
    MAEC: {
      long: 'Sworn translation (traductor jurado appointed by Spain’s MAEC)',
      short: 'Sworn translation (MAEC)',
    },
    ATA_or_MAEC: {
      long: 'Certified (ATA) or sworn (MAEC) translation into Spanish',
      short: 'Certified (ATA) or sworn (MAEC) translation',
    },
    none: { long: 'Not needed', short: 'Not needed' },
  },
  confidence: {
    official: 'official source',
    secondary: 'secondary source',
    unconfirmed: 'not confirmed by an official source',
  },
  card: {
    field: '{label}:',
    steps: 'Steps',
    stepDays: '{days, plural, one {# day} other {# days}}',
    issuedBy: 'Issued by',
    why: 'Why you need it',
    apostille: 'Apostille',
    translation: 'Translation',
    validity: 'Validity',
    validFor: 'must be no more than {days, plural, one {# day} other {# days}} old at the appointment ({date})',
    noExpiry: 'does not expire for this purpose',
    cost: 'Estimated cost',
    requirements: 'Requirements',
    notes: 'Notes',
    confidence: 'Confidence: {confidence}',
    sources: 'Sources: {sources}',
  },
  threshold: {
    title: 'Financial threshold ({year})',
    applicant: 'Applicant: {amount} per month',
    dependents:
      'First dependent: {first} per month; each additional: {each} per month ({count, plural, one {# dependent} other {# dependents}})',
    total: 'Total required: {monthly} per month ({annual} per year)',
    basis: 'Basis: {basis}',
  },
  income: {
    title: 'Income check',
    yours: 'Your income: {amount} per month',
    yoursConverted: 'Your income: {amount} per month ({usd} at {rate} EUR per USD, rate of {date})',
    required: 'Required: {amount} per month',
    meets: 'Your stated income meets the threshold.',
    short: 'Your stated income is {amount} per month short of the threshold.',
  },
  documentsHeading: 'Your documents',
  disclaimer:
    'This plan is guidance prepared from the sources below on the verification date shown; it is not legal advice. Requirements change: confirm them with your consulate before your appointment. Dataset {version}.',
  sourcesHeading: 'Sources',
  footer: '{brand} · {title} · verified {date}',
  page: 'Page {page} of {pages}',
  filename: 'spain-{visa}-visa-plan-{date}.pdf',
} as const;
