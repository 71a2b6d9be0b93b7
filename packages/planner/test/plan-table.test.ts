import { describe, expect, it } from 'vitest';
import { type TPlannerAnswersInput, type TRequirement, ZPlan } from '../src/plan-model.ts';
import { card, docIds, hasCritical, plan } from './plan-helpers.ts';

/**
 * Answer sets against expected cards, requirement levels, thresholds and FBI validity, written out by hand
 * from planner-facts §2–§4 (2025 figures unless the date says otherwise).
 */
type TRow = {
  name: string;
  answers: TPlannerAnswersInput;
  today?: Date;
  docs: string[];
  requirements?: Record<string, TRequirement>;
  /** Monthly EUR threshold on the income card; null for WKV (no income card). */
  threshold: number | null;
  /** Whether the income meets it; null when no income was given or no threshold applies. */
  meets: boolean | null;
  fbiDays: number;
};

const BASE_DOCS = ['visa_form', 'passport', 'residence_proof', 'fbi_record'];
const DNV_EMPLOYEE = [
  'employer_certificate',
  'company_existence',
  'economic_means',
  'health_insurance',
  'ssa_coverage_certificate',
  'criminal_record_declaration',
];
const NLV_DOCS = ['financial_means', 'health_insurance', 'medical_certificate'];
const WKV_DOCS = ['work_authorisation', 'employment_contract', 'medical_certificate'];
const FAMILY = ['marriage_certificate', 'birth_certificates'];
const ADULT_FAMILY = ['adult_child_dependency', 'fbi_record_dependents'];

