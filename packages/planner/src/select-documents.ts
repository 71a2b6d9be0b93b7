import { cardFromDataset, type TCardSpec, type TCardWarning } from './card-spec.ts';
import {
  buildDependentsFbiRecordCard,
  buildFbiRecordCard,
  buildPoliceCertificateCards,
} from './criminal-record-cards.ts';
import { MEDICAL_CERTIFICATE_VALIDITY_DAYS } from './dataset.ts';
import { buildIncomeCard } from './income-card.ts';
import type { TPlanContext } from './plan-context.ts';
import { messageList } from './plan-text.ts';

export type TSelection = { cards: TCardSpec[]; planWarnings: TCardWarning[] };

const visaCitation = (context: TPlanContext): string[] => {
  const { visa_type: visa } = context.answers;
  if (visa === 'DNV') return [context.consulate.dnv_citation];
  if (visa === 'NLV') return context.consulate.nlv_citation ? [context.consulate.nlv_citation] : ['exteriores-nlv'];
  return ['washington-employee'];
};

const buildVisaFormCard = (context: TPlanContext): TCardSpec => {
  const { answers, text } = context;
  const { m, t } = text;
  const post = m.consulates[answers.consulate];
  if (answers.visa_type === 'NLV') {
    return cardFromDataset(text, 'visa_form', {
      requirement: 'required',
      label: m.cards.nlvVisaForm.label,
      description: m.cards.nlvVisaForm.description,
      citations: visaCitation(context),
      notes: [t(m.notes.whereToApply, { venue: post.nlvVenue })],
    });
  }
  return cardFromDataset(text, 'visa_form', {
    requirement: 'required',
    citations: visaCitation(context),
    notes: answers.visa_type === 'DNV' ? messageList(post.dnvNotes) : [],
  });
};

const buildPassportCard = (context: TPlanContext): TCardSpec => {
  const { m } = context.text;
  const card = cardFromDataset(context.text, 'passport', { requirement: 'required', citations: visaCitation(context) });
  if (context.answers.visa_type === 'WKV') {
    card.constraints = [
      m.constraints.passportValidityWorkVisa,
      m.constraints.passportBlankPages,
      m.constraints.passportIssued,
    ];
  }
  return card;
};

const buildNieCard = (context: TPlanContext): TCardSpec | null => {
  const { answers, consulate, text } = context;
  const { m, t } = text;
  if (answers.nie_status === 'have') return null;
  const post = { consulate: answers.consulate };
  const notes = answers.nie_status === 'unknown' ? [m.notes.nieIfYouHaveOne] : [];
  if (answers.visa_type === 'DNV' && consulate.dnv_nie !== 'not_seen') {
    return cardFromDataset(text, 'nie_certificate', {
      requirement: 'required',
      requirement_reason: t(
        consulate.dnv_nie === 'mandatory' ? m.reasons.nieMandatory : m.reasons.nieBeforeApplying,
        post,
      ),
      citations: [consulate.dnv_citation],
      notes,
      warnings: [{ level: 'warning', message: t(m.warnings.nieFirst, post) }],
    });
  }
  return cardFromDataset(text, 'nie_certificate', {
    requirement: 'conditional',
    requirement_reason: answers.visa_type === 'DNV' ? t(m.reasons.nieNotSaid, post) : m.reasons.nieUsuallyAssigned,
    confidence: 'unconfirmed',
    citations: answers.visa_type === 'DNV' ? [consulate.dnv_citation] : [],
    notes,
    warnings: [{ level: 'info', message: t(m.warnings.nieUnconfirmed, post) }],
  });
};

const buildLegalStatusCard = (context: TPlanContext): TCardSpec | null => {
  const { citizenship_status: status } = context.answers;
  const { m } = context.text;
  if (status === 'usc') return null;
  return cardFromDataset(context.text, 'legal_status_proof', {
    requirement: 'conditional',
    requirement_reason: m.reasons.notCitizen,
    citations: context.answers.visa_type === 'DNV' ? ['sf-telework'] : [],
    warnings: status === 'other' ? [{ level: 'warning', message: m.warnings.visitorVisa }] : [],
  });
};

