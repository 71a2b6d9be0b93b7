import { z } from 'zod';

/**
 * The planner's contract: the answers a visitor gives and the plan generated from them.
 * Web (wizard, plan view) and API (generate, PDF) both validate with these schemas.
 * Field names are snake_case because the plan model is specified that way.
 */

/** The languages a plan is written in (the customer side's, @sello/shared/i18n/locales); 'en' when not asked for. */
export const PLAN_LOCALES = ['en', 'es', 'fr'] as const;
export type TPlanLocale = (typeof PLAN_LOCALES)[number];
/** For Intl (dates, amounts, country names) and the message formatter. */
export const PLAN_LOCALE_TAGS: Record<TPlanLocale, string> = { en: 'en-US', es: 'es', fr: 'fr' };
export const ZPlanLocale = z.enum(PLAN_LOCALES, { error: `locale must be one of ${PLAN_LOCALES.join(', ')}` });

export const PLANNER_COUNTRIES = ['ES'] as const;
export type TPlannerCountry = (typeof PLANNER_COUNTRIES)[number];
export const PLANNER_COUNTRY_LABELS: Record<TPlannerCountry, string> = { ES: 'Spain' };

export const VISA_TYPES = ['DNV', 'NLV', 'WKV'] as const;
export type TVisaType = (typeof VISA_TYPES)[number];
export const VISA_TYPE_LABELS: Record<TVisaType, string> = {
  DNV: 'Telework (Digital Nomad)',
  NLV: 'Non-working (Non-lucrative) Residence',
  WKV: 'Work Visa',
};

/** The consulates by the specification's names: the value on the wire, in the dataset and in stored plans. */
export const CONSULATES = ['Chicago', 'New York', 'Miami', 'San Francisco', 'Washington DC'] as const;
export type TConsulate = (typeof CONSULATES)[number];
/** The codes earlier versions used (and plans stored then hold); still accepted on input. */
export const CONSULATE_CODES: Record<TConsulate, string> = {
  Chicago: 'chicago',
  'New York': 'new_york',
  Miami: 'miami',
  'San Francisco': 'san_francisco',
  'Washington DC': 'washington_dc',
};

/** The specification's defaults: what the API assumes for an omitted answer and what the wizard preselects. */
export const DEFAULT_COUNTRY: TPlannerCountry = 'ES';
export const DEFAULT_VISA_TYPE: TVisaType = 'DNV';
export const DEFAULT_CONSULATE: TConsulate = 'Chicago';

/** A planner country from its code (ES) or its name (Spain), any case; null when neither. */
export const toPlannerCountry = (raw: string): TPlannerCountry | null => {
  const text = raw.trim().toLowerCase();
  return (
    PLANNER_COUNTRIES.find(
      (code) => code.toLowerCase() === text || PLANNER_COUNTRY_LABELS[code].toLowerCase() === text,
    ) ?? null
  );
};

/** A visa type from its code (DNV) or its label ('Telework (Digital Nomad)'), any case; null when neither. */
export const toVisaType = (raw: string): TVisaType | null => {
  const text = raw.trim().toLowerCase();
  return (
    VISA_TYPES.find((code) => code.toLowerCase() === text || VISA_TYPE_LABELS[code].toLowerCase() === text) ?? null
  );
};

/** A consulate from its name ('New York') or its former code (new_york), any case; null when neither. */
export const toConsulate = (raw: string): TConsulate | null => {
  const text = raw.trim().toLowerCase();
  return CONSULATES.find((name) => name.toLowerCase() === text || CONSULATE_CODES[name] === text) ?? null;
};

/**
 * Accepts any spelling `normalise` understands and holds the canonical value; encoding (responses) is the
 * canonical value itself. Unknown spellings fail with `message`.
 */
const spelledEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  normalise: (raw: string) => T[number] | null,
  message: string,
  description: string,
) =>
  z.codec(
    z.string({ error: message }).meta({ description, examples: [...values] }),
    z.enum(values, { error: message }),
    {
      decode: (raw) => normalise(raw) ?? raw,
      encode: (value) => value,
    },
  );

