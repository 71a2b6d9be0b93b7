import { DNV_THRESHOLD_RULE, NLV_THRESHOLD_RULE, type TYearFigures, USD_TO_EUR, YEAR_FIGURES } from './dataset.ts';
import { formatEur } from './plan-format.ts';
import type { TComputedThreshold, TIncomeCheck, TIncomeCurrency } from './plan-model.ts';
import { planText, type TPlanText } from './plan-text.ts';

export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The dataset's figures for `year`; years outside the dataset use the nearest one (`clamped` says so). */
export const figuresForYear = (year: number): { figures: TYearFigures; clamped: boolean } => {
  const exact = YEAR_FIGURES.find((figures) => figures.year === year);
  if (exact) return { figures: exact, clamped: false };
  const sorted = [...YEAR_FIGURES].sort((a, b) => a.year - b.year);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) throw new Error('The dataset has no threshold years');
  return { figures: year < first.year ? first : last, clamped: true };
};

export type TSmiBasis = 'A' | 'B';

/** Basis A: annual SMI ÷ 12. Basis B: the 14-payment monthly SMI. */
export const smiMonthly = (figures: TYearFigures, basis: TSmiBasis): number =>
  basis === 'A' ? figures.smi_annual / 12 : figures.smi_monthly_14;

const buildThreshold = (options: {
  year: number;
  basis: string;
  dependentsCount: number;
  principal: number;
  firstDependent: number;
  additionalDependent: number;
}): TComputedThreshold => {
  const { dependentsCount: n, principal, firstDependent, additionalDependent } = options;
  // The total comes from the unrounded amounts: rounding each part first can drift by a cent.
  const exactTotal = principal + (n >= 1 ? firstDependent : 0) + Math.max(n - 1, 0) * additionalDependent;
  return {
    year: options.year,
    basis: options.basis,
    dependents_count: n,
    principal_eur: roundCents(principal),
    each_dependent_eur: roundCents(additionalDependent),
    dependents_eur: { first: roundCents(firstDependent), additional_each: roundCents(additionalDependent) },
    total_monthly_eur: roundCents(exactTotal),
    total_annual_eur: roundCents(exactTotal * 12),
  };
};

/** DNV: 200% SMI + 75% for the first dependent + 25% for each further one, per month (planner-facts §2). */
export const computeDnvThreshold = (
  figures: TYearFigures,
  dependentsCount: number,
  basis: TSmiBasis = 'A',
  text: TPlanText = planText('en'),
): TComputedThreshold => {
  const smi = smiMonthly(figures, basis);
  const other = basis === 'A' ? 'B' : 'A';
  const otherPrincipal = roundCents(smiMonthly(figures, other) * DNV_THRESHOLD_RULE.principal);
  const eur = (amount: number) => formatEur(amount, text.locale);
  return buildThreshold({
    year: figures.year,
    basis: text.t(basis === 'A' ? text.m.thresholds.dnvBasisA : text.m.thresholds.dnvBasisB, {
      year: String(figures.year),
      decree: figures.smi_decree,
      annual: eur(figures.smi_annual),
      monthly: eur(basis === 'A' ? roundCents(smi) : smi),
      monthly14: eur(figures.smi_monthly_14),
      other: eur(otherPrincipal),
    }),
    dependentsCount,
    principal: smi * DNV_THRESHOLD_RULE.principal,
    firstDependent: smi * DNV_THRESHOLD_RULE.first_dependent,
    additionalDependent: smi * DNV_THRESHOLD_RULE.additional_dependent,
  });
};

/** NLV: 400% IPREM + 100% IPREM per dependent, per month (planner-facts §2). */
export const computeNlvThreshold = (
  figures: TYearFigures,
  dependentsCount: number,
  text: TPlanText = planText('en'),
): TComputedThreshold => {
  const perDependent = figures.iprem_monthly * NLV_THRESHOLD_RULE.each_dependent;
  return buildThreshold({
    year: figures.year,
    basis: text.t(text.m.thresholds.nlvBasis, {
      year: String(figures.year),
      iprem: formatEur(figures.iprem_monthly, text.locale),
    }),
    dependentsCount,
    principal: figures.iprem_monthly * NLV_THRESHOLD_RULE.principal,
    firstDependent: perDependent,
    additionalDependent: perDependent,
  });
};

/** Compares a monthly income with the threshold; USD is converted at the dataset's stated rate. */
export const checkIncome = (amount: number, currency: TIncomeCurrency, threshold: TComputedThreshold): TIncomeCheck => {
  const incomeEur = currency === 'USD' ? roundCents(amount * USD_TO_EUR.rate) : roundCents(amount);
  const required = threshold.total_monthly_eur;
  return {
    income_monthly_eur: incomeEur,
    required_monthly_eur: required,
    meets_threshold: incomeEur >= required,
    shortfall_monthly_eur: incomeEur >= required ? 0 : roundCents(required - incomeEur),
    converted_from:
      currency === 'USD'
        ? { amount, currency: 'USD', usd_to_eur: USD_TO_EUR.rate, rate_date: USD_TO_EUR.rate_date }
        : null,
  };
};
