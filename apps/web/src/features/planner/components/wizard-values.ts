import {
  APPLICANT_TYPES,
  CITIZENSHIP_STATUSES,
  CONSULATES,
  DEFAULT_CONSULATE,
  DEFAULT_COUNTRY,
  DEFAULT_VISA_TYPE,
  INCOME_CURRENCIES,
  NIE_STATUSES,
  PLANNER_COUNTRIES,
  type TPlannerAnswersInput,
  type TPlannerCountry,
  type TVisaType,
  toPlannerCountry,
  toVisaType,
  VISA_TYPES,
} from '@sello/planner/plan-model';
import type { TGeneratePlanRequest } from '@sello/shared/planner-schemas';
import { z } from 'zod';
import { isCountryCode, isUsStateCode } from './place-options';

/**
 * The wizard's form: every answer as the text a control holds (numbers are parsed, codes upper-cased,
 * yes/no turned into booleans only when the request is built), so the form can be saved and restored as it is.
 */

export type TYesNo = 'yes' | 'no';
export type TResidenceRow = { country: string; months: string };

export type TWizardValues = {
  country: string;
  visa_type: string;
  consulate: string;
  appointment_date: string;
  applicant_type: string;
  citizenship_status: string;
  nie_status: string;
  has_dependents: TYesNo;
  dependents_count: string;
  any_dependent_18plus: TYesNo;
  any_dependent_married: TYesNo;
  residence_history_5y: TResidenceRow[];
  company_state_incorp: string;
  company_age_months: string;
  months_with_company: string;
  has_degree: TYesNo;
  years_experience: string;
  monthly_income_amount: string;
  monthly_income_currency: string;
  health_insurance_has_no_copays_limits: TYesNo;
  ssa_certificate_of_coverage: TYesNo;
};

export const DEFAULT_RESIDENCE_ROW: TResidenceRow = { country: 'US', months: '60' };
export const LOOK_BACK_MONTHS = 60;
export const DEFAULT_APPOINTMENT_DAYS = 90;

/** A new wizard: the specification's defaults preselected (ES, DNV, Chicago, employee, NIE needed, US 60 months, SSA). */
export const DEFAULT_WIZARD_VALUES: TWizardValues = {
  country: DEFAULT_COUNTRY,
  visa_type: DEFAULT_VISA_TYPE,
  consulate: DEFAULT_CONSULATE,
  appointment_date: '',
  applicant_type: 'employee',
  citizenship_status: '',
  nie_status: 'need',
  has_dependents: 'no',
  dependents_count: '',
  any_dependent_18plus: 'no',
  any_dependent_married: 'no',
  residence_history_5y: [DEFAULT_RESIDENCE_ROW],
  company_state_incorp: '',
  company_age_months: '',
  months_with_company: '',
  has_degree: 'no',
  years_experience: '',
  monthly_income_amount: '',
  monthly_income_currency: 'USD',
  health_insurance_has_no_copays_limits: 'no',
  ssa_certificate_of_coverage: 'yes',
};

/** The steps in order; each one's title and heading are `steps.<id>` in the planner catalogue. */
export const WIZARD_STEPS = [
  { id: 'destination' },
  { id: 'applicant' },
  { id: 'dependents' },
  { id: 'residence' },
  { id: 'company' },
  { id: 'credentials' },
  { id: 'income' },
  { id: 'health' },
  { id: 'review' },
] as const;
export type TWizardStepId = (typeof WIZARD_STEPS)[number]['id'];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The form fields each step owns: Next validates these. */
export const STEP_FIELDS: Record<TWizardStepId, ReadonlyArray<keyof TWizardValues>> = {
  destination: ['country', 'visa_type', 'consulate', 'appointment_date'],
  applicant: ['applicant_type', 'citizenship_status', 'nie_status'],
  dependents: ['has_dependents', 'dependents_count', 'any_dependent_18plus', 'any_dependent_married'],
  residence: ['residence_history_5y'],
  company: ['company_state_incorp', 'company_age_months', 'months_with_company'],
  credentials: ['has_degree', 'years_experience'],
  income: ['monthly_income_amount', 'monthly_income_currency'],
  health: ['health_insurance_has_no_copays_limits', 'ssa_certificate_of_coverage'],
  review: [],
};

const isVisaType = (value: string): value is TVisaType => (VISA_TYPES as readonly string[]).includes(value);

export const asVisaType = (value: string): TVisaType | null => (isVisaType(value) ? value : null);