export const ZVisaType = spelledEnum(
  VISA_TYPES,
  toVisaType,
  `visa_type must be one of ${VISA_TYPES.map((code) => `${code} (${VISA_TYPE_LABELS[code]})`).join(', ')}`,
  `A visa type code (${VISA_TYPES.join(', ')}) or its name (${Object.values(VISA_TYPE_LABELS).join(', ')}), any case. Responses use the code. Default: ${DEFAULT_VISA_TYPE}.`,
);
export const ZConsulate = spelledEnum(
  CONSULATES,
  toConsulate,
  `consulate must be one of ${CONSULATES.join(', ')}`,
  `A consulate by name (${CONSULATES.join(', ')}), any case, or by its former code (${Object.values(CONSULATE_CODES).join(', ')}). Responses use the name. Default: ${DEFAULT_CONSULATE}.`,
);

export const ZPlannerCountry = spelledEnum(
  PLANNER_COUNTRIES,
  toPlannerCountry,
  `Only Spain (ES) is supported: send country as ${PLANNER_COUNTRIES.map((code) => `${code} or ${PLANNER_COUNTRY_LABELS[code]}`).join(', ')}, any case`,
  `A country code (${PLANNER_COUNTRIES.join(', ')}) or its name (${Object.values(PLANNER_COUNTRY_LABELS).join(', ')}), any case. Responses use the code. Default: ${DEFAULT_COUNTRY}.`,
);

export const APPLICANT_TYPES = ['employee', 'self_employed'] as const;
export type TApplicantType = (typeof APPLICANT_TYPES)[number];
export const CITIZENSHIP_STATUSES = ['usc', 'lpr', 'other'] as const;
export type TCitizenshipStatus = (typeof CITIZENSHIP_STATUSES)[number];
export const NIE_STATUSES = ['have', 'need', 'unknown'] as const;
export type TNieStatus = (typeof NIE_STATUSES)[number];
export const INCOME_CURRENCIES = ['USD', 'EUR'] as const;
export type TIncomeCurrency = (typeof INCOME_CURRENCIES)[number];

const ZIsoDate = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });
const ZCountryCode = z
  .string({ error: 'Country must be a two-letter code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter code' });
