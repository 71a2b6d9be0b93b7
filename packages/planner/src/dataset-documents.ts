import {
  APOSTILLE_STEP,
  FBI_ORDER_COST_USD,
  MEDICAL_CERTIFICATE_VALIDITY_DAYS,
  ORDER_DAYS,
  type TMoneyRange,
} from './dataset.ts';
import type { TApostilleType, TConfidence, TTranslationType } from './plan-model.ts';

/** The documents the planner knows, planner-facts §3. Per-plan details (state, country, validity) are set when selected. */
export type TDocumentDefinition = {
  label: string;
  description: string;
  issuer: string;
  order_label: string;
  order_days: number;
  order_cost_usd: TMoneyRange | null;
  apostille: TApostilleType;
  apostille_form: string | null;
  translation: TTranslationType;
  translation_note: string | null;
  validity_days_max: number | null;
  /** Pages a typical copy has, counted until the customer's own file is (the upload page's plan estimate). */
  typical_pages: number;
  confidence: TConfidence;
  citations: readonly string[];
  constraints: readonly string[];
  notes: readonly string[];
};

export const SWORN_TRANSLATION_NOTE =
  'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado), covering the document and its apostille. Whether any of the five consulates accepts ATA-certified translations is not confirmed.';
const SWORN_NO_APOSTILLE_NOTE =
  'Sworn translation into Spanish by a translator appointed by MAEC (traductor jurado). Whether ATA-certified translations are accepted is not confirmed.';

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
    label: 'National visa application form',
    description: 'The national (long-stay) visa form, completed and signed by each applicant.',
    issuer: 'Applicant',
    order_label: 'Fill in and sign the form',
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation_note: 'Bilingual form: fill it in, no translation needed.',
    confidence: 'official',
    citations: [],
  },
  passport: {
    ...base,
    label: 'Passport',
    description:
      'Valid passport with at least two blank pages, issued within the last 10 years, and a copy of its data page.',
    issuer: 'US Department of State',
    order_label: 'Check your passport; renew it if it falls short',
    order_days: ORDER_DAYS.passport,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
    constraints: ['At least 1 year of validity left', 'At least 2 blank pages', 'Issued within the last 10 years'],
  },
  nie_certificate: {
    ...base,
    label: 'NIE certificate (foreigner identity number)',
    description: 'Certificate of the Spanish foreigner identity number, for every applicant including dependents.',
    issuer: 'Consulate of Spain',
    order_label: 'Request the NIE from the consulate',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation_note: 'Issued in Spanish.',
    confidence: 'official',
    citations: [],
    notes: ['A non-US consulate quotes about 15 working days to issue an NIE; request it early.'],
  },
  residence_proof: {
    ...base,
    label: 'Proof of residence in the consular district',
    description: "Driver's licence, state ID or student ID showing an address in the consulate's district.",
    issuer: 'State (DMV) or school',
    order_label: 'Copy your ID showing your current address',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
  },
  legal_status_proof: {
    ...base,
    label: 'Proof of legal status in the US',
    description: 'Green card or a valid long-term US visa. Visitors on B-1/B-2 cannot apply from the US.',
    issuer: 'USCIS / US Department of State',
    order_label: 'Copy your green card or US visa',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'official',
    citations: [],
    constraints: ['Status valid on the appointment date'],
  },
  employer_certificate: {
    ...base,
    label: 'Employer certificate',
    description:
      'Letter from your employer stating your seniority (at least 3 months), your income and explicit permission to work remotely from Spain.',
    issuer: 'Employer',
    order_label: 'Ask your employer for the certificate',
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation: 'MAEC',
    translation_note: SWORN_NO_APOSTILLE_NOTE,
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: ['At least 3 months with the employer', 'Explicit permission to work remotely from Spain'],
    notes: ['Whether the letter needs notarisation and a state apostille is not confirmed; ask the consulate.'],
  },
  client_contracts: {
    ...base,
    label: 'Client contracts',
    description:
      'Contracts with your non-Spanish clients showing a relationship of at least 3 months and the terms of remote work.',
    issuer: 'Clients',
    order_label: 'Collect your client contracts',
    order_days: ORDER_DAYS.other,
    typical_pages: 6,
    translation: 'MAEC',
    translation_note: SWORN_NO_APOSTILLE_NOTE,
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: [
      'At least 3 months with at least one non-Spanish client',
      'Spanish clients at most 20% of your total activity',
    ],
  },
  company_existence: {
    ...base,
    label: 'Company existence certificate',
    description:
      "Certificate of good standing or existence of your employer's company (or of each client company), showing at least 1 year of activity.",
    issuer: 'Secretary of State of the state of incorporation',
    order_label: 'Order the certificate from the Secretary of State',
    order_days: ORDER_DAYS.company_certificate,
    typical_pages: 1,
    apostille: 'state',
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'secondary',
    citations: ['law-74-ter', 'dnv-instruction'],
    constraints: ['The company has had real, continuous activity for at least 12 months'],
  },
  degree_diploma: {
    ...base,
    label: 'University degree',
    description:
      'Diploma of a recognised university, vocational (VET) or business school degree, or a postgraduate degree.',
    issuer: 'University or school',
    order_label: 'Order a certified copy of your diploma',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'state',
    apostille_form: 'Secretary of State of the state where the school is located (notarised copy, then apostille)',
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'secondary',
    citations: ['law-74-ter'],
  },
  experience_proof: {
    ...base,
    label: 'Proof of at least 3 years of professional experience',
    description: 'Employer letters, contracts or tax records showing at least 3 years of experience in your field.',
    issuer: 'Employers / clients',
    order_label: 'Collect letters and contracts covering 3 years',
    order_days: ORDER_DAYS.other,
    typical_pages: 4,
    translation: 'MAEC',
    translation_note: SWORN_NO_APOSTILLE_NOTE,
    confidence: 'official',
    citations: ['law-74-ter'],
    constraints: ['At least 3 years of professional experience'],
  },
  economic_means: {
    ...base,
    label: 'Proof of income',
    description:
      'Payslips, bank statements and your contract showing regular income at or above the threshold. Funds must be lawful, yours and available.',
    issuer: 'Bank / employer',
    order_label: 'Download payslips and bank statements',
    order_days: ORDER_DAYS.financial_means,
    typical_pages: 6,
    translation: 'MAEC',
    translation_note:
      'Sworn translation of letters and payslips in English. Some applicants report bank statements accepted untranslated (not confirmed).',
    confidence: 'secondary',
    citations: ['dnv-instruction', 'dnv-amounts-2025'],
  },
  financial_means: {
    ...base,
    label: 'Proof of financial means',
    description:
      'Bank statements (originals with bank stamp), pension or investment income letters showing at least the yearly amount below.',
    issuer: 'Banks / pension payers',
    order_label: 'Request stamped statements and income letters',
    order_days: ORDER_DAYS.financial_means,
    typical_pages: 3,
    translation: 'MAEC',
    translation_note:
      'Sworn translation of letters. Some applicants report bank statements accepted untranslated (not confirmed).',
    confidence: 'official',
    citations: ['exteriores-nlv'],
  },
  health_insurance: {
    ...base,
    label: 'Health insurance certificate',
    description: 'Certificate from an insurer authorised to operate in Spain, covering the whole stay.',
    issuer: 'Insurer',
    order_label: 'Buy the policy and ask for the certificate in Spanish',
    order_days: ORDER_DAYS.health_insurance,
    typical_pages: 2,
    translation_note: 'Ask the insurer for a certificate in Spanish; no translation then.',
    confidence: 'official',
    citations: [],
    constraints: ['Insurer authorised to operate in Spain', 'Covers the whole stay'],
  },
  ssa_coverage_certificate: {
    ...base,
    label: 'US Social Security certificate of coverage',
    description:
      'Certificate from the SSA (US–Spain agreement) that you stay covered by US Social Security while working remotely from Spain.',
    issuer: 'US Social Security Administration',
    order_label: 'Request the certificate (opts.ssa.gov or by mail/fax to SSA Baltimore)',
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    order_cost_usd: { min: 0, max: 0 },
    translation: 'MAEC',
    translation_note: `${SWORN_NO_APOSTILLE_NOTE} Whether an apostille is needed is not confirmed.`,
    confidence: 'secondary',
    citations: ['ssa-poms-spain', 'ssa-coc-refusals', 'dnv-instruction'],
  },
  spanish_social_security: {
    ...base,
    label: 'Spanish Social Security registration',
    description:
      'Without a US certificate of coverage you must be registered in Spanish Social Security (self-employed: RETA; employees: the foreign employer registers you).',
    issuer: 'Tesorería General de la Seguridad Social',
    order_label: 'Arrange Spanish Social Security registration',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    confidence: 'secondary',
    citations: ['dnv-instruction'],
  },
  fbi_record: {
    ...base,
    label: 'FBI criminal record (Identity History Summary)',
    description:
      'FBI Identity History Summary (the nationwide US criminal record) of the applicant, based on fingerprints.',
    issuer: 'FBI CJIS',
    order_label: 'Request the FBI record (eDO, electronic fingerprints)',
    order_days: ORDER_DAYS.fbi_record,
    typical_pages: 2,
    order_cost_usd: FBI_ORDER_COST_USD,
    apostille: 'federal',
    apostille_form: APOSTILLE_STEP.federal.form,
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'official',
    citations: [],
    notes: [
      'The FBI does not expedite; approved channelers return results in about 2–5 days ($50–80).',
      'Ask for the record with the apostille in mind: the Department of State apostilles FBI records signed by the FBI.',
    ],
  },
  fbi_record_dependents: {
    ...base,
    label: 'FBI criminal records of family members aged 18+',
    description: 'FBI Identity History Summary for each family member aged 18 or over, spouse or partner included.',
    issuer: 'FBI CJIS',
    order_label: 'Request an FBI record for each family member aged 18+',
    order_days: ORDER_DAYS.fbi_record,
    typical_pages: 2,
    order_cost_usd: FBI_ORDER_COST_USD,
    apostille: 'federal',
    apostille_form: APOSTILLE_STEP.federal.form,
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'official',
    citations: [],
  },
  criminal_record_declaration: {
    ...base,
    label: 'Sworn statement of no criminal record (5 years)',
    description:
      'Declaración responsable: statement that you have had no criminal record in the last 5 years, signed by each applicant aged 18+.',
    issuer: 'Applicant',
    order_label: 'Sign the statement',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation_note: 'Written in Spanish.',
    confidence: 'secondary',
    citations: ['dnv-instruction'],
  },
  police_certificate: {
    ...base,
    label: 'Police certificate',
    description: 'Criminal record certificate from a country where you lived within the look-back period.',
    issuer: 'Police or justice authority of that country',
    order_label: 'Request the police certificate',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'foreign',
    translation: 'MAEC',
    translation_note: `${SWORN_TRANSLATION_NOTE} Not needed if the certificate is issued in Spanish.`,
    confidence: 'secondary',
    citations: [],
    notes: [
      'Some sources ask for a certificate only for stays of 6 months or more; not confirmed, so every stay is listed.',
    ],
  },
  marriage_certificate: {
    ...base,
    label: 'Marriage or registered partnership certificate',
    description: 'Certified copy of the marriage or partnership certificate, if your spouse or partner comes with you.',
    issuer: 'County or state vital records office',
    order_label: 'Order a certified copy',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    apostille: 'state',
    apostille_form: 'Secretary of State of the state that issued the certificate',
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'official',
    citations: [],
  },
  birth_certificates: {
    ...base,
    label: "Children's birth certificates",
    description: 'Certified long-form birth certificate of each child who comes with you.',
    issuer: 'State vital records office',
    order_label: 'Order certified copies',
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    apostille: 'state',
    apostille_form: 'Secretary of State of the state of birth',
    translation: 'MAEC',
    translation_note: SWORN_TRANSLATION_NOTE,
    confidence: 'official',
    citations: [],
  },
  adult_child_dependency: {
    ...base,
    label: 'Proof an adult child depends on you',
    description:
      'Evidence that each child aged 18+ depends on you financially and has not formed a family unit of their own (e.g. support, studies, shared address).',
    issuer: 'Applicant',
    order_label: 'Gather proof of dependency',
    order_days: ORDER_DAYS.other,
    typical_pages: 3,
    translation: 'MAEC',
    translation_note: SWORN_NO_APOSTILLE_NOTE,
    confidence: 'official',
    citations: [],
  },
  medical_certificate: {
    ...base,
    label: 'Medical certificate',
    description:
      'Certificate on a physician’s letterhead, signed, stating that you have no disease that could have serious public-health repercussions under the International Health Regulations 2005.',
    issuer: 'US physician',
    order_label: 'See a physician for the certificate',
    order_days: ORDER_DAYS.other,
    typical_pages: 1,
    translation: 'MAEC',
    translation_note: SWORN_NO_APOSTILLE_NOTE,
    validity_days_max: MEDICAL_CERTIFICATE_VALIDITY_DAYS,
    confidence: 'secondary',
    citations: ['medical-certificate'],
    notes: ['Whether the certificate needs notarisation and a state apostille varies by post and is not confirmed.'],
  },
  work_authorisation: {
    ...base,
    label: 'Initial residence and work authorisation',
    description:
      'The authorisation your Spanish employer obtained from the Oficina de Extranjería (original and copy), signed by the employer.',
    issuer: 'Oficina de Extranjería (through your employer)',
    order_label: 'Get the authorisation and notification from your employer',
    order_days: ORDER_DAYS.other,
    typical_pages: 2,
    translation_note: 'Issued in Spanish.',
    confidence: 'official',
    citations: ['washington-employee'],
    constraints: ['Apply at the consulate within 1 month of the notification to your employer'],
  },
  employment_contract: {
    ...base,
    label: 'Employment contract stamped by Extranjería',
    description: 'Your contract with the Spanish employer, stamped by the Oficina de Extranjería.',
    issuer: 'Spanish employer / Oficina de Extranjería',
    order_label: 'Get the stamped contract from your employer',
    order_days: ORDER_DAYS.other,
    typical_pages: 4,
    translation_note: 'Issued in Spanish.',
    confidence: 'official',
    citations: ['washington-employee'],
  },
} satisfies Record<string, TDocumentDefinition>;

export type TDocumentId = keyof typeof DOCUMENTS;
