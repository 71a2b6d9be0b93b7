import { FBI_ORDER_COST_USD, MEDICAL_CERTIFICATE_VALIDITY_DAYS, ORDER_DAYS, type TMoneyRange } from './dataset.ts';
import type { en } from './messages/en.ts';
import type { TApostilleType, TConfidence, TTranslationType } from './plan-model.ts';

type TMessages = typeof en;
/** A document's words (name, description, issuer, first step) are `documents.<id>` in the messages. */
export type TApostilleFormId = Exclude<keyof TMessages['apostilleForms'], 'companyState' | 'foreign'>;
export type TTranslationNoteId = keyof TMessages['translationNotes'];
export type TConstraintId = keyof TMessages['constraints'];
export type TNoteId = Exclude<keyof TMessages['notes'], 'stateApostille'>;

/**
 * The documents the planner knows, planner-facts §3: the facts here, their words in messages/ (keyed by these ids).
 * Per-plan details (state, country, validity) are set when selected.
 */
export type TDocumentDefinition = {
  order_days: number;
  order_cost_usd: TMoneyRange | null;
  apostille: TApostilleType;
  apostille_form: TApostilleFormId | null;
  translation: TTranslationType;
  translation_note: TTranslationNoteId | null;
  validity_days_max: number | null;
  /** Pages a typical copy has, counted until the customer's own file is (the upload page's plan estimate). */
  typical_pages: number;
  confidence: TConfidence;
  citations: readonly string[];
  constraints: readonly TConstraintId[];
  notes: readonly TNoteId[];
};

const base: Pick<
  TDocumentDefinition,
  | 'order_cost_usd'
  | 'apostille'
  | 'apostille_form'
  | 'translation'
  | 'translation_note'
  | 'validity_days_max'
  | 'constraints'
  | 'notes'
> = {
  order_cost_usd: null,
  apostille: 'none',
  apostille_form: null,
  translation: 'none',
  translation_note: null,
  validity_days_max: null,
  constraints: [],
  notes: [],
};

export const DOCUMENTS = {
  visa_form: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation_note: 'bilingualForm',
    confidence: 'official',
    citations: [],
  },
  passport: {
    ...base,
    order_days: ORDER_DAYS.passport,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
    constraints: ['passportValidity', 'passportBlankPages', 'passportIssued'],
  },
  nie_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation_note: 'issuedInSpanish',
    confidence: 'official',
    citations: [],
    notes: ['nieTurnaround'],
  },
  residence_proof: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
  },
  legal_status_proof: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
    constraints: ['statusValid'],
  },
  employer_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation: 'MAEC',
    translation_note: 'swornNoApostille',
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: ['employerMonths', 'employerPermission'],
    notes: ['employerLetterApostille'],
  },
  client_contracts: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 6,
    translation: 'MAEC',
    translation_note: 'swornNoApostille',
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: ['clientMonths', 'spanishClients'],
  },
  company_existence: {
    ...base,
    order_days: ORDER_DAYS.company_certificate,
    typical_pages: 1,
    apostille: 'state',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'secondary',
    citations: ['law-74-ter', 'dnv-instruction'],
    constraints: ['companyActivity'],
  },
  degree_diploma: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'state',
    apostille_form: 'degree',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'secondary',
    citations: ['law-74-ter'],
  },
  experience_proof: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 4,
    translation: 'MAEC',
    translation_note: 'swornNoApostille',
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: ['experienceYears'],
  },
  economic_means: {
    ...base,
    order_days: ORDER_DAYS.financial_means,
    typical_pages: 6,
    translation: 'MAEC',
    translation_note: 'incomeLetters',
    confidence: 'secondary',
    citations: ['dnv-instruction', 'dnv-amounts-2025'],
  },
  financial_means: {
    ...base,
    order_days: ORDER_DAYS.financial_means,
    typical_pages: 3,
    translation: 'MAEC',
    translation_note: 'meansLetters',
    confidence: 'official',
    citations: ['exteriores-nlv'],
  },
  health_insurance: {
    ...base,
    order_days: ORDER_DAYS.health_insurance,
    typical_pages: 2,
    translation_note: 'insurerInSpanish',
    confidence: 'official',
    citations: [],
    constraints: ['insurerAuthorised', 'insuranceWholeStay'],
  },
  ssa_coverage_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    order_cost_usd: { min: 0, max: 0 },
    translation: 'MAEC',
    translation_note: 'swornApostilleUnconfirmed',
    confidence: 'secondary',
    citations: ['ssa-poms-spain', 'ssa-coc-refusals', 'dnv-instruction'],
  },
  spanish_social_security: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'secondary',
    citations: ['dnv-instruction'],
  },
  fbi_record: {
    ...base,
    order_days: ORDER_DAYS.fbi_record,
    typical_pages: 2,
    order_cost_usd: FBI_ORDER_COST_USD,
    apostille: 'federal',
    apostille_form: 'federal',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'official',
    citations: [],
    notes: ['fbiNoExpedite', 'fbiApostille'],
  },
  fbi_record_dependents: {
    ...base,
    order_days: ORDER_DAYS.fbi_record,
    typical_pages: 2,
    order_cost_usd: FBI_ORDER_COST_USD,
    apostille: 'federal',
    apostille_form: 'federal',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'official',
    citations: [],
  },
  criminal_record_declaration: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation_note: 'writtenInSpanish',
    confidence: 'secondary',
    citations: ['dnv-instruction'],
  },
  police_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'foreign',
    translation: 'MAEC',
    translation_note: 'swornUnlessSpanish',
    confidence: 'secondary',
    citations: [],
    notes: ['policeShortStays'],
  },
  marriage_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'state',
    apostille_form: 'marriage',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'official',
    citations: [],
  },
  birth_certificates: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    apostille: 'state',
    apostille_form: 'birth',
    translation: 'MAEC',
    translation_note: 'sworn',
    confidence: 'official',
    citations: [],
  },
  adult_child_dependency: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 3,
    translation: 'MAEC',
    translation_note: 'swornNoApostille',
    confidence: 'official',
    citations: [],
  },
  medical_certificate: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation: 'MAEC',
    translation_note: 'swornNoApostille',
    validity_days_max: MEDICAL_CERTIFICATE_VALIDITY_DAYS,
    confidence: 'secondary',
    citations: ['medical-certificate'],
    notes: ['medicalApostille'],
  },
  work_authorisation: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation_note: 'issuedInSpanish',
    confidence: 'official',
    citations: ['washington-employee'],
    constraints: ['applyWithinMonth'],
  },
  employment_contract: {
    ...base,
    order_days: ORDER_DAYS.other,
    typical_pages: 4,
    translation_note: 'issuedInSpanish',
    confidence: 'official',
    citations: ['washington-employee'],
  },
} satisfies Record<string, TDocumentDefinition>;

export type TDocumentId = keyof typeof DOCUMENTS;