const buildHealthInsuranceCard = (context: TPlanContext): TCardSpec => {
  const { answers, text } = context;
  const { m } = text;
  const isNlv = answers.visa_type === 'NLV';
  const warnings: TCardWarning[] = answers.health_insurance_has_no_copays_limits
    ? []
    : [{ level: 'warning', message: isNlv ? m.warnings.insuranceNlv : m.warnings.insuranceWording }];
  return cardFromDataset(text, 'health_insurance', {
    requirement: 'required',
    citations: isNlv ? ['exteriores-nlv'] : ['dnv-instruction'],
    constraints: isNlv ? [m.constraints.insuranceNoCopays] : [],
    notes: isNlv ? [] : [m.notes.insuranceSocialSecurity],
    warnings,
  });
};

const buildMedicalCertificateCard = (context: TPlanContext): TCardSpec =>
  cardFromDataset(context.text, 'medical_certificate', {
    requirement: 'required',
    citations: context.answers.visa_type === 'WKV' ? ['washington-employee'] : ['rd-1155-2024'],
    constraints: [
      context.text.t(context.text.m.constraints.issuedWithinDays, { days: MEDICAL_CERTIFICATE_VALIDITY_DAYS }),
    ],
    warnings: [{ level: 'warning', message: context.text.m.warnings.medicalAge }],
  });

const buildDnvCards = (context: TPlanContext): TCardSpec[] => {
  const { answers, consulate, text } = context;
  const { m, t } = text;
  const isEmployee = answers.applicant_type === 'employee';
  const cards: TCardSpec[] = [];
  const months = answers.months_with_company;
  const monthsWarning: TCardWarning[] =
    months !== null && months < 3
      ? [
          {
            level: 'critical',
            message: t(isEmployee ? m.warnings.monthsWithEmployer : m.warnings.monthsWithClient, { months }),
          },
        ]
      : [];

  cards.push(
    isEmployee
      ? cardFromDataset(text, 'employer_certificate', {
          requirement: 'required',
          requirement_reason: m.reasons.employee,
          citations: [consulate.dnv_citation],
          warnings: monthsWarning,
        })
      : cardFromDataset(text, 'client_contracts', {
          requirement: 'required',
          requirement_reason: m.reasons.selfEmployed,
          citations: [consulate.dnv_citation],
          warnings: monthsWarning,
        }),
  );

  const state = answers.company_state_incorp;
  const age = answers.company_age_months;
  const stateNotes: Record<string, string> = m.notes.stateApostille;
  const stateNote = state ? stateNotes[state] : undefined;
  cards.push(
    cardFromDataset(text, 'company_existence', {
      requirement: 'required',
      ...(isEmployee ? {} : { label: m.cards.companyOfClients }),
      apostille_form: state ? t(m.apostilleForms.companyState, { state }) : m.apostilleForms.companyUnknownState,
      notes: stateNote ? [stateNote] : [],
      warnings:
        age !== null && age < 12 ? [{ level: 'critical', message: t(m.warnings.companyAge, { months: age }) }] : [],
    }),
  );

  const experience = answers.years_experience;
  if (answers.has_degree) {
    cards.push(
      cardFromDataset(text, 'degree_diploma', { requirement: 'required', requirement_reason: m.reasons.degree }),
    );
  } else {
    const warnings: TCardWarning[] =
      experience === null
        ? [{ level: 'warning', message: m.warnings.degreeOrExperience }]
        : experience < 3
          ? [
              {
                level: 'critical',
                message: t(m.warnings.notEnoughExperience, { years: experience.toLocaleString(text.locale) }),
              },
            ]
          : [];
    cards.push(
      cardFromDataset(text, 'experience_proof', {
        requirement: 'required',
        requirement_reason: m.reasons.experience,
        warnings,
      }),
    );
  }

  if (isEmployee && answers.ssa_certificate_of_coverage) {
    cards.push(
      cardFromDataset(text, 'ssa_coverage_certificate', {
        requirement: 'conditional',
        requirement_reason: m.reasons.ssa,
        warnings: [{ level: 'info', message: m.warnings.ssaReports }],
      }),
    );
  } else {
    cards.push(
      cardFromDataset(text, 'spanish_social_security', {
        requirement: 'conditional',
        requirement_reason: isEmployee
          ? m.reasons.spanishSocialSecurityEmployee
          : m.reasons.spanishSocialSecuritySelfEmployed,
        warnings: [{ level: 'warning', message: m.warnings.spanishSocialSecurity }],
      }),
    );
  }

  cards.push(buildHealthInsuranceCard(context));
  cards.push(cardFromDataset(text, 'criminal_record_declaration', { requirement: 'required' }));
  return cards;
};

