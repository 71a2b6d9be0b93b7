import { cardFromDataset, type TCardSpec, type TCardWarning } from './card-spec.ts';
import {
  buildDependentsFbiRecordCard,
  buildFbiRecordCard,
  buildPoliceCertificateCards,
} from './criminal-record-cards.ts';
import { buildIncomeCard } from './income-card.ts';
import type { TPlanContext } from './plan-context.ts';

export type TSelection = { cards: TCardSpec[]; planWarnings: TCardWarning[] };

/** Extra notes for a state's apostille where the facts have them (planner-facts §5). */
const STATE_APOSTILLE_NOTES: Record<string, string> = {
  DE: 'Delaware can issue the certificate the same day.',
  IL: 'Illinois apostille: $2, same day walk-in (Chicago or Springfield) or about 7–14 days by mail.',
  NY: 'New York apostille: $10, plus county-clerk authentication where needed; reports range from days to 4–6 weeks.',
};

const visaCitation = (context: TPlanContext): string[] => {
  const { visa_type: visa } = context.answers;
  if (visa === 'DNV') return [context.consulate.dnv_citation];
  if (visa === 'NLV') return context.consulate.nlv_citation ? [context.consulate.nlv_citation] : ['exteriores-nlv'];
  return ['washington-employee'];
};

const buildVisaFormCard = (context: TPlanContext): TCardSpec => {
  const { answers, consulate } = context;
  if (answers.visa_type === 'NLV') {
    return cardFromDataset('visa_form', {
      requirement: 'required',
      label: 'National visa form and EX-01 form',
      description: 'The national visa form and the EX-01 residence form, completed and signed by each applicant.',
      citations: visaCitation(context),
      notes: [`Where to apply: ${consulate.nlv_venue}.`],
    });
  }
  return cardFromDataset('visa_form', {
    requirement: 'required',
    citations: visaCitation(context),
    notes: answers.visa_type === 'DNV' ? consulate.dnv_notes : [],
  });
};

const buildPassportCard = (context: TPlanContext): TCardSpec => {
  const card = cardFromDataset('passport', { requirement: 'required', citations: visaCitation(context) });
  if (context.answers.visa_type === 'WKV') {
    card.constraints = [
      'At least 4 months of validity left, or the length of the contract',
      'At least 2 blank pages',
      'Issued within the last 10 years',
    ];
  }
  return card;
};

const buildNieCard = (context: TPlanContext): TCardSpec | null => {
  const { answers, consulate } = context;
  if (answers.nie_status === 'have') return null;
  const post = answers.consulate;
  const notes =
    answers.nie_status === 'unknown'
      ? ['If you already have an NIE, bring its certificate instead of requesting one.']
      : [];
  if (answers.visa_type === 'DNV' && consulate.dnv_nie !== 'not_seen') {
    return cardFromDataset('nie_certificate', {
      requirement: 'required',
      requirement_reason:
        consulate.dnv_nie === 'mandatory'
          ? `${post} does not process a telework visa until every applicant, dependents included, has an NIE.`
          : `${post} asks telework applicants to obtain the NIE before applying.`,
      citations: [consulate.dnv_citation],
      notes,
      warnings: [{ level: 'warning', message: `Request the NIE before your appointment: ${post} asks for it first.` }],
    });
  }
  return cardFromDataset('nie_certificate', {
    requirement: 'conditional',
    requirement_reason:
      answers.visa_type === 'DNV'
        ? `${post}'s telework page does not say whether the NIE is needed before applying.`
        : 'The NIE is usually assigned with this visa; a post may still ask for it first.',
    confidence: 'unconfirmed',
    citations: answers.visa_type === 'DNV' ? [consulate.dnv_citation] : [],
    notes,
    warnings: [
      {
        level: 'info',
        message: `Whether ${post} needs the NIE before the appointment is not confirmed; ask the consulate.`,
      },
    ],
  });
};

const buildLegalStatusCard = (context: TPlanContext): TCardSpec | null => {
  const { citizenship_status: status } = context.answers;
  if (status === 'usc') return null;
  return cardFromDataset('legal_status_proof', {
    requirement: 'conditional',
    requirement_reason: 'You are not a US citizen: show your legal status in the US.',
    citations: context.answers.visa_type === 'DNV' ? ['sf-telework'] : [],
    warnings:
      status === 'other'
        ? [
            {
              level: 'warning',
              message:
                'Visitors on B-1/B-2 visas cannot apply from the US; you need a green card or a valid long-term US visa.',
            },
          ]
        : [],
  });
};

