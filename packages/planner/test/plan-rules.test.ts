import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { countriesWithinLookback } from '../src/criminal-record-cards.ts';
import { generatePlan } from '../src/generate-plan.ts';
import { ZPlan } from '../src/plan-model.ts';
import { card, docIds, hasCritical, levels, plan, TODAY } from './plan-helpers.ts';

const DNV = { visa_type: 'DNV' } as const;
const NLV = { visa_type: 'NLV' } as const;
const WKV = { visa_type: 'WKV' } as const;

describe('income thresholds on the plan (planner-facts §2)', () => {
  it('DNV: 200% SMI + 75% first + 25% each further dependent, on the income card (Joint Instruction 2023)', () => {
    const result = plan({ ...DNV, has_dependents: true, dependents_count: 3 });
    expect(card(result, 'economic_means').computed_threshold).toMatchObject({
      year: 2025,
      principal_eur: 2762.67,
      dependents_eur: { first: 1036, additional_each: 345.33 },
      each_dependent_eur: 345.33,
      total_monthly_eur: 4489.33,
    });
  });

  it('NLV: 400% IPREM + 100% per dependent (exteriores NLV page)', () => {
    const result = plan({ ...NLV, has_dependents: true, dependents_count: 2 });
    expect(card(result, 'financial_means').computed_threshold).toMatchObject({
      principal_eur: 2400,
      dependents_eur: { first: 600, additional_each: 600 },
      total_monthly_eur: 3600,
      total_annual_eur: 43_200,
    });
  });

  it('2026 thresholds apply in 2026 (RD 126/2026): DNV principal 2,849.00', () => {
    const result = plan(DNV, new Date('2026-03-01T00:00:00Z'));
    expect(card(result, 'economic_means').computed_threshold?.principal_eur).toBe(2849);
  });

  it('a year beyond the dataset uses the latest year with an info warning', () => {
    const income = card(plan(DNV, new Date('2028-01-10T00:00:00Z')), 'economic_means');
    expect(income.computed_threshold?.year).toBe(2026);
    expect(income.warnings).toContainEqual(
      expect.objectContaining({ level: 'info', message: expect.stringMatching(/2028/) }),
    );
  });

  it('income below the threshold: critical on the income card with the shortfall, USD converted at the dated rate', () => {
    const income = card(
      plan({ ...DNV, monthly_income_amount: 3000, monthly_income_currency: 'USD' }),
      'economic_means',
    );
    expect(income.income_check).toMatchObject({
      income_monthly_eur: 2580,
      meets_threshold: false,
      shortfall_monthly_eur: 182.67,
      converted_from: { usd_to_eur: 0.86, currency: 'USD' },
    });
    expect(income.warnings[0]).toMatchObject({ level: 'critical', message: expect.stringContaining('€182.67') });
    expect(income.notes.join(' ')).toMatch(/0\.86/);
  });

  it('income above the threshold: no critical warning, shortfall 0', () => {
    const income = card(
      plan({ ...NLV, monthly_income_amount: 2500, monthly_income_currency: 'EUR' }),
      'financial_means',
    );
    expect(income.income_check).toMatchObject({
      meets_threshold: true,
      shortfall_monthly_eur: 0,
      converted_from: null,
    });
    expect(hasCritical(income)).toBe(false);
  });

  it('no income given: a warning asks for it, no income check', () => {
    const income = card(plan(DNV), 'economic_means');
    expect(income.income_check).toBeNull();
    expect(levels(income)).toContain('warning');
  });

  it('WKV has no income threshold (salary fixed by the approved contract, planner-facts §1)', () => {
    const result = plan({ ...WKV, monthly_income_amount: 100 });
    expect(result.web.cards.every((entry) => entry.computed_threshold === null && entry.income_check === null)).toBe(
      true,
    );
    expect(result.warnings.some((w) => w.doc_id === null && /no income threshold/.test(w.message))).toBe(true);
  });
});