const rows: TRow[] = [
  {
    name: 'DNV Chicago employee with degree, alone, income above',
    answers: {
      visa_type: 'DNV',
      consulate: 'Chicago',
      has_degree: true,
      company_age_months: 36,
      months_with_company: 12,
      monthly_income_amount: 5000,
    },
    docs: [...BASE_DOCS, ...DNV_EMPLOYEE, 'degree_diploma', 'nie_certificate'],
    requirements: { nie_certificate: 'conditional', ssa_coverage_certificate: 'conditional', fbi_record: 'required' },
    threshold: 2762.67,
    meets: true,
    fbiDays: 90,
  },
  {
    name: 'DNV New York employee by experience, alone, income below ($3,000 → €2,580)',
    answers: { visa_type: 'DNV', consulate: 'New York', years_experience: 5, monthly_income_amount: 3000 },
    docs: [...BASE_DOCS, ...DNV_EMPLOYEE, 'experience_proof', 'nie_certificate'],
    requirements: { nie_certificate: 'required' },
    threshold: 2762.67,
    meets: false,
    fbiDays: 180,
  },
  {
    name: 'DNV Miami self-employed, 2 dependents (one 18+), income above',
    answers: {
      visa_type: 'DNV',
      consulate: 'Miami',
      applicant_type: 'self_employed',
      has_degree: true,
      has_dependents: true,
      dependents_count: 2,
      any_dependent_18plus: true,
      monthly_income_amount: 5000,
      monthly_income_currency: 'EUR',
    },
    docs: [
      ...BASE_DOCS,
      'client_contracts',
      'company_existence',
      'economic_means',
      'health_insurance',
      'spanish_social_security',
      'criminal_record_declaration',
      'degree_diploma',
      'nie_certificate',
      ...FAMILY,
      ...ADULT_FAMILY,
    ],
    requirements: {
      marriage_certificate: 'required_for_dependents',
      fbi_record_dependents: 'required_for_dependents',
      spanish_social_security: 'conditional',
    },
    threshold: 4144,
    meets: true,
    fbiDays: 90,
  },
  {
    name: 'DNV San Francisco employee, 1 dependent, income below (€3,500 < €3,798.67)',
    answers: {
      visa_type: 'DNV',
      consulate: 'San Francisco',
      has_degree: true,
      has_dependents: true,
      dependents_count: 1,
      monthly_income_amount: 3500,
      monthly_income_currency: 'EUR',
    },
    docs: [...BASE_DOCS, ...DNV_EMPLOYEE, 'degree_diploma', 'nie_certificate', ...FAMILY],
    requirements: { nie_certificate: 'required', birth_certificates: 'required_for_dependents' },
    threshold: 3798.67,
    meets: false,
    fbiDays: 180,
  },
  {
    name: 'DNV Washington employee without CoC, NIE held, 3 dependents, 2026, lived in Canada last year',
    answers: {
      visa_type: 'DNV',
      consulate: 'Washington DC',
      nie_status: 'have',
      has_degree: true,
      ssa_certificate_of_coverage: false,
      has_dependents: true,
      dependents_count: 3,
      monthly_income_amount: 6000,
      residence_history_5y: [
        { country: 'CA', months: 12 },
        { country: 'US', months: 48 },
      ],
    },
    today: new Date('2026-03-01T12:00:00Z'),
    docs: [
      ...BASE_DOCS,
      'employer_certificate',
      'company_existence',
      'economic_means',
      'health_insurance',
      'spanish_social_security',
      'criminal_record_declaration',
      'degree_diploma',
      'police_certificate_ca',
      ...FAMILY,
    ],
    requirements: { police_certificate_ca: 'conditional' },
    // 2026 basis A: 1,424.50 × (2 + 0.75 + 2 × 0.25) = 4,629.625.
    threshold: 4629.63,
    meets: true,
    fbiDays: 180,
  },
  {
    name: 'NLV Chicago alone, income above ($3,000 → €2,580 ≥ €2,400)',
    answers: { visa_type: 'NLV', consulate: 'Chicago', monthly_income_amount: 3000 },
    docs: [...BASE_DOCS, ...NLV_DOCS, 'nie_certificate'],
    requirements: { nie_certificate: 'conditional', medical_certificate: 'required' },
    threshold: 2400,
    meets: true,
    fbiDays: 90,
  },
  {
    name: 'NLV New York, 2 dependents, income below (€3,000 < €3,600)',
    answers: {
      visa_type: 'NLV',
      consulate: 'New York',
      nie_status: 'have',
      has_dependents: true,
      dependents_count: 2,
      monthly_income_amount: 3000,
      monthly_income_currency: 'EUR',
    },
    docs: [...BASE_DOCS, ...NLV_DOCS, ...FAMILY],
    threshold: 3600,
    meets: false,
    fbiDays: 180,
  },
  {
    name: 'NLV Miami, 1 adult dependent, green card holder, no income given',
    answers: {
      visa_type: 'NLV',
      consulate: 'Miami',
      citizenship_status: 'lpr',
      has_dependents: true,
      dependents_count: 1,
      any_dependent_18plus: true,
    },
    docs: [...BASE_DOCS, ...NLV_DOCS, 'nie_certificate', 'legal_status_proof', ...FAMILY, ...ADULT_FAMILY],
    requirements: { legal_status_proof: 'conditional', adult_child_dependency: 'required_for_dependents' },
    threshold: 3000,
    meets: null,
    fbiDays: 90,
  },
  {
    name: 'NLV San Francisco alone, income below (€2,000), lived in Mexico 3 years ago',
    answers: {
      visa_type: 'NLV',
      consulate: 'San Francisco',
      monthly_income_amount: 2000,
      monthly_income_currency: 'EUR',
      residence_history_5y: [
        { country: 'US', months: 36 },
        { country: 'MX', months: 24 },
      ],
    },
    docs: [...BASE_DOCS, ...NLV_DOCS, 'nie_certificate', 'police_certificate_mx'],
    threshold: 2400,
    meets: false,
    fbiDays: 180,
  },
  {
    name: 'NLV Washington, 4 dependents, income above ($10,000 → €8,600)',
    answers: {
      visa_type: 'NLV',
      consulate: 'Washington DC',
      has_dependents: true,
      dependents_count: 4,
      monthly_income_amount: 10_000,
    },
    docs: [...BASE_DOCS, ...NLV_DOCS, 'nie_certificate', ...FAMILY],
    threshold: 4800,
    meets: true,
    fbiDays: 180,
  },
  {
    name: 'WKV Chicago alone',
    answers: { visa_type: 'WKV', consulate: 'Chicago' },
    docs: [...BASE_DOCS, ...WKV_DOCS, 'nie_certificate'],
    requirements: { work_authorisation: 'required', employment_contract: 'required' },
    threshold: null,
    meets: null,
    fbiDays: 90,
  },
  {
    name: 'WKV New York with dependents (they apply separately), income given but not checked',
    answers: {
      visa_type: 'WKV',
      consulate: 'New York',
      has_dependents: true,
      dependents_count: 2,
      any_dependent_18plus: true,
      monthly_income_amount: 500,
    },
    docs: [...BASE_DOCS, ...WKV_DOCS, 'nie_certificate'],
    threshold: null,
    meets: null,
    fbiDays: 180,
  },
  {
    name: 'WKV Miami, other status, lived in Germany within 5 years',
    answers: {
      visa_type: 'WKV',
      consulate: 'Miami',
      citizenship_status: 'other',
      residence_history_5y: [
        { country: 'US', months: 50 },
        { country: 'DE', months: 10 },
      ],
    },
    docs: [...BASE_DOCS, ...WKV_DOCS, 'nie_certificate', 'legal_status_proof', 'police_certificate_de'],
    threshold: null,
    meets: null,
    fbiDays: 90,
  },
  {
    name: 'WKV San Francisco, NIE held',
    answers: { visa_type: 'WKV', consulate: 'San Francisco', nie_status: 'have' },
    docs: [...BASE_DOCS, ...WKV_DOCS],
    threshold: null,
    meets: null,
    fbiDays: 180,
  },
  {
    name: 'WKV Washington, green card holder',
    answers: { visa_type: 'WKV', consulate: 'Washington DC', citizenship_status: 'lpr' },
    docs: [...BASE_DOCS, ...WKV_DOCS, 'nie_certificate', 'legal_status_proof'],
    threshold: null,
    meets: null,
    fbiDays: 180,
  },
];