const buildNlvCards = (context: TPlanContext): TCardSpec[] => [
  buildHealthInsuranceCard(context),
  buildMedicalCertificateCard(context),
];

const buildWkvCards = (context: TPlanContext): TCardSpec[] => [
  cardFromDataset(context.text, 'work_authorisation', {
    requirement: 'required',
    warnings: [{ level: 'warning', message: context.text.m.warnings.workVisaWindow }],
  }),
  cardFromDataset(context.text, 'employment_contract', { requirement: 'required' }),
  buildMedicalCertificateCard(context),
];

const buildDependentCards = (context: TPlanContext): TSelection => {
  const { answers, dependentsCount, text } = context;
  const { m } = text;
  if (dependentsCount === 0) return { cards: [], planWarnings: [] };
  if (answers.visa_type === 'WKV') {
    return { cards: [], planWarnings: [{ level: 'info', message: m.warnings.workVisaFamily }] };
  }
  const citations = visaCitation(context);
  const cards = [
    cardFromDataset(text, 'marriage_certificate', {
      requirement: 'required_for_dependents',
      requirement_reason: m.reasons.spouse,
      citations,
    }),
    cardFromDataset(text, 'birth_certificates', {
      requirement: 'required_for_dependents',
      requirement_reason: m.reasons.children,
      citations,
    }),
  ];
  const marriedWarning: TCardWarning = { level: 'critical', message: m.warnings.marriedChild };
  const planWarnings: TCardWarning[] = [];
  if (context.hasAdultDependent) {
    cards.push(
      cardFromDataset(text, 'adult_child_dependency', {
        requirement: 'required_for_dependents',
        requirement_reason: m.reasons.adultChild,
        citations,
        warnings: answers.any_dependent_married ? [marriedWarning] : [],
      }),
    );
  } else if (answers.any_dependent_married) {
    planWarnings.push(marriedWarning);
  }
  const dependentsFbi = buildDependentsFbiRecordCard(context);
  if (dependentsFbi) cards.push(dependentsFbi);
  return { cards, planWarnings };
};

const buildPlanWarnings = (context: TPlanContext): TCardWarning[] => {
  const { answers, consulate, text } = context;
  const { m, t } = text;
  const warnings: TCardWarning[] = [];
  if (answers.visa_type === 'NLV') warnings.push({ level: 'warning', message: m.warnings.nlvNoWork });
  if (answers.visa_type === 'WKV') warnings.push({ level: 'info', message: m.warnings.workVisaNoThreshold });
  if (answers.visa_type === 'DNV' && consulate.dnv_inside_spain_for_usc && answers.citizenship_status === 'usc') {
    warnings.push({ level: 'info', message: t(m.warnings.insideSpain, { consulate: answers.consulate }) });
  }
  return warnings;
};

/** The documents this applicant needs, with why and what to watch, before scheduling. */
export const selectDocuments = (context: TPlanContext): TSelection => {
  const { answers } = context;
  const visaCards =
    answers.visa_type === 'DNV'
      ? buildDnvCards(context)
      : answers.visa_type === 'NLV'
        ? buildNlvCards(context)
        : buildWkvCards(context);
  const dependents = buildDependentCards(context);
  const cards = [
    buildVisaFormCard(context),
    buildPassportCard(context),
    buildNieCard(context),
    cardFromDataset(context.text, 'residence_proof', {
      requirement: 'required',
      citations: visaCitation(context),
      constraints: [
        context.text.t(context.text.m.constraints.consularDistrict, { states: context.consulate.jurisdiction }),
      ],
    }),
    buildLegalStatusCard(context),
    buildIncomeCard(context),
    ...visaCards,
    buildFbiRecordCard(context),
    ...buildPoliceCertificateCards(context),
    ...dependents.cards,
  ].filter((card): card is TCardSpec => card !== null);
  return { cards, planWarnings: [...buildPlanWarnings(context), ...dependents.planWarnings] };
};