describe('DNV employee and qualification rules (Ley 14/2013 arts. 74 bis/ter, planner-facts §1)', () => {
  it('company younger than 12 months: critical on the company certificate; 12 months: none', () => {
    expect(hasCritical(card(plan({ ...DNV, company_age_months: 11 }), 'company_existence'))).toBe(true);
    expect(hasCritical(card(plan({ ...DNV, company_age_months: 12 }), 'company_existence'))).toBe(false);
  });

  it('fewer than 3 months with the employer: critical on the employer certificate; 3 months: none', () => {
    expect(hasCritical(card(plan({ ...DNV, months_with_company: 2 }), 'employer_certificate'))).toBe(true);
    expect(hasCritical(card(plan({ ...DNV, months_with_company: 3 }), 'employer_certificate'))).toBe(false);
  });

  it('employer certificate states seniority, income and remote-from-Spain permission (Chicago telework page)', () => {
    const employer = card(plan(DNV), 'employer_certificate');
    expect(employer.description).toMatch(/3 months/);
    expect(employer.description).toMatch(/income/);
    expect(employer.description).toMatch(/remotely from Spain/);
  });

  it('company certificate gets a state apostille from the state of incorporation', () => {
    const company = card(plan({ ...DNV, company_state_incorp: 'de' }), 'company_existence');
    expect(company.apostille).toEqual({ type: 'state', form: expect.stringContaining('Secretary of State of DE') });
    expect(company.steps.map((step) => step.code)).toEqual(['order', 'apostille', 'translate', 'ready']);
  });

  it('self-employed: client contracts (≤20% Spanish clients) instead of the employer certificate (art. 74 bis)', () => {
    const ids = docIds(plan({ ...DNV, applicant_type: 'self_employed' }));
    expect(ids).toContain('client_contracts');
    expect(ids).not.toContain('employer_certificate');
    expect(card(plan({ ...DNV, applicant_type: 'self_employed' }), 'client_contracts').constraints.join(' ')).toMatch(
      /20%/,
    );
  });

  it('degree path: diploma with state apostille; experience path: proof of experience', () => {
    const withDegree = plan({ ...DNV, has_degree: true });
    expect(card(withDegree, 'degree_diploma').apostille.type).toBe('state');
    expect(docIds(withDegree)).not.toContain('experience_proof');
    const experienced = plan({ ...DNV, has_degree: false, years_experience: 3 });
    expect(docIds(experienced)).not.toContain('degree_diploma');
    expect(hasCritical(card(experienced, 'experience_proof'))).toBe(false);
  });

  it('no degree and under 3 years of experience: critical', () => {
    expect(hasCritical(card(plan({ ...DNV, has_degree: false, years_experience: 2.5 }), 'experience_proof'))).toBe(
      true,
    );
  });

  it('employee with SSA certificate of coverage: CoC card; otherwise Spanish Social Security with a warning (§3, §7.6)', () => {
    expect(docIds(plan(DNV))).toContain('ssa_coverage_certificate');
    for (const answers of [
      { ...DNV, ssa_certificate_of_coverage: false },
      { ...DNV, applicant_type: 'self_employed' as const },
    ]) {
      const result = plan(answers);
      expect(docIds(result)).not.toContain('ssa_coverage_certificate');
      expect(levels(card(result, 'spanish_social_security'))).toContain('warning');
    }
  });
});

