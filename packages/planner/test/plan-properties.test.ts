import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../src/generate-plan.ts';
import {
  APPLICANT_TYPES,
  CITIZENSHIP_STATUSES,
  CONSULATES,
  INCOME_CURRENCIES,
  NIE_STATUSES,
  type TPlannerAnswersInput,
  VISA_TYPES,
  ZPlan,
} from '../src/plan-model.ts';

const answersArbitrary: fc.Arbitrary<TPlannerAnswersInput> = fc.record({
  visa_type: fc.constantFrom(...VISA_TYPES),
  consulate: fc.constantFrom(...CONSULATES),
  applicant_type: fc.constantFrom(...APPLICANT_TYPES),
  citizenship_status: fc.constantFrom(...CITIZENSHIP_STATUSES),
  nie_status: fc.constantFrom(...NIE_STATUSES),
  has_dependents: fc.boolean(),
  dependents_count: fc.integer({ min: 0, max: 10 }),
  any_dependent_18plus: fc.boolean(),
  any_dependent_married: fc.boolean(),
  residence_history_5y: fc.array(
    fc.record({
      country: fc.constantFrom('US', 'MX', 'CA', 'GB', 'ES', 'DE', 'FR', 'JP', 'BR', 'IN'),
      months: fc.integer({ min: 0, max: 60 }),
    }),
    { maxLength: 20 },
  ),
  company_state_incorp: fc.option(fc.constantFrom('DE', 'IL', 'NY', 'CA', 'TX'), { nil: null }),
  company_age_months: fc.option(fc.integer({ min: 0, max: 2400 }), { nil: null }),
  months_with_company: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: null }),
  has_degree: fc.boolean(),
  years_experience: fc.option(fc.double({ min: 0, max: 80, noNaN: true }), { nil: null }),
  monthly_income_amount: fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), { nil: null }),
  monthly_income_currency: fc.constantFrom(...INCOME_CURRENCIES),
  health_insurance_has_no_copays_limits: fc.boolean(),
  ssa_certificate_of_coverage: fc.boolean(),
  appointment_date: fc.option(
    fc
      .integer({ min: 0, max: 400 })
      .map((days) => new Date(Date.UTC(2025, 5, 1) + days * 86_400_000).toISOString().slice(0, 10)),
    { nil: null },
  ),
});

const dateArbitrary = fc.date({
  min: new Date('2023-01-01T00:00:00Z'),
  max: new Date('2028-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('any valid answers', () => {
  it('give a plan that parses with ZPlan, is deterministic and lists warnings most severe first', () => {
    fc.assert(
      fc.property(answersArbitrary, dateArbitrary, (answers, today) => {
        const result = generatePlan(answers, today);
        ZPlan.parse(result);
        expect(generatePlan(answers, today)).toEqual(result);
        const rank = { critical: 0, warning: 1, info: 2 } as const;
        const ranks = result.warnings.map((warning) => rank[warning.level]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const item of result.web.timeline.filter((entry) => entry.step_code === 'ready')) {
          expect(item.due_date).toBe(result.appointment_date);
        }
      }),
      { numRuns: 300 },
    );
  });
});
