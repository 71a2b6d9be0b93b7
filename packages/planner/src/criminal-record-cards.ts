import { cardFromDataset, type TCardSpec, type TCardWarning } from './card-spec.ts';
import { CRITICAL_VALIDITY_MAX_DAYS, POLICE_LOOKBACK_MONTHS, TIME_SENSITIVE_MAX_DAYS } from './dataset.ts';
import type { TPlanContext } from './plan-context.ts';
import type { TResidencePeriod } from './plan-model.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string): string => regionNames.of(code) ?? code;

/**
 * The non-US countries lived in within the look-back. The answers give months per country without dates, so
 * the list is read most recent first: an entry falls within the look-back when the months listed before it
 * add up to less than the look-back. With the 60-month look-back every entry of a 5-year history counts.
 */
export const countriesWithinLookback = (
  history: readonly TResidencePeriod[],
  lookbackMonths: number,
): { country: string; months: number }[] => {
  const found = new Map<string, number>();
  let monthsBefore = 0;
  for (const { country, months } of history) {
    if (months > 0 && country !== 'US' && monthsBefore < lookbackMonths) {
      const withinLookback = Math.min(months, lookbackMonths - monthsBefore);
      found.set(country, (found.get(country) ?? 0) + withinLookback);
    }
    monthsBefore += months;
  }
  return [...found].map(([country, months]) => ({ country, months }));
};

/** The consulate's age limit as a warning: at most 90 days blocks the application if missed, 180 needs planning. */
const validityWarning = (context: TPlanContext, subject: string): TCardWarning | null => {
  const { fbi_validity_days: days, fbi_validity_source: source } = context.consulate;
  const post = context.answers.consulate;
  if (days <= CRITICAL_VALIDITY_MAX_DAYS) {
    return {
      level: 'critical',
      message: `${subject} must be at most ${days} days old at the appointment in ${post} (source: ${source}). Do not request it earlier than the timeline says.`,
    };
  }
  if (days <= TIME_SENSITIVE_MAX_DAYS) {
    return {
      level: 'warning',
      message: `${subject} must be at most ${days} days old at the appointment in ${post} (source: ${source}).`,
    };
  }
  return null;
};

const withWarning = (warning: TCardWarning | null): TCardWarning[] => (warning ? [warning] : []);

export const buildFbiRecordCard = (context: TPlanContext): TCardSpec => {
  const { consulate, answers } = context;
  return cardFromDataset('fbi_record', {
    requirement: 'required',
    validity_days_max: consulate.fbi_validity_days,
    confidence: consulate.fbi_validity_confidence,
    citations: [...consulate.fbi_citations, 'dos-authentication'],
    constraints: [`Issued at most ${consulate.fbi_validity_days} days before the appointment`],
    notes: [
      ...(answers.visa_type === 'WKV' ? ['The work visa asks for the record of the last 5 years.'] : []),
      ...(consulate.fbi_note ? [consulate.fbi_note] : []),
    ],
    warnings: withWarning(validityWarning(context, 'The FBI record')),
  });
};

export const buildDependentsFbiRecordCard = (context: TPlanContext): TCardSpec | null => {
  if (!context.hasAdultDependent || context.answers.visa_type === 'WKV') return null;
  const { consulate } = context;
  return cardFromDataset('fbi_record_dependents', {
    requirement: 'required_for_dependents',
    requirement_reason: 'A family member aged 18 or over comes with you.',
    validity_days_max: consulate.fbi_validity_days,
    confidence: consulate.fbi_validity_confidence,
    citations: [...consulate.fbi_citations, 'dos-authentication'],
    constraints: [`Issued at most ${consulate.fbi_validity_days} days before the appointment`],
    warnings: withWarning(validityWarning(context, "Each family member's FBI record")),
  });
};

export const buildPoliceCertificateCards = (context: TPlanContext): TCardSpec[] => {
  const { answers, consulate } = context;
  const lookback = POLICE_LOOKBACK_MONTHS[answers.visa_type];
  const period = lookback % 12 === 0 ? `${lookback / 12} years` : `${lookback} months`;
  return countriesWithinLookback(answers.residence_history_5y, lookback).map(({ country, months }) => {
    const name = countryName(country);
    const isSpain = country === 'ES';
    return cardFromDataset('police_certificate', {
      doc_id: `police_certificate_${country.toLowerCase()}`,
      label: `Police certificate: ${name}`,
      requirement: 'conditional',
      requirement_reason: `You lived in ${name} for ${months} month${months === 1 ? '' : 's'} within the last ${period}.`,
      issuer: `Police or justice authority of ${name}`,
      apostille: isSpain ? 'none' : 'foreign',
      apostille_form: isSpain
        ? null
        : `Apostille from the competent authority of ${name} (legalisation at a Spanish consulate if ${name} is not in the Hague Convention)`,
      ...(isSpain ? { translation: 'none' as const, translation_note: 'Issued in Spanish.' } : {}),
      validity_days_max: consulate.fbi_validity_days,
      constraints: [`Issued at most ${consulate.fbi_validity_days} days before the appointment`],
      warnings: withWarning(validityWarning(context, `The police certificate from ${name}`)),
    });
  });
};