describe('criminal records (planner-facts §3, §4)', () => {
  it('FBI record: federal apostille via the Department of State, sworn translation', () => {
    const fbi = card(plan(DNV), 'fbi_record');
    expect(fbi.requirement).toBe('required');
    expect(fbi.apostille.type).toBe('federal');
    expect(fbi.apostille.form).toMatch(/Department of State.*DS-4194.*\$20/);
    expect(fbi.translation.type).toBe('MAEC');
  });

  it.each([
    ['Chicago', 90, 'critical'],
    ['Miami', 90, 'critical'],
    ['Washington DC', 180, 'warning'],
    ['New York', 180, 'warning'],
    ['San Francisco', 180, 'warning'],
  ] as const)('%s: FBI record at most %i days old, %s-level warning, time-sensitive', (consulate, days, level) => {
    const fbi = card(plan({ ...NLV, consulate }), 'fbi_record');
    expect(fbi.validity_days_max).toBe(days);
    expect(fbi.time_sensitive).toBe(true);
    expect(fbi.warnings[0]?.level).toBe(level);
  });

  it('dependents 18+: FBI records for them too (required_for_dependents); not without adult dependents', () => {
    const adults = plan({ ...DNV, has_dependents: true, any_dependent_18plus: true });
    expect(card(adults, 'fbi_record_dependents').requirement).toBe('required_for_dependents');
    expect(card(adults, 'fbi_record_dependents').apostille.type).toBe('federal');
    expect(docIds(plan({ ...DNV, has_dependents: true }))).not.toContain('fbi_record_dependents');
  });

  it('look-back: DNV 2 years, NLV and WKV 5 years (planner-facts §3); list read most recent first', () => {
    const history = [
      { country: 'US', months: 24 },
      { country: 'MX', months: 12 },
      { country: 'US', months: 24 },
    ];
    expect(docIds(plan({ ...DNV, residence_history_5y: history }))).not.toContain('police_certificate_mx');
    expect(card(plan({ ...NLV, residence_history_5y: history }), 'police_certificate_mx').requirement).toBe(
      'conditional',
    );
    expect(docIds(plan({ ...WKV, residence_history_5y: history }))).toContain('police_certificate_mx');
    const recent = [
      { country: 'MX', months: 6 },
      { country: 'US', months: 54 },
    ];
    const police = card(plan({ ...DNV, residence_history_5y: recent }), 'police_certificate_mx');
    expect(police.apostille.type).toBe('foreign');
    expect(police.label).toMatch(/Mexico/);
  });

  it('look-back counts a period that starts inside it; skips the US and zero-month entries', () => {
    expect(
      countriesWithinLookback(
        [
          { country: 'US', months: 20 },
          { country: 'FR', months: 10 },
          { country: 'DE', months: 0 },
          { country: 'GB', months: 30 },
        ],
        24,
      ),
    ).toEqual([{ country: 'FR', months: 4 }]);
  });
});

describe('dependents (planner-facts §1, §3)', () => {
  it('marriage and birth certificates with state apostille; adult-child dependency proof when a dependent is 18+', () => {
    const result = plan({ ...NLV, has_dependents: true, dependents_count: 2, any_dependent_18plus: true });
    for (const id of ['marriage_certificate', 'birth_certificates', 'adult_child_dependency']) {
      expect(card(result, id).requirement).toBe('required_for_dependents');
    }
    expect(card(result, 'birth_certificates').apostille.type).toBe('state');
  });

  it('a married adult child does not qualify: critical', () => {
    const result = plan({ ...DNV, has_dependents: true, any_dependent_18plus: true, any_dependent_married: true });
    expect(card(result, 'adult_child_dependency').warnings[0]).toMatchObject({
      level: 'critical',
      message: expect.stringMatching(/married/),
    });
  });

  it('has_dependents false ignores a dependents count; true with 0 counts one dependent', () => {
    const none = plan({ ...DNV, has_dependents: false, dependents_count: 3, any_dependent_18plus: true });
    expect(card(none, 'economic_means').computed_threshold?.total_monthly_eur).toBe(2762.67);
    expect(docIds(none)).not.toContain('marriage_certificate');
    const one = plan({ ...DNV, has_dependents: true, dependents_count: 0 });
    expect(card(one, 'economic_means').computed_threshold?.total_monthly_eur).toBe(3798.67);
    expect(one.answers.dependents_count).toBe(1);
  });

  it('WKV: family members apply separately, no dependent cards, an info warning', () => {
    const result = plan({ ...WKV, has_dependents: true, any_dependent_18plus: true });
    expect(docIds(result).some((id) => /marriage|birth|dependent/.test(id))).toBe(false);
    expect(result.warnings).toContainEqual(expect.objectContaining({ level: 'info', doc_id: null }));
  });
});

