import { flattenCatalogue } from '@sello/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../src/generate-plan.ts';
import { en } from '../src/messages/en.ts';
import { es } from '../src/messages/es.ts';
import { fr } from '../src/messages/fr.ts';
import type { TPlan, TPlannerAnswersInput } from '../src/plan-model.ts';
import { ZPlan } from '../src/plan-model.ts';
import { card, TODAY } from './plan-helpers.ts';

/** Everything a plan holds but its words: documents, requirements, steps, dates, amounts, warning levels. */
const facts = (plan: TPlan) => ({
  answers: plan.answers,
  appointment: plan.appointment_date,
  summary: plan.summary,
  cards: plan.web.cards.map((entry) => ({
    doc_id: entry.doc_id,
    requirement: entry.requirement,
    steps: entry.steps.map((step) => step.code),
    apostille: entry.apostille.type,
    translation: entry.translation.type,
    validity: entry.validity_days_max,
    pages: entry.typical_pages,
    constraints: entry.constraints.length,
    notes: entry.notes.length,
    warnings: entry.warnings.map((warning) => warning.level),
    citations: entry.citations,
    cost: entry.cost_usd,
    threshold: entry.computed_threshold && { ...entry.computed_threshold, basis: null },
    income: entry.income_check,
  })),
  timeline: plan.web.timeline.map(({ doc_label: _label, step_label: _step, ...item }) => item),
  citations: plan.web.citations_index.map(({ title: _title, ...citation }) => citation),
  warnings: plan.warnings.map((warning) => [warning.level, warning.doc_id]),
});

// Answers that bring in most documents and sentences: dependents, a foreign stay, a short-lived company, USD income.
const BUSY: TPlannerAnswersInput = {
  visa_type: 'DNV',
  consulate: 'Miami',
  applicant_type: 'employee',
  citizenship_status: 'other',
  nie_status: 'unknown',
  has_dependents: true,
  dependents_count: 3,
  any_dependent_18plus: true,
  any_dependent_married: true,
  residence_history_5y: [
    { country: 'MX', months: 14 },
    { country: 'US', months: 46 },
  ],
  company_state_incorp: 'NY',
  company_age_months: 8,
  months_with_company: 1,
  years_experience: 2,
  monthly_income_amount: 2500,
  monthly_income_currency: 'USD',
  appointment_date: '2025-07-01',
};

const ANSWER_SETS: TPlannerAnswersInput[] = [
  BUSY,
  { visa_type: 'NLV', consulate: 'Chicago', has_dependents: true, dependents_count: 1, monthly_income_amount: 3000 },
  {
    visa_type: 'WKV',
    consulate: 'San Francisco',
    has_dependents: true,
    residence_history_5y: [{ country: 'ES', months: 12 }],
  },
  { visa_type: 'DNV', consulate: 'San Francisco', applicant_type: 'self_employed', ssa_certificate_of_coverage: false },
];

describe('a plan in Spanish or French', () => {
  it.each(ANSWER_SETS.flatMap((answers) => (['es', 'fr'] as const).map((locale) => [locale, answers] as const)))(
    '%s: the same documents, dates, amounts and warnings as in English, valid, and says its language',
    (locale, answers) => {
      const english = generatePlan(answers, TODAY);
      const translated = generatePlan(answers, TODAY, { locale });
      expect(ZPlan.parse(translated)).toEqual(translated);
      expect(english.locale).toBe('en');
      expect(translated.locale).toBe(locale);
      expect(facts(translated)).toEqual(facts(english));
    },
  );

  it('writes its words in Spanish (usted, the official Spanish names)', () => {
    const plan = generatePlan(BUSY, TODAY, { locale: 'es' });
    expect(plan.web.header.title).toBe('Plan de documentos para España: visado de teletrabajo (nómada digital)');
    expect(plan.web.header.subtitle).toBe('Consulado de España en Miami · cita el 1 de julio de 2025');
    expect(card(plan, 'fbi_record').label).toMatch(/^Certificado de antecedentes penales del FBI/);
    expect(card(plan, 'fbi_record').steps.map((step) => step.label)).toEqual([
      'Solicite el certificado del FBI (eDO, huellas electrónicas)',
      'Apostilla federal (Departamento de Estado de EE. UU.)',
      'Traducción jurada del documento y de su apostilla',
      'Listo para la cita',
    ]);
    expect(card(plan, 'nie_certificate').label).toBe('Certificado de NIE (número de identidad de extranjero)');
    expect(card(plan, 'police_certificate_mx').label).toBe('Certificado de antecedentes penales: México');
    expect(card(plan, 'police_certificate_mx').requirement_reason).toBe(
      'Vivió en México 14 meses en los últimos 2 años.',
    );
    expect(card(plan, 'police_certificate_mx').apostille.form).toMatch(/^Apostilla de La Haya/);
    expect(card(plan, 'employer_certificate').warnings[0]?.message).toBe(
      'Trabaja para la empresa desde hace 1 mes; el visado de teletrabajo exige al menos 3.',
    );
    const income = card(plan, 'economic_means');
    expect(income.label).toBe('Prueba de ingresos');
    // Amounts by Spanish rules: decimal comma, euro sign after.
    expect(income.constraints[0]).toMatch(/^Al menos \d[\d.]*,\d\d\s€ al mes/);
    expect(income.notes.join(' ')).toMatch(/0,86 EUR/);
    expect(card(plan, 'fbi_record').translation.note).toMatch(/^Traducción jurada al español/);
    expect(plan.web.citations_index.map((citation) => citation.title)).toContain(
      'Consulado de España en Miami: visado de teletrabajo',
    );
  });

  it('writes its words in French (vous, traduction assermentée, apostille)', () => {
    const plan = generatePlan(BUSY, TODAY, { locale: 'fr' });
    expect(plan.web.header.title).toBe('Plan de documents pour l’Espagne : visa de télétravail (nomade numérique)');
    expect(plan.web.header.subtitle).toBe('Consulat d’Espagne à Miami · rendez-vous le 1 juillet 2025');
    expect(
      card(plan, 'fbi_record')
        .steps.map((step) => step.label)
        .slice(1),
    ).toEqual([
      'Apostille fédérale (Département d’État des États-Unis)',
      'Traduction assermentée du document et de son apostille',
      'Prêt pour le rendez-vous',
    ]);
    expect(card(plan, 'police_certificate_mx').label).toBe('Extrait de casier judiciaire : Mexique');
    expect(card(plan, 'company_existence').warnings[0]?.message).toMatch(/^La société existe depuis 8 mois/);
    expect(card(plan, 'economic_means').constraints[0]).toMatch(/^Au moins \d[\d\s]*,\d\d\s€ par mois/);
  });
});

describe('the plan catalogues', () => {
  const english = flattenCatalogue(en);
  const argumentsOf = (message: unknown) =>
    [...String(message).matchAll(/\{(\w+)\s*[,}]/g)]
      .map((match) => match[1])
      .sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s has every English key, none empty, with the same arguments', (_locale, catalogue) => {
    const translated = flattenCatalogue(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) {
      expect(String(value).trim(), key).not.toBe('');
      expect([...new Set(argumentsOf(value))], key).toEqual([...new Set(argumentsOf(english.get(key)))]);
    }
  });
});