const ZStateCode = z
  .string({ error: 'State must be a two-letter code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'State must be a two-letter code' });

export const ZResidencePeriod = z.object({
  country: ZCountryCode,
  months: z
    .number({ error: 'Months must be a number' })
    .int({ error: 'Months must be a whole number' })
    .min(0, { error: 'Months cannot be negative' })
    .max(60, { error: 'The look-back period is 60 months' }),
});
export type TResidencePeriod = z.infer<typeof ZResidencePeriod>;

/** What the wizard asks. Every answer has the specification's default, so a partial answer set is a valid one. */
export const ZPlannerAnswers = z
  .object({
    country: ZPlannerCountry.default(DEFAULT_COUNTRY),
    visa_type: ZVisaType.default(DEFAULT_VISA_TYPE),
    consulate: ZConsulate.default(DEFAULT_CONSULATE),
    applicant_type: z.enum(APPLICANT_TYPES).default('employee'),
    citizenship_status: z.enum(CITIZENSHIP_STATUSES).default('usc'),
    nie_status: z.enum(NIE_STATUSES).default('need'),
    has_dependents: z.boolean().default(false),
    /** How many family members come along (spouse/partner, children, ascendants). Ignored unless has_dependents. */
    dependents_count: z.number().int().min(0).max(10).default(0),
    any_dependent_18plus: z.boolean().default(false),
    any_dependent_married: z.boolean().default(false),
    /** Where the applicant lived in the last 5 years; months per country. */
    residence_history_5y: z
      .array(ZResidencePeriod)
      .max(20)
      .default(() => [{ country: 'US', months: 60 }]),
    company_state_incorp: ZStateCode.nullable().default(null),
    company_age_months: z.number().int().min(0).max(2400).nullable().default(null),
    /** Months the applicant has worked with (employee) or for (self-employed) the company. */
    months_with_company: z.number().int().min(0).max(1200).nullable().default(null),
    has_degree: z.boolean().default(false),
    years_experience: z.number().min(0).max(80).nullable().default(null),
    monthly_income_amount: z.number().min(0).max(100_000_000).nullable().default(null),
    monthly_income_currency: z.enum(INCOME_CURRENCIES).default('USD'),
    health_insurance_has_no_copays_limits: z.boolean().default(false),
    ssa_certificate_of_coverage: z.boolean().default(true),
    /** The consulate appointment the timeline counts back from; default 90 days after `today`. */
    appointment_date: ZIsoDate.nullable().default(null),
  })
  .strict();
export type TPlannerAnswersInput = z.input<typeof ZPlannerAnswers>;
export type TPlannerAnswers = z.output<typeof ZPlannerAnswers>;

export const REQUIREMENTS = ['required', 'conditional', 'required_for_dependents', 'optional'] as const;
export type TRequirement = (typeof REQUIREMENTS)[number];
export const STEP_CODES = ['order', 'apostille', 'translate', 'ready'] as const;
export type TStepCode = (typeof STEP_CODES)[number];
export const APOSTILLE_TYPES = ['federal', 'state', 'foreign', 'none'] as const;
export type TApostilleType = (typeof APOSTILLE_TYPES)[number];
/** `none`: the document is used as it is (a passport) or is already in Spanish (a form). */
export const TRANSLATION_TYPES = ['ATA', 'MAEC', 'ATA_or_MAEC', 'none'] as const;
export type TTranslationType = (typeof TRANSLATION_TYPES)[number];
export const WARNING_LEVELS = ['critical', 'warning', 'info'] as const;
export type TWarningLevel = (typeof WARNING_LEVELS)[number];
/** How sure the dataset is of a fact: official page, secondary source only, or not confirmed. */
export const CONFIDENCE_LEVELS = ['official', 'secondary', 'unconfirmed'] as const;
export type TConfidence = (typeof CONFIDENCE_LEVELS)[number];

const ZMoneyRange = z.object({ min: z.number().min(0), max: z.number().min(0) }).strict();

export const ZPlanWarning = z
  .object({
    level: z.enum(WARNING_LEVELS),
    message: z.string().min(1).max(1000),
    doc_id: z.string().max(80).nullable(),
  })
  .strict();
export type TPlanWarning = z.infer<typeof ZPlanWarning>;

export const ZPlanStep = z
  .object({ code: z.enum(STEP_CODES), label: z.string().min(1).max(200), done: z.boolean() })
  .strict();

/** Monthly amounts in EUR. `each_dependent_eur` is what every dependent after the first adds. */
export const ZComputedThreshold = z
  .object({
    year: z.number().int(),
    basis: z.string().max(300),
    dependents_count: z.number().int().min(0),
    principal_eur: z.number().min(0),
    each_dependent_eur: z.number().min(0),
    dependents_eur: z.object({ first: z.number().min(0), additional_each: z.number().min(0) }).strict(),
    total_monthly_eur: z.number().min(0),
    total_annual_eur: z.number().min(0),
  })
  .strict();
export type TComputedThreshold = z.infer<typeof ZComputedThreshold>;

export const ZIncomeCheck = z
  .object({
    income_monthly_eur: z.number().min(0),
    required_monthly_eur: z.number().min(0),
    meets_threshold: z.boolean(),
    shortfall_monthly_eur: z.number().min(0),
    /** Set when the answer was in USD: the dataset's stated rate and its date. */
    converted_from: z
      .object({
        amount: z.number().min(0),
        currency: z.literal('USD'),
        usd_to_eur: z.number().positive(),
        rate_date: ZIsoDate,
      })
      .strict()
      .nullable(),
  })
  .strict();
export type TIncomeCheck = z.infer<typeof ZIncomeCheck>;

export const ZPlanCard = z
  .object({
    doc_id: z.string().min(1).max(80),
    label: z.string().min(1).max(200),
    description: z.string().max(2000),
    issuer: z.string().max(300),
    requirement: z.enum(REQUIREMENTS),
    /** Why a conditional document is in this plan, in words. */
    requirement_reason: z.string().max(500).nullable(),
    steps: z.array(ZPlanStep).min(1).max(4),
    apostille: z.object({ type: z.enum(APOSTILLE_TYPES), form: z.string().max(500).nullable() }).strict(),
    translation: z.object({ type: z.enum(TRANSLATION_TYPES), note: z.string().max(500).nullable() }).strict(),
    /** Longest age the document may have at the appointment; null when it does not expire for this purpose. */
    validity_days_max: z.number().int().positive().nullable(),
    /**
     * **Extension** (issue 32): the pages a typical copy of the document has, which the upload page counts until the
     * customer's own file is analysed. Absent from plans stored before it existed.
     */
    typical_pages: z.number().int().min(1).max(100).optional(),
    time_sensitive: z.boolean(),
    constraints: z.array(z.string().max(500)).max(20),
    notes: z.array(z.string().max(1000)).max(20),
    warnings: z.array(ZPlanWarning).max(20),
    confidence: z.enum(CONFIDENCE_LEVELS),
    /** Ids into `citations_index`. */
    citations: z.array(z.string().max(80)).max(20),
    cost_usd: ZMoneyRange.nullable(),
    computed_threshold: ZComputedThreshold.nullable(),
    income_check: ZIncomeCheck.nullable(),
  })
  .strict();
export type TPlanCard = z.infer<typeof ZPlanCard>;

export const ZTimelineItem = z
  .object({
    doc_id: z.string().min(1).max(80),
    doc_label: z.string().min(1).max(200),
    step_code: z.enum(STEP_CODES),
    step_label: z.string().min(1).max(200),
    start_date: ZIsoDate,
    due_date: ZIsoDate,
    duration_days: z.number().int().min(0),
    cost_usd: ZMoneyRange.nullable(),
    time_sensitive: z.boolean(),
  })
  .strict();
export type TTimelineItem = z.infer<typeof ZTimelineItem>;

export const ZCitation = z
  .object({
    id: z.string().min(1).max(80),
    title: z.string().min(1).max(300),
    url: z.url({ protocol: /^https?$/ }).max(500),
    confidence: z.enum(CONFIDENCE_LEVELS),
  })
  .strict();
export type TCitation = z.infer<typeof ZCitation>;

/** The specification's plan object: the cards, their timeline and the cited sources inside `web`. */
export const ZPlan = z
  .object({
    dataset_version: z.string().min(1).max(40),
    /**
     * **Extension** (issue 32): the language of the plan's words (labels, descriptions, steps, warnings); its ids,
     * dates and amounts are the same in every language. Plans stored before it are English.
     */
    locale: ZPlanLocale.default('en'),
    answers: ZPlannerAnswers,
    web: z
      .object({
        header: z
          .object({
            title: z.string().min(1).max(200),
            subtitle: z.string().max(300),
            last_verified_at: ZIsoDate,
            generated_at: z.iso.datetime(),
          })
          .strict(),
        cards: z.array(ZPlanCard).min(1).max(60),
        timeline: z.array(ZTimelineItem).max(240),
        citations_index: z.array(ZCitation).max(60),
      })
      .strict(),
    appointment_date: ZIsoDate,
    summary: z
      .object({
        total_documents: z.number().int().min(0),
        time_sensitive_documents: z.number().int().min(0),
        critical_warnings: z.number().int().min(0),
      })
      .strict(),
    /** Plan-wide warnings (card warnings repeated here with their doc_id), most severe first. */
    warnings: z.array(ZPlanWarning).max(100),
  })
  .strict();
export type TPlan = z.infer<typeof ZPlan>;