describe('visa- and consulate-specific documents (planner-facts §3, §4)', () => {
  it('NLV: medical certificate (time-sensitive, 90 days), no-copay insurance warning, no-work warning', () => {
    const result = plan({ ...NLV, health_insurance_has_no_copays_limits: false });
    expect(card(result, 'medical_certificate')).toMatchObject({ validity_days_max: 90, time_sensitive: true });
    expect(levels(card(result, 'health_insurance'))).toContain('warning');
    expect(levels(card(plan({ ...NLV, health_insurance_has_no_copays_limits: true }), 'health_insurance'))).toEqual([]);
    expect(result.warnings.some((w) => /no work/.test(w.message))).toBe(true);
  });

  it('WKV: authorisation with the 1-month filing window, stamped contract, medical certificate, passport ≥ 4 months', () => {
    const result = plan(WKV);
    expect(card(result, 'work_authorisation').warnings[0]?.message).toMatch(/1 month/);
    expect(docIds(result)).toEqual(expect.arrayContaining(['employment_contract', 'medical_certificate']));
    expect(card(result, 'passport').constraints[0]).toMatch(/4 months/);
  });

  it('proof of legal status for LPR and other; B-1/B-2 warning only for other', () => {
    expect(docIds(plan(DNV))).not.toContain('legal_status_proof');
    expect(card(plan({ ...DNV, citizenship_status: 'lpr' }), 'legal_status_proof').warnings).toEqual([]);
    expect(card(plan({ ...DNV, citizenship_status: 'other' }), 'legal_status_proof').warnings[0]?.message).toMatch(
      /B-1\/B-2/,
    );
  });

  it.each([
    ['San Francisco', 'required'],
    ['New York', 'required'],
    ['Miami', 'required'],
    ['Washington DC', 'required'],
    ['Chicago', 'conditional'],
  ] as const)('DNV NIE at %s: %s (consulate telework pages)', (consulate, requirement) => {
    expect(card(plan({ ...DNV, consulate }), 'nie_certificate').requirement).toBe(requirement);
  });

  it('Chicago NIE rule is marked unconfirmed; an NIE you have means no card', () => {
    expect(card(plan(DNV), 'nie_certificate').confidence).toBe('unconfirmed');
    expect(docIds(plan({ ...DNV, nie_status: 'have' }))).not.toContain('nie_certificate');
  });

  it('Miami: US citizens may apply for the DNV inside Spain (Miami telework page)', () => {
    const inSpain = (consulate: 'Miami' | 'Chicago') =>
      plan({ ...DNV, consulate }).warnings.some((w) => /inside Spain/.test(w.message));
    expect(inSpain('Miami')).toBe(true);
    expect(inSpain('Chicago')).toBe(false);
  });

  it('translations: sworn (MAEC) by default, none for passport and forms (planner-facts §3, §7.4)', () => {
    const result = plan({ ...DNV, has_dependents: true, any_dependent_18plus: true });
    for (const entry of result.web.cards) {
      expect(entry.translation.type).not.toBe('ATA');
    }
    expect(card(result, 'passport').translation.type).toBe('none');
    expect(card(result, 'visa_form').translation.type).toBe('none');
    expect(card(result, 'marriage_certificate').translation.type).toBe('MAEC');
  });
});