describe('answer-set table (planner-facts §2–§4)', () => {
  it.each(rows)('$name', (row) => {
    const result = plan(row.answers, row.today);
    expect(() => ZPlan.parse(result)).not.toThrow();
    expect(docIds(result)).toEqual([...row.docs].sort());
    for (const [docId, requirement] of Object.entries(row.requirements ?? {})) {
      expect(card(result, docId).requirement, docId).toBe(requirement);
    }
    const incomeCards = result.web.cards.filter((entry) => entry.computed_threshold !== null);
    if (row.threshold === null) {
      expect(incomeCards).toEqual([]);
    } else {
      expect(incomeCards).toHaveLength(1);
      const income = incomeCards[0];
      expect(income?.computed_threshold?.total_monthly_eur).toBe(row.threshold);
      expect(income?.income_check?.meets_threshold ?? null).toBe(row.meets);
      expect(income && hasCritical(income)).toBe(row.meets === false);
    }
    expect(card(result, 'fbi_record').validity_days_max).toBe(row.fbiDays);
    expect(result.web.timeline.length).toBe(result.web.cards.reduce((sum, entry) => sum + entry.steps.length, 0));
  });

  it('covers each visa type and each consulate, with and without dependents, income above and below', () => {
    const visaTypes = new Set(rows.map((row) => row.answers.visa_type));
    const consulates = new Set(rows.map((row) => row.answers.consulate));
    expect(visaTypes).toEqual(new Set(['DNV', 'NLV', 'WKV']));
    expect(consulates).toEqual(new Set(['Chicago', 'New York', 'Miami', 'San Francisco', 'Washington DC']));
    expect(rows.some((row) => row.answers.has_dependents)).toBe(true);
    expect(rows.some((row) => !row.answers.has_dependents)).toBe(true);
    expect(rows.some((row) => row.meets === true)).toBe(true);
    expect(rows.some((row) => row.meets === false)).toBe(true);
  });
});
