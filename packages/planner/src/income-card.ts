import { cardFromDataset, type TCardSpec, type TCardWarning } from './card-spec.ts';
import { checkIncome, computeDnvThreshold, computeNlvThreshold } from './compute-threshold.ts';
import { USD_TO_EUR } from './dataset.ts';
import type { TPlanContext } from './plan-context.ts';
import { formatEur, formatMoney, formatPlanDate } from './plan-format.ts';

/**
 * The income card of the DNV (economic means, SMI-based) or the NLV (financial means, IPREM-based).
 * The WKV has none: the salary is set by the contract Extranjería approved before the visa.
 */
export const buildIncomeCard = (context: TPlanContext): TCardSpec | null => {
  const { answers, figures, dependentsCount } = context;
  if (answers.visa_type === 'WKV') return null;
  const isDnv = answers.visa_type === 'DNV';
  const threshold = isDnv
    ? computeDnvThreshold(figures, dependentsCount)
    : computeNlvThreshold(figures, dependentsCount);
  const warnings: TCardWarning[] = [];
  const notes: string[] = [];

  const incomeCheck =
    answers.monthly_income_amount === null
      ? null
      : checkIncome(answers.monthly_income_amount, answers.monthly_income_currency, threshold);

  if (!incomeCheck) {
    warnings.push({
      level: 'warning',
      message: `Enter your monthly income to check it against the threshold of ${formatEur(threshold.total_monthly_eur)} per month.`,
    });
  } else if (!incomeCheck.meets_threshold) {
    warnings.push({
      level: 'critical',
      message: `Your income of ${formatEur(incomeCheck.income_monthly_eur)} per month is below the threshold of ${formatEur(incomeCheck.required_monthly_eur)}: short by ${formatEur(incomeCheck.shortfall_monthly_eur)} per month.`,
    });
  }
  if (incomeCheck?.converted_from) {
    notes.push(
      `${formatMoney(incomeCheck.converted_from.amount, 'USD')} = ${formatEur(incomeCheck.income_monthly_eur)} at 1 USD = ${USD_TO_EUR.rate} EUR (rate of ${formatPlanDate(USD_TO_EUR.rate_date)}). ${USD_TO_EUR.note}`,
    );
  }
  if (context.missingYear !== null) {
    warnings.push({
      level: 'info',
      message: `The dataset has no thresholds for ${context.missingYear}; the ${figures.year} figures are used until it is updated.`,
    });
  }
  if (isDnv) {
    warnings.push({
      level: 'info',
      message:
        'Which SMI basis each consulate applies is not confirmed: the plan uses annual SMI ÷ 12, the higher and more widely used one.',
    });
  } else {
    warnings.push({
      level: 'info',
      message: 'IPREM has stayed at €600 per month since 2023 (news reports; not seen in the BOE).',
    });
    notes.push(
      `The consulate assesses the first year: ${formatEur(threshold.total_annual_eur)} in income or available savings.`,
    );
  }

  return cardFromDataset(isDnv ? 'economic_means' : 'financial_means', {
    requirement: 'required',
    citations: [isDnv ? figures.smi_citation : figures.iprem_citation],
    notes,
    warnings,
    computed_threshold: threshold,
    income_check: incomeCheck,
    constraints: [
      `At least ${formatEur(threshold.total_monthly_eur)} per month (${formatEur(threshold.total_annual_eur)} per year)`,
    ],
  });
};