const buildHealthInsuranceCard = (context: TPlanContext): TCardSpec => {
  const { answers } = context;
  const isNlv = answers.visa_type === 'NLV';
  const warnings: TCardWarning[] = answers.health_insurance_has_no_copays_limits
    ? []
    : [
        {
          level: 'warning',
          message: isNlv
            ? 'Non-lucrative visa policies must typically have no copays, deductibles, waiting periods or limits; choose such a policy.'
            : 'Insurance wording varies by post (some refuse copays, deductibles or limits); a policy without them is accepted everywhere.',
        },
      ];
  return cardFromDataset('health_insurance', {
    requirement: 'required',
    citations: isNlv ? ['exteriores-nlv'] : ['dnv-instruction'],
    constraints: isNlv ? ['No copays, deductibles, waiting periods or coverage limits'] : [],
    notes: isNlv ? [] : ['Not needed if you are covered by Spanish Social Security.'],
    warnings,
  });
};

const buildMedicalCertificateCard = (context: TPlanContext): TCardSpec =>
  cardFromDataset('medical_certificate', {
    requirement: 'required',
    citations: context.answers.visa_type === 'WKV' ? ['washington-employee'] : ['rd-1155-2024'],
    constraints: ['Issued at most 90 days before the appointment'],
    warnings: [
      { level: 'warning', message: 'The medical certificate must be at most about 90 days old at the appointment.' },
    ],
  });

const buildDnvCards = (context: TPlanContext): TCardSpec[] => {
  const { answers, consulate } = context;
  const isEmployee = answers.applicant_type === 'employee';
  const cards: TCardSpec[] = [];
  const months = answers.months_with_company;
  const monthsWarning: TCardWarning[] =
    months !== null && months < 3
      ? [
          {
            level: 'critical',
            message: `You have worked with ${isEmployee ? 'the employer' : 'your client'} for ${months} month${months === 1 ? '' : 's'}; the telework visa requires at least 3.`,
          },
        ]
      : [];

  cards.push(
    isEmployee
      ? cardFromDataset('employer_certificate', {
          requirement: 'required',
          requirement_reason: 'You work as an employee.',
          citations: [consulate.dnv_citation],
          warnings: monthsWarning,
        })
      : cardFromDataset('client_contracts', {
          requirement: 'required',
          requirement_reason: 'You are self-employed.',
          citations: [consulate.dnv_citation],
          warnings: monthsWarning,
        }),
  );

  const state = answers.company_state_incorp;
  const age = answers.company_age_months;
  cards.push(
    cardFromDataset('company_existence', {
      requirement: 'required',
      ...(isEmployee ? {} : { label: 'Company existence certificate of each client' }),
      apostille_form: state
        ? `Secretary of State of ${state} (state of incorporation)`
        : "Secretary of State of the company's state of incorporation",
      notes: state && STATE_APOSTILLE_NOTES[state] ? [STATE_APOSTILLE_NOTES[state]] : [],
      warnings:
        age !== null && age < 12
          ? [
              {
                level: 'critical',
                message: `The company has existed for ${age} month${age === 1 ? '' : 's'}; the telework visa requires at least 12 months of real, continuous activity.`,
              },
            ]
          : [],
    }),
  );

  const experience = answers.years_experience;
  if (answers.has_degree) {
    cards.push(
      cardFromDataset('degree_diploma', {
        requirement: 'required',
        requirement_reason: 'You qualify through your degree.',
      }),
    );
  } else {
    const warnings: TCardWarning[] =
      experience === null
        ? [
            {
              level: 'warning',
              message: 'The telework visa needs a degree or at least 3 years of experience; tell us which you have.',
            },
          ]
        : experience < 3
          ? [
              {
                level: 'critical',
                message: `Without a degree the telework visa requires at least 3 years of professional experience; you have ${experience}.`,
              },
            ]
          : [];
    cards.push(
      cardFromDataset('experience_proof', {
        requirement: 'required',
        requirement_reason: 'You have no degree: you qualify through at least 3 years of experience.',
        warnings,
      }),
    );
  }

  if (isEmployee && answers.ssa_certificate_of_coverage) {
    cards.push(
      cardFromDataset('ssa_coverage_certificate', {
        requirement: 'conditional',
        requirement_reason: 'You are employed by a US company and stay in US Social Security.',
        warnings: [
          {
            level: 'info',
            message:
              'Reports conflict on whether the SSA issues certificates of coverage to telework applicants (refusals in 2024, approvals in 2025); request it early.',
          },
        ],
      }),
    );
  } else {
    cards.push(
      cardFromDataset('spanish_social_security', {
        requirement: 'conditional',
        requirement_reason: isEmployee
          ? 'Without a US certificate of coverage your employer must register you in Spanish Social Security.'
          : 'Self-employed applicants register in the Spanish self-employed scheme (RETA).',
        warnings: [
          {
            level: 'warning',
            message:
              'You need Spanish Social Security registration (self-employed: RETA); arrange it and ask the consulate what proof it wants.',
          },
        ],
      }),
    );
  }

  cards.push(buildHealthInsuranceCard(context));
  cards.push(cardFromDataset('criminal_record_declaration', { requirement: 'required' }));
  return cards;
};