/** Only self-employed or employed remote workers have a work pattern to ask about. */
export const asksApplicantType = (visa: TVisaType | null) => visa !== 'NLV';
export const asksSsaCertificate = (visa: TVisaType | null) => visa === 'DNV';

/** Why a step does not apply: its message is `skip.<reason>` in the planner catalogue. */
export type TSkipReason = 'companyNlv' | 'companyWkv' | 'credentialsNlv' | 'incomeWkv';

/**
 * Why a step does not apply to the chosen visa, or null when it does. Steps that do not apply show the reason
 * and send nothing, so the rules use their defaults.
 */
export const stepSkipReason = (step: TWizardStepId, visa: TVisaType | null): TSkipReason | null => {
  if (visa === null) return null;
  if (step === 'company' && visa !== 'DNV') return visa === 'NLV' ? 'companyNlv' : 'companyWkv';
  if (step === 'credentials' && visa === 'NLV') return 'credentialsNlv';
  if (step === 'income' && visa === 'WKV') return 'incomeWkv';
  return null;
};

/**
 * The validation messages are the planner catalogue's keys (`errors.<key>`), so the form shows them in the page's
 * language (wizard-errors.ts): `chooseVisa`, or `<kind>:<field>` for a number (`notNumber:income`).
 */
export type TNumberField = 'dependents' | 'months' | 'companyAge' | 'monthsWithCompany' | 'experience' | 'income';
export type TNumberErrorKind = 'required' | 'notNumber' | 'notWhole' | 'range';

/** The range each number answer takes (the plan model's limits). */
export const NUMBER_LIMITS: Record<TNumberField, { min: number; max: number }> = {
  dependents: { min: 1, max: 10 },
  months: { min: 0, max: LOOK_BACK_MONTHS },
  companyAge: { min: 0, max: 2400 },
  monthsWithCompany: { min: 0, max: 1200 },
  experience: { min: 0, max: 80 },
  income: { min: 0, max: 100_000_000 },
};

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.string().refine((value): value is T => (values as readonly string[]).includes(value), { error: message });

const yesNo = z.enum(['yes', 'no']).transform((value) => value === 'yes');

/** Text to a number: blank is null, thousands separators are allowed; whole numbers and a range when asked. */
const numberText = ({
  field,
  integer = true,
  required = false,
}: {
  field: TNumberField;
  integer?: boolean;
  required?: boolean;
}) =>
  z.string().transform((raw, ctx): number | null => {
    const { min, max } = NUMBER_LIMITS[field];
    const text = raw.trim().replace(/[,\s]/g, '');
    const fail = (kind: TNumberErrorKind) => {
      ctx.issues.push({ code: 'custom', message: `${kind}:${field}`, input: raw });
      return z.NEVER;
    };
    if (text === '') return required ? fail('required') : null;
    const value = Number(text);
    if (!Number.isFinite(value)) return fail('notNumber');
    if (integer && !Number.isInteger(value)) return fail('notWhole');
    if (value < min || value > max) return fail('range');
    return value;
  });

/** Today plus `days`, as YYYY-MM-DD in local time. */
export const isoDateInDays = (days: number, from = new Date()): string => {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const destinationSchema = z.object({
  country: oneOf(PLANNER_COUNTRIES, 'chooseCountry'),
  visa_type: oneOf(VISA_TYPES, 'chooseVisa'),
  consulate: oneOf(CONSULATES, 'chooseConsulate'),
  appointment_date: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: 'enterDate' })
    .refine((value) => value === '' || value >= isoDateInDays(0), { error: 'futureDate' })
    .transform((value) => value || null),
});

const applicantSchema = (visa: TVisaType | null) =>
  z.object({
    applicant_type: asksApplicantType(visa)
      ? oneOf(APPLICANT_TYPES, 'chooseWork')
      : z.string().transform(() => undefined),
    citizenship_status: oneOf(CITIZENSHIP_STATUSES, 'chooseCitizenship'),
    nie_status: oneOf(NIE_STATUSES, 'chooseNie'),
  });

const dependentsSchema = z
  .object({
    has_dependents: yesNo,
    dependents_count: z.string(),
    any_dependent_18plus: yesNo,
    any_dependent_married: yesNo,
  })
  .transform((values, ctx) => {
    if (!values.has_dependents) {
      return { has_dependents: false, dependents_count: 0, any_dependent_18plus: false, any_dependent_married: false };
    }
    const count = numberText({ field: 'dependents', required: true }).safeParse(values.dependents_count);
    if (!count.success) {
      for (const issue of count.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, path: ['dependents_count'], input: values });
      }
      return z.NEVER;
    }
    return { ...values, dependents_count: count.data ?? 0 };
  });

