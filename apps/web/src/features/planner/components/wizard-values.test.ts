import { ZGeneratePlanRequest } from '@sello/shared/planner-schemas';
import { describe, expect, it } from 'vitest';
import {
  checkWizardValues,
  countryFromQuery,
  DEFAULT_WIZARD_VALUES,
  isoDateInDays,
  stepOfField,
  stepSchema,
  stepSkipReason,
  type TWizardValues,
  visaFromQuery,
} from './wizard-values';

const dnv: TWizardValues = {
  ...DEFAULT_WIZARD_VALUES,
  visa_type: 'DNV',
  consulate: 'Chicago',
  applicant_type: 'employee',
  citizenship_status: 'usc',
  nie_status: 'need',
  has_dependents: 'yes',
  dependents_count: ' 2 ',
  residence_history_5y: [
    { country: 'us', months: '48' },
    { country: ' mx ', months: '12' },
  ],
  company_state_incorp: 'de',
  company_age_months: '36',
  months_with_company: '1,200',
  years_experience: '6.5',
  monthly_income_amount: '3,000',
};

describe('visa and country queries', () => {
  it.each([
    ['Telework (Digital Nomad)', 'DNV'],
    ['telework (digital nomad)', 'DNV'],
    ['Non-working (Non-lucrative) Residence', 'NLV'],
    ['Work Visa', 'WKV'],
    ['nlv', 'NLV'],
    ['WKV', 'WKV'],
    ['Golden visa', null],
    [null, null],
  ])('visa %j → %j', (query, expected) => {
    expect(visaFromQuery(query)).toBe(expected);
  });

  it('upper-cases the country and keeps only supported ones', () => {
    expect(countryFromQuery('es')).toBe('ES');
    expect(countryFromQuery(' Spain ')).toBe('ES');
    expect(countryFromQuery('FR')).toBeNull();
    expect(countryFromQuery(null)).toBeNull();
  });
});

describe('checkWizardValues', () => {
  it('parses numbers, upper-cases codes and builds a request the API schema accepts', () => {
    const check = checkWizardValues(dnv);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      answers: {
        applicant_type: 'employee',
        has_dependents: true,
        dependents_count: 2,
        residence_history_5y: [
          { country: 'US', months: 48 },
          { country: 'MX', months: 12 },
        ],
        company_state_incorp: 'DE',
        company_age_months: 36,
        months_with_company: 1200,
        years_experience: 6.5,
        monthly_income_amount: 3000,
        monthly_income_currency: 'USD',
        ssa_certificate_of_coverage: true,
        appointment_date: null,
      },
    });
    expect(ZGeneratePlanRequest.safeParse(check.request).success).toBe(true);
  });

  it('leaves out the answers of steps that do not apply (NLV: no company, credentials, applicant type)', () => {
    const check = checkWizardValues({ ...dnv, visa_type: 'NLV', company_age_months: 'not a number' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request.answers).not.toHaveProperty('company_age_months');
    expect(check.request.answers).not.toHaveProperty('has_degree');
    expect(check.request.answers).not.toHaveProperty('applicant_type');
    expect(check.request.answers).not.toHaveProperty('ssa_certificate_of_coverage');
    expect(check.request.answers).toHaveProperty('monthly_income_amount', 3000);
  });

  it('sends no dependents when there are none, whatever the hidden count says', () => {
    const check = checkWizardValues({ ...dnv, has_dependents: 'no', dependents_count: 'x' });
    expect(check.ok && check.request.answers).toMatchObject({ has_dependents: false, dependents_count: 0 });
  });

  it("preselects the specification's defaults: only the citizenship is left to answer", () => {
    expect(checkWizardValues(DEFAULT_WIZARD_VALUES)).toEqual({
      ok: false,
      issues: [{ path: 'citizenship_status', message: 'chooseCitizenship' }],
    });
    const check = checkWizardValues({ ...DEFAULT_WIZARD_VALUES, citizenship_status: 'usc' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      answers: {
        applicant_type: 'employee',
        nie_status: 'need',
        residence_history_5y: [{ country: 'US', months: 60 }],
        ssa_certificate_of_coverage: true,
      },
    });
    expect(ZGeneratePlanRequest.safeParse(check.request).success).toBe(true);
  });

  it('reports every invalid field with its path', () => {
    const check = checkWizardValues({
      ...DEFAULT_WIZARD_VALUES,
      visa_type: '',
      consulate: '',
      nie_status: '',
      residence_history_5y: [{ country: 'USA', months: '61' }],
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const paths = check.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'visa_type',
        'consulate',
        'citizenship_status',
        'nie_status',
        'residence_history_5y.0.country',
        'residence_history_5y.0.months',
      ]),
    );
  });
});

describe('step rules', () => {
  it('asks for country, visa type and consulate on step 1', () => {
    const result = stepSchema('destination', null).safeParse({
      ...DEFAULT_WIZARD_VALUES,
      country: '',
      visa_type: '',
      consulate: '',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['country', 'visa_type', 'consulate']);
  });

  it('rejects an appointment in the past but accepts a blank one', () => {
    const base = { ...DEFAULT_WIZARD_VALUES, visa_type: 'DNV', consulate: 'Miami' };
    expect(stepSchema('destination', 'DNV').safeParse({ ...base, appointment_date: isoDateInDays(-1) }).success).toBe(
      false,
    );
    expect(stepSchema('destination', 'DNV').safeParse({ ...base, appointment_date: '' }).success).toBe(true);
  });

  it('needs a dependents count only when family members come', () => {
    const missing = stepSchema('dependents', 'DNV').safeParse({ ...DEFAULT_WIZARD_VALUES, has_dependents: 'yes' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['dependents_count'] });
    expect(stepSchema('dependents', 'DNV').safeParse(DEFAULT_WIZARD_VALUES).success).toBe(true);
  });

  it('takes countries and states only from their lists', () => {
    const result = stepSchema('residence', 'DNV').safeParse({
      ...DEFAULT_WIZARD_VALUES,
      residence_history_5y: [{ country: 'XX', months: '60' }],
    });
    expect(result.error?.issues[0]?.message).toBe('countryFromList');
    const company = stepSchema('company', 'DNV').safeParse({ ...DEFAULT_WIZARD_VALUES, company_state_incorp: 'ZZ' });
    expect(company.error?.issues[0]?.message).toBe('stateFromList');
  });

  it('caps the residence history at 60 months in total', () => {
    const result = stepSchema('residence', 'DNV').safeParse({
      ...DEFAULT_WIZARD_VALUES,
      residence_history_5y: [
        { country: 'US', months: '50' },
        { country: 'GB', months: '20' },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe('monthsOver');
  });

  it('explains skipped steps', () => {
    expect(stepSkipReason('company', 'NLV')).toBe('companyNlv');
    expect(stepSkipReason('company', 'WKV')).toBe('companyWkv');
    expect(stepSkipReason('company', 'DNV')).toBeNull();
    expect(stepSkipReason('credentials', 'NLV')).toBe('credentialsNlv');
    expect(stepSkipReason('income', 'WKV')).toBe('incomeWkv');
  });

  it('maps a field path to its step', () => {
    expect(stepOfField('consulate')).toBe(0);
    expect(stepOfField('residence_history_5y.1.months')).toBe(3);
    expect(stepOfField('monthly_income_amount')).toBe(6);
  });
});