const buildNlvCards = (context: TPlanContext): TCardSpec[] => [
  buildHealthInsuranceCard(context),
  buildMedicalCertificateCard(context),
];

const buildWkvCards = (context: TPlanContext): TCardSpec[] => [
  cardFromDataset('work_authorisation', {
    requirement: 'required',
    warnings: [
      {
        level: 'warning',
        message:
          "Apply at the consulate within 1 month of the authorisation's notification to your employer; book the appointment inside that window.",
      },
    ],
  }),
  cardFromDataset('employment_contract', { requirement: 'required' }),
  buildMedicalCertificateCard(context),
];

const buildDependentCards = (context: TPlanContext): TSelection => {
  const { answers, dependentsCount } = context;
  if (dependentsCount === 0) return { cards: [], planWarnings: [] };
  if (answers.visa_type === 'WKV') {
    return {
      cards: [],
      planWarnings: [
        {
          level: 'info',
          message:
            'Family members of a work-visa holder apply separately (family reunification) once you hold the permit (not confirmed); they will need marriage and birth certificates with apostille and sworn translation.',
        },
      ],
    };
  }
  const citations = visaCitation(context);
  const cards = [
    cardFromDataset('marriage_certificate', {
      requirement: 'required_for_dependents',
      requirement_reason: 'Your spouse or registered partner comes with you.',
      citations,
    }),
    cardFromDataset('birth_certificates', {
      requirement: 'required_for_dependents',
      requirement_reason: 'Your children come with you.',
      citations,
    }),
  ];
  const marriedWarning: TCardWarning = {
    level: 'critical',
    message:
      'A married child has formed a family unit of their own and does not qualify as a dependent; they must apply on their own.',
  };
  const planWarnings: TCardWarning[] = [];
  if (context.hasAdultDependent) {
    cards.push(
      cardFromDataset('adult_child_dependency', {
        requirement: 'required_for_dependents',
        requirement_reason: 'A child aged 18 or over comes with you.',
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
  const { answers, consulate } = context;
  const warnings: TCardWarning[] = [];
  if (answers.visa_type === 'NLV') {
    warnings.push({
      level: 'warning',
      message:
        'The non-lucrative visa allows no work at all in Spain, remote work for foreign employers or clients included.',
    });
  }
  if (answers.visa_type === 'WKV') {
    warnings.push({
      level: 'info',
      message:
        'Work visa: your salary was checked when your employer obtained the authorisation, so this plan shows no income threshold.',
    });
  }
  if (answers.visa_type === 'DNV' && consulate.dnv_inside_spain_for_usc && answers.citizenship_status === 'usc') {
    warnings.push({
      level: 'info',
      message: `${answers.consulate}: as a US citizen you may instead apply for the telework residence inside Spain (UGE), without a visa.`,
    });
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
    cardFromDataset('residence_proof', {
      requirement: 'required',
      citations: visaCitation(context),
      constraints: [`An address in the consular district: ${context.consulate.jurisdiction}`],
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