const residenceSchema = z.object({
  residence_history_5y: z
    .array(
      z.object({
        country: z.string().trim().toUpperCase().refine(isCountryCode, { error: 'countryFromList' }),
        months: numberText({ field: 'months', required: true }).transform((value) => value ?? 0),
      }),
    )
    .min(1, { error: 'addCountry' })
    .max(20, { error: 'tooManyCountries' })
    .refine((rows) => rows.reduce((sum, row) => sum + row.months, 0) <= LOOK_BACK_MONTHS, {
      error: 'monthsOver',
    }),
});

const companySchema = z.object({
  company_state_incorp: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isUsStateCode(value), { error: 'stateFromList' })
    .transform((value) => value || null),
  company_age_months: numberText({ field: 'companyAge' }),
  months_with_company: numberText({ field: 'monthsWithCompany' }),
});

const credentialsSchema = z.object({
  has_degree: yesNo,
  years_experience: numberText({ field: 'experience', integer: false }),
});

const incomeSchema = z.object({
  monthly_income_amount: numberText({ field: 'income', integer: false }),
  monthly_income_currency: oneOf(INCOME_CURRENCIES, 'chooseCurrency'),
});

const healthSchema = (visa: TVisaType | null) =>
  z.object({
    health_insurance_has_no_copays_limits: yesNo,
    ssa_certificate_of_coverage: asksSsaCertificate(visa) ? yesNo : z.string().transform(() => undefined),
  });

/** The schema of one step for the chosen visa; a step that does not apply accepts anything and adds nothing. */
export const stepSchema = (step: TWizardStepId, visa: TVisaType | null): z.ZodType<Record<string, unknown>> => {
  if (stepSkipReason(step, visa) !== null) return z.object({}).transform(() => ({}));
  switch (step) {
    case 'destination':
      return destinationSchema;
    case 'applicant':
      return applicantSchema(visa);
    case 'dependents':
      return dependentsSchema;
    case 'residence':
      return residenceSchema;
    case 'company':
      return companySchema;
    case 'credentials':
      return credentialsSchema;
    case 'income':
      return incomeSchema;
    case 'health':
      return healthSchema(visa);
    case 'review':
      return z.object({}).transform(() => ({}));
  }
};

export type TStepIssue = { path: string; message: string };

export type TWizardCheck = { ok: true; request: TGeneratePlanRequest } | { ok: false; issues: TStepIssue[] };

/**
 * Validates every step on its own (an error in one step never hides another's) and, when all pass,
 * builds the generate request.
 */
export const checkWizardValues = (input: TWizardValues): TWizardCheck => {
  // A radio group with nothing chosen reads as null in react-hook-form: treat it as unanswered.
  const values = Object.fromEntries(
    Object.entries(DEFAULT_WIZARD_VALUES).map(([key, fallback]) => [
      key,
      input[key as keyof TWizardValues] ?? fallback,
    ]),
  ) as TWizardValues;
  const visa = asVisaType(values.visa_type);
  const issues: TStepIssue[] = [];
  const answers: Record<string, unknown> = {};
  for (const { id } of WIZARD_STEPS) {
    const result = stepSchema(id, visa).safeParse(values);
    if (result.success) Object.assign(answers, result.data);
    else issues.push(...result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  if (issues.length > 0 || visa === null) return { ok: false, issues };
  const { country, visa_type, consulate, ...rest } = answers as TPlannerAnswersInput & Record<string, unknown>;
  const cleaned = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ok: true,
    request: {
      country: country ?? DEFAULT_COUNTRY,
      visa_type: visa_type ?? visa,
      consulate: consulate ?? DEFAULT_CONSULATE,
      answers: cleaned,
    },
  };
};

/** Which step a field path (`residence_history_5y.0.months`) belongs to. */
export const stepOfField = (path: string): number => {
  const field = path.split('.')[0];
  const index = WIZARD_STEPS.findIndex(({ id }) => (STEP_FIELDS[id] as readonly string[]).includes(field ?? ''));
  return index === -1 ? 0 : index;
};

/** The `visa` query: a code (DNV) or its label ('Telework (Digital Nomad)'), any case. */
export const visaFromQuery = (raw: string | null): TVisaType | null => (raw ? toVisaType(raw) : null);

/** The `country` query: a supported country's code (ES) or name (Spain), any case. */
export const countryFromQuery = (raw: string | null): TPlannerCountry | null => (raw ? toPlannerCountry(raw) : null);
