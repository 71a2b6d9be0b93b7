import { cardFromDataset, type TCardSpec, type TCardWarning } from './card-spec.ts';
import { CRITICAL_VALIDITY_MAX_DAYS, POLICE_LOOKBACK_MONTHS, TIME_SENSITIVE_MAX_DAYS } from './dataset.ts';
import type { TPlanContext } from './plan-context.ts';
import { PLAN_LOCALE_TAGS, type TPlanLocale, type TResidencePeriod } from './plan-model.ts';

const regionNames = new Map<TPlanLocale, Intl.DisplayNames>();
/** A country's name in the plan's language ('MX' → 'Mexico', 'México', 'Mexique'); the code when unknown. */
export const countryName = (code: string, locale: TPlanLocale = 'en'): string => {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([PLAN_LOCALE_TAGS[locale]], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
};

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
  const { fbi_validity_days: days } = context.consulate;
  const { m, t } = context.text;
  const post = context.answers.consulate;
  const values = { subject, days, consulate: post, source: m.consulates[post].fbiValiditySource };
  if (days <= CRITICAL_VALIDITY_MAX_DAYS)
    return { level: 'critical', message: t(m.warnings.recordAgeCritical, values) };
  if (days <= TIME_SENSITIVE_MAX_DAYS) return { level: 'warning', message: t(m.warnings.recordAge, values) };
  return null;
};

const withWarning = (warning: TCardWarning | null): TCardWarning[] => (warning ? [warning] : []);

const issuedWithin = (context: TPlanContext): string =>
  context.text.t(context.text.m.constraints.issuedWithinDays, { days: context.consulate.fbi_validity_days });

export const buildFbiRecordCard = (context: TPlanContext): TCardSpec => {
  const { consulate, answers, text } = context;
  const { m } = text;
  const post = m.consulates[answers.consulate] as { fbiNote?: string };
  return cardFromDataset(text, 'fbi_record', {
    requirement: 'required',
    validity_days_max: consulate.fbi_validity_days,
    confidence: consulate.fbi_validity_confidence,
    citations: [...consulate.fbi_citations, 'dos-authentication'],
    constraints: [issuedWithin(context)],
    notes: [...(answers.visa_type === 'WKV' ? [m.notes.fbiFiveYears] : []), ...(post.fbiNote ? [post.fbiNote] : [])],
    warnings: withWarning(validityWarning(context, m.warnings.recordSubjects.fbi)),
  });
};

export const buildDependentsFbiRecordCard = (context: TPlanContext): TCardSpec | null => {
  if (!context.hasAdultDependent || context.answers.visa_type === 'WKV') return null;
  const { consulate, text } = context;
  return cardFromDataset(text, 'fbi_record_dependents', {
    requirement: 'required_for_dependents',
    requirement_reason: text.m.reasons.adultFamilyMember,
    validity_days_max: consulate.fbi_validity_days,
    confidence: consulate.fbi_validity_confidence,
    citations: [...consulate.fbi_citations, 'dos-authentication'],
    constraints: [issuedWithin(context)],
    warnings: withWarning(validityWarning(context, text.m.warnings.recordSubjects.fbiDependents)),
  });
};

export const buildPoliceCertificateCards = (context: TPlanContext): TCardSpec[] => {
  const { answers, consulate, text } = context;
  const { m, t, locale } = text;
  const lookback = POLICE_LOOKBACK_MONTHS[answers.visa_type];
  return countriesWithinLookback(answers.residence_history_5y, lookback).map(({ country, months }) => {
    const name = countryName(country, locale);
    const isSpain = country === 'ES';
    return cardFromDataset(text, 'police_certificate', {
      doc_id: `police_certificate_${country.toLowerCase()}`,
      label: t(m.cards.policeLabel, { country: name }),
      requirement: 'conditional',
      // The look-backs are whole years (24 and 60 months).
      requirement_reason: t(m.reasons.livedIn, { country: name, months, years: lookback / 12 }),
      issuer: t(m.cards.policeIssuer, { country: name }),
      apostille: isSpain ? 'none' : 'foreign',
      apostille_form: isSpain ? null : t(m.apostilleForms.foreign, { country: name }),
      ...(isSpain ? { translation: 'none' as const, translation_note: m.translationNotes.issuedInSpanish } : {}),
      validity_days_max: consulate.fbi_validity_days,
      constraints: [issuedWithin(context)],
      warnings: withWarning(validityWarning(context, t(m.warnings.recordSubjects.police, { country: name }))),
    });
  });
};
