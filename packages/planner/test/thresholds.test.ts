import { describe, expect, it } from 'vitest';
import { checkIncome, computeDnvThreshold, computeNlvThreshold, figuresForYear } from '../src/compute-threshold.ts';
import { USD_TO_EUR, YEAR_FIGURES } from '../src/dataset.ts';
import { en } from '../src/messages/en.ts';

const figures = (year: number) => {
  const found = YEAR_FIGURES.find((entry) => entry.year === year);
  if (!found) throw new Error(`no figures for ${year}`);
  return found;
};

// planner-facts §2: SMI per RD 145/2024, RD 87/2025, RD 126/2026; IPREM 600 €/month.
describe('dataset figures (planner-facts §2)', () => {
  it('holds SMI (annual and 14-payment) and IPREM for 2024–2026', () => {
    expect(YEAR_FIGURES.map((f) => [f.year, f.smi_monthly_14, f.smi_annual, f.iprem_monthly])).toEqual([
      [2024, 1134, 15_876, 600],
      [2025, 1184, 16_576, 600],
      [2026, 1221, 17_094, 600],
    ]);
  });

  it('states the USD→EUR planning rate with its date', () => {
    expect(USD_TO_EUR.rate).toBe(0.86);
    expect(USD_TO_EUR.rate_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(en.notes.usdRateNote).toMatch(/no consulate publishes/i);
  });
});

// DNV: 200% SMI + 75% first dependent + 25% each further one (Joint Instruction, planner-facts §2 table).
describe('DNV threshold, basis A = annual SMI ÷ 12 (planner-facts §2)', () => {
  it.each([
    [2024, 2646.0, 992.25, 330.75],
    [2025, 2762.67, 1036.0, 345.33],
    [2026, 2849.0, 1068.38, 356.13],
  ])('%i: principal %d, first dependent %d, each additional %d', (year, principal, first, additional) => {
    const threshold = computeDnvThreshold(figures(year), 2);
    expect(threshold.principal_eur).toBe(principal);
    expect(threshold.dependents_eur).toEqual({ first, additional_each: additional });
    expect(threshold.each_dependent_eur).toBe(additional);
  });

  it('2025 family of 4 (3 dependents) needs 4,489.33 €/month', () => {
    const threshold = computeDnvThreshold(figures(2025), 3);
    expect(threshold.total_monthly_eur).toBe(4489.33);
    expect(threshold.total_annual_eur).toBe(53_872);
    expect(threshold.dependents_count).toBe(3);
  });

  it('2025 applicant alone: 2,762.67 €/month, 33,152 €/year', () => {
    const threshold = computeDnvThreshold(figures(2025), 0);
    expect(threshold.total_monthly_eur).toBe(2762.67);
    expect(threshold.total_annual_eur).toBe(33_152);
  });

  it('one dependent adds 75% only: 2025 = 3,798.67 €/month', () => {
    expect(computeDnvThreshold(figures(2025), 1).total_monthly_eur).toBe(3798.67);
  });

  it('total comes from unrounded parts: 2026 with 2 dependents = 4,273.50, not 4,273.51', () => {
    expect(computeDnvThreshold(figures(2026), 2).total_monthly_eur).toBe(4273.5);
  });

  it('names basis B (14-payment SMI) in the basis text and can compute it: 2025 B principal 2,368', () => {
    expect(computeDnvThreshold(figures(2025), 0).basis).toMatch(/14-payment.*€2,368\b/);
    const basisB = computeDnvThreshold(figures(2025), 1, 'B');
    expect(basisB.principal_eur).toBe(2368);
    expect(basisB.dependents_eur.first).toBe(888);
  });
});

// NLV: 400% IPREM + 100% IPREM per family member (exteriores NLV page, planner-facts §2).
describe('NLV threshold (planner-facts §2)', () => {
  it.each([
    [0, 2400, 28_800],
    [1, 3000, 36_000],
    [3, 4200, 50_400],
  ])('%i dependents: %d €/month, %d €/year', (dependents, monthly, annual) => {
    const threshold = computeNlvThreshold(figures(2025), dependents);
    expect(threshold.total_monthly_eur).toBe(monthly);
    expect(threshold.total_annual_eur).toBe(annual);
    expect(threshold.principal_eur).toBe(2400);
    expect(threshold.dependents_eur).toEqual({ first: 600, additional_each: 600 });
  });
});

describe('income check', () => {
  const threshold = computeDnvThreshold(figures(2025), 0);

  it('converts USD at 0.86 and reports the shortfall: $3,000 → €2,580, short €182.67', () => {
    const check = checkIncome(3000, 'USD', threshold);
    expect(check).toEqual({
      income_monthly_eur: 2580,
      required_monthly_eur: 2762.67,
      meets_threshold: false,
      shortfall_monthly_eur: 182.67,
      converted_from: { amount: 3000, currency: 'USD', usd_to_eur: 0.86, rate_date: USD_TO_EUR.rate_date },
    });
  });

  it('EUR income is not converted; exactly the threshold meets it', () => {
    const check = checkIncome(2762.67, 'EUR', threshold);
    expect(check.meets_threshold).toBe(true);
    expect(check.shortfall_monthly_eur).toBe(0);
    expect(check.converted_from).toBeNull();
  });
});

describe('threshold year', () => {
  it('uses the year when the dataset has it', () => {
    expect(figuresForYear(2025)).toEqual({ figures: figures(2025), clamped: false });
  });

  it('clamps years beyond the dataset to the latest and says so', () => {
    expect(figuresForYear(2029)).toEqual({ figures: figures(2026), clamped: true });
    expect(figuresForYear(2020)).toEqual({ figures: figures(2024), clamped: true });
  });
});
