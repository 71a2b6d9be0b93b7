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
  const { answers, figures, dependentsCount, text } = context;
  const { m, t, locale } = text;
  if (answers.visa_type === 'WKV') return null;
  const isDnv = answers.visa_type === 'DNV';
  const threshold = isDnv
    ? computeDnvThreshold(figures, dependentsCount, 'A', text)
    : computeNlvThreshold(figures, dependentsCount, text);
  const eur = (amount: number) => formatEur(amount, locale);
  const warnings: TCardWarning[] = [];
  const notes: string[] = [];

  const incomeCheck =
    answers.monthly_income_amount === null
      ? null
      : checkIncome(answers.monthly_income_amount, answers.monthly_income_currency, threshold);

  if (!incomeCheck) {
    warnings.push({
      level: 'warning',
      message: t(m.warnings.enterIncome, { threshold: eur(threshold.total_monthly_eur) }),
    });
  } else if (!incomeCheck.meets_threshold) {
    warnings.push({
      level: 'critical',
      message: t(m.warnings.incomeBelow, {
        income: eur(incomeCheck.income_monthly_eur),
        threshold: eur(incomeCheck.required_monthly_eur),
        shortfall: eur(incomeCheck.shortfall_monthly_eur),
      }),
    });
  }
  if (incomeCheck?.converted_from) {
    notes.push(
      t(m.notes.usdConversion, {
        usd: formatMoney(incomeCheck.converted_from.amount, 'USD', locale),
        eur: eur(incomeCheck.income_monthly_eur),
        rate: USD_TO_EUR.rate.toLocaleString(locale, { maximumFractionDigits: 6 }),
        date: formatPlanDate(USD_TO_EUR.rate_date, 'long', locale),
        note: m.notes.usdRateNote,
      }),
    );
  }
  if (context.missingYear !== null) {
    warnings.push({
      level: 'info',
      message: t(m.warnings.yearMissing, { missing: String(context.missingYear), year: String(figures.year) }),
    });
  }
  if (isDnv) {
    warnings.push({ level: 'info', message: m.warnings.smiBasis });
  } else {
    warnings.push({ level: 'info', message: m.warnings.iprem });
    notes.push(t(m.notes.firstYear, { annual: eur(threshold.total_annual_eur) }));
  }

  return cardFromDataset(text, isDnv ? 'economic_means' : 'financial_means', {
    requirement: 'required',
    citations: [isDnv ? figures.smi_citation : figures.iprem_citation],
    notes,
    warnings,
    computed_threshold: threshold,
    income_check: incomeCheck,
    constraints: [
      t(m.constraints.incomeThreshold, {
        monthly: eur(threshold.total_monthly_eur),
        annual: eur(threshold.total_annual_eur),
      }),
    ],
  });
};