describe('steps and timeline (issue 7 durations, planner-facts §5)', () => {
  const result = plan({ ...DNV, company_state_incorp: 'IL' });
  const steps = (docId: string) =>
    result.web.timeline
      .filter((item) => item.doc_id === docId)
      .map((item) => [item.step_code, item.duration_days, item.cost_usd]);

  it('FBI: order 14 days, federal apostille 21 days $20, translation 5 days $35–75, ready 0', () => {
    expect(steps('fbi_record')).toEqual([
      ['order', 14, { min: 18, max: 68 }],
      ['apostille', 21, { min: 20, max: 20 }],
      ['translate', 5, { min: 35, max: 75 }],
      ['ready', 0, null],
    ]);
  });

  it('company certificate 3 days + state apostille 14 days $15–35', () => {
    expect(steps('company_existence').slice(0, 2)).toEqual([
      ['order', 3, null],
      ['apostille', 14, { min: 15, max: 35 }],
    ]);
  });

  it('order durations: financial means 1, health insurance 7, passport 21, others 7', () => {
    const orderDays = (docId: string) => steps(docId)[0]?.[1];
    expect(orderDays('economic_means')).toBe(1);
    expect(orderDays('health_insurance')).toBe(7);
    expect(orderDays('passport')).toBe(21);
    expect(orderDays('visa_form')).toBe(7);
    expect(orderDays('employer_certificate')).toBe(7);
  });

  it('steps chain back from the appointment: ready due on it, each step starts when the previous is due', () => {
    expect(result.appointment_date).toBe('2025-09-13');
    const fbi = result.web.timeline.filter((item) => item.doc_id === 'fbi_record');
    expect(fbi.map((item) => [item.start_date, item.due_date])).toEqual([
      ['2025-08-04', '2025-08-18'],
      ['2025-08-18', '2025-09-08'],
      ['2025-09-08', '2025-09-13'],
      ['2025-09-13', '2025-09-13'],
    ]);
    expect(card(result, 'fbi_record').steps.every((step) => step.done === false)).toBe(true);
  });

  it('time-sensitive documents start no earlier than appointment − validity', () => {
    for (const entry of result.web.cards.filter((c) => c.time_sensitive)) {
      const first = result.web.timeline.find((item) => item.doc_id === entry.doc_id);
      const earliest = new Date(Date.parse(result.appointment_date) - (entry.validity_days_max ?? 0) * 86_400_000);
      expect(Date.parse(first?.start_date ?? '')).toBeGreaterThanOrEqual(earliest.getTime());
    }
  });

  it('an appointment too close: critical "not enough time" on the documents that cannot make it', () => {
    const soon = plan({ ...DNV, appointment_date: '2025-07-05' });
    expect(
      card(soon, 'fbi_record').warnings.some((w) => w.level === 'critical' && /Not enough time/.test(w.message)),
    ).toBe(true);
    expect(card(soon, 'economic_means').warnings.some((w) => /Not enough time/.test(w.message))).toBe(false);
  });

  it('order: time-sensitive required, then time-sensitive, then required, then by longer duration', () => {
    const ordered = plan({
      ...DNV,
      has_dependents: true,
      any_dependent_18plus: true,
      residence_history_5y: [
        { country: 'MX', months: 6 },
        { country: 'US', months: 54 },
      ],
    }).web.cards.map((c) => c.doc_id);
    expect(ordered.slice(0, 3)).toEqual(['fbi_record', 'fbi_record_dependents', 'police_certificate_mx']);
    // company certificate (3 + 14 + 5 = 22 days) comes before the passport (21) among required documents.
    expect(ordered.indexOf('company_existence')).toBeLessThan(ordered.indexOf('passport'));
    expect(ordered.indexOf('passport')).toBeLessThan(ordered.indexOf('economic_means'));
    expect(ordered.indexOf('economic_means')).toBeLessThan(ordered.indexOf('birth_certificates'));
    expect(ordered.at(-1)).toBe('nie_certificate');
  });
});

describe('warnings and the plan contract', () => {
  it('plan warnings repeat card warnings with doc_id, most severe first; summary counts criticals', () => {
    const result = plan({ ...DNV, monthly_income_amount: 100, company_age_months: 2 });
    const rank = { critical: 0, warning: 1, info: 2 } as const;
    const ranks = result.warnings.map((w) => rank[w.level]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const cardWarnings = result.web.cards.flatMap((c) => c.warnings);
    expect(result.warnings).toEqual(expect.arrayContaining(cardWarnings));
    expect(result.summary.critical_warnings).toBe(result.warnings.filter((w) => w.level === 'critical').length);
    // FBI 90 days (Chicago), income below, company too young.
    expect(result.summary.critical_warnings).toBe(3);
  });

  it('deterministic: same answers and date → deep-equal plans; another date → another generated_at', () => {
    const answers = { ...NLV, has_dependents: true, monthly_income_amount: 2000 };
    expect(plan(answers)).toEqual(plan(answers));
    const later = plan(answers, new Date('2025-06-16T10:30:00.000Z'));
    expect(later.web.header.generated_at).toBe('2025-06-16T10:30:00.000Z');
    expect(plan(answers).web.header.generated_at).toBe(TODAY.toISOString());
  });

  it('header carries the dataset verification date; the output parses with ZPlan; citations resolve', () => {
    const result = plan({ ...DNV, has_dependents: true, any_dependent_18plus: true });
    expect(result.web.header.last_verified_at).toBe('2026-11-21');
    expect(() => ZPlan.parse(result)).not.toThrow();
    const indexed = new Set(result.web.citations_index.map((c) => c.id));
    for (const id of result.web.cards.flatMap((c) => c.citations)) expect(indexed.has(id)).toBe(true);
  });

  it('invalid answers throw a ZodError', () => {
    expect(() => generatePlan({ visa_type: 'XXV' } as never, TODAY)).toThrow(ZodError);
  });
});
