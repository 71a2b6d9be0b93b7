import { toConsulate } from '@sello/planner/plan-model';
import { type TGeneratePlanResponse, ZGeneratePlanResponse } from '@sello/shared/planner-schemas';
import { z } from 'zod';
import { DEFAULT_WIZARD_VALUES, LAST_STEP, type TWizardValues } from './wizard-values';

export const ANSWERS_STORAGE_KEY = 'sello.planner.answers';
export const PLAN_STORAGE_KEY = 'sello.planner.plan';

const text = (fallback: string) => z.string().max(200).catch(fallback);
const yesNo = (fallback: 'yes' | 'no') => z.enum(['yes', 'no']).catch(fallback);

// Whatever was saved (an older version, a hand edit) is read field by field; anything unreadable falls back.
const ZStoredValues = z.object({
  country: text(DEFAULT_WIZARD_VALUES.country),
  visa_type: text(''),
  // Saved before consulates were named ('chicago'): read as the name.
  consulate: text('').transform((value) => toConsulate(value) ?? value),
  appointment_date: text(''),
  applicant_type: text(''),
  citizenship_status: text(''),
  nie_status: text(''),
  has_dependents: yesNo(DEFAULT_WIZARD_VALUES.has_dependents),
  dependents_count: text(''),
  any_dependent_18plus: yesNo('no'),
  any_dependent_married: yesNo('no'),
  residence_history_5y: z
    .array(z.object({ country: z.string().max(10), months: z.string().max(10) }))
    .max(20)
    .catch(DEFAULT_WIZARD_VALUES.residence_history_5y),
  company_state_incorp: text(''),
  company_age_months: text(''),
  months_with_company: text(''),
  has_degree: yesNo('no'),
  years_experience: text(''),
  monthly_income_amount: text(''),
  monthly_income_currency: text(DEFAULT_WIZARD_VALUES.monthly_income_currency),
  health_insurance_has_no_copays_limits: yesNo('no'),
  ssa_certificate_of_coverage: yesNo(DEFAULT_WIZARD_VALUES.ssa_certificate_of_coverage),
});

const ZStoredWizard = z.object({
  step: z.number().int().min(0).max(LAST_STEP).catch(0),
  /** The query string whose country/visa were last applied, so a reload does not apply it over later edits. */
  query: z.string().max(500).catch(''),
  values: ZStoredValues.catch(DEFAULT_WIZARD_VALUES),
});
export type TStoredWizard = { step: number; query: string; values: TWizardValues };

// Storage can be missing or full (private mode, quota): the wizard still works, it just forgets.
const read = (storage: () => Storage, key: string): unknown => {
  try {
    const raw = storage().getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: unknown) => {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // See `read`.
  }
};

export const loadWizard = (): TStoredWizard | null => {
  const raw = read(() => window.localStorage, ANSWERS_STORAGE_KEY);
  if (raw === null) return null;
  const parsed = ZStoredWizard.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export const saveWizard = (state: TStoredWizard) => write(() => window.localStorage, ANSWERS_STORAGE_KEY, state);

export const loadPlan = (): TGeneratePlanResponse | null => {
  const parsed = ZGeneratePlanResponse.safeParse(read(() => window.sessionStorage, PLAN_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
};

export const savePlan = (plan: TGeneratePlanResponse) => write(() => window.sessionStorage, PLAN_STORAGE_KEY, plan);
