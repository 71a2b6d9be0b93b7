import type { TConfidence, TConsulate, TVisaType } from './plan-model.ts';

/**
 * The planner's facts: thresholds, rates, step durations and costs, per-consulate rules.
 * Source of truth: ../shared/planner-facts.md. When a fact changes, bump DATASET_VERSION and LAST_VERIFIED_AT.
 */
export const DATASET_VERSION = '2026.11.1';
export const LAST_VERIFIED_AT = '2026-11-21';

export type TMoneyRange = { min: number; max: number };

/** Spanish minimum wage (SMI) and IPREM per year, EUR. planner-facts §2. */
export type TYearFigures = {
  year: number;
  smi_decree: string;
  /** SMI per month in 14 payments (basis B of the DNV threshold). */
  smi_monthly_14: number;
  smi_annual: number;
  iprem_monthly: number;
  smi_citation: string;
  iprem_citation: string;
};

export const YEAR_FIGURES: readonly TYearFigures[] = [
  {
    year: 2024,
    smi_decree: 'RD 145/2024',
    smi_monthly_14: 1134,
    smi_annual: 15_876,
    iprem_monthly: 600,
    smi_citation: 'smi-2024',
    iprem_citation: 'iprem-2026',
  },
  {
    year: 2025,
    smi_decree: 'RD 87/2025',
    smi_monthly_14: 1184,
    smi_annual: 16_576,
    iprem_monthly: 600,
    smi_citation: 'smi-2025',
    iprem_citation: 'iprem-2026',
  },
  {
    year: 2026,
    smi_decree: 'RD 126/2026',
    smi_monthly_14: 1221,
    smi_annual: 17_094,
    iprem_monthly: 600,
    smi_citation: 'smi-2026',
    iprem_citation: 'iprem-2026',
  },
];

/** DNV: 200% SMI for the applicant, +75% for the first family member, +25% for each further one (Joint Instruction 2023). */
export const DNV_THRESHOLD_RULE = { principal: 2, first_dependent: 0.75, additional_dependent: 0.25 } as const;
/** NLV: 400% IPREM for the applicant, +100% per family member (exteriores NLV page). */
export const NLV_THRESHOLD_RULE = { principal: 4, each_dependent: 1 } as const;

/**
 * DNV basis A (annual SMI ÷ 12) is the default: immigration offices and most practitioners use it.
 * Basis B (14-payment monthly SMI) appears in consulate-derived text; it is lower, so A is the safe plan.
 */
export const DNV_DEFAULT_BASIS = 'A' as const;

/**
 * No consulate publishes a USD→EUR rate for proving means [U]. This is the dataset's planning assumption,
 * set on the verification date; consulates convert at their own (unpublished) rate.
 */
export const USD_TO_EUR = {
  rate: 0.86,
  rate_date: LAST_VERIFIED_AT,
} as const;

/** Days and costs per step (issue 7). `order` days depend on the document; see ORDER_DAYS. */
export const ORDER_DAYS = {
  fbi_record: 14,
  company_certificate: 3,
  financial_means: 1,
  health_insurance: 7,
  passport: 21,
  other: 7,
} as const;

export const APOSTILLE_STEP = {
  /** Form DS-4194, $20 per document (messages: apostilleForms.federal). */
  federal: { days: 21, cost_usd: { min: 20, max: 20 } },
  state: { days: 14, cost_usd: { min: 15, max: 35 } },
  /** Not in the issue's table: other countries' apostilles vary; plan like a federal one, cost unknown [U]. */
  foreign: { days: 21, cost_usd: null },
} as const;

export const TRANSLATION_STEP = { days: 5, cost_usd: { min: 35, max: 75 } } as const;
export const READY_STEP = { days: 0 } as const;

/** FBI Identity History Summary $18 [O] + USPS fingerprinting ≈ $50 [S]. */
export const FBI_ORDER_COST_USD: TMoneyRange = { min: 18, max: 68 };

/** Documents with a validity window of this many days or fewer are time-sensitive (order them last). */
export const TIME_SENSITIVE_MAX_DAYS = 180;
/** Windows of this many days or fewer are so tight that missing them blocks the application. */
export const CRITICAL_VALIDITY_MAX_DAYS = 90;

/** Default distance from `today` to the consulate appointment when the visitor gives none. */
export const DEFAULT_APPOINTMENT_OFFSET_DAYS = 90;

/** Look-back for police certificates from other countries, months. planner-facts §3. */
export const POLICE_LOOKBACK_MONTHS: Record<TVisaType, number> = { DNV: 24, NLV: 60, WKV: 60 };

export const MEDICAL_CERTIFICATE_VALIDITY_DAYS = 90;

export type TNieRule = 'mandatory' | 'before_applying' | 'not_seen';

/**
 * A post's rules. Its words (where the FBI age comes from, whether state checks were accepted, its DNV notes, the NLV
 * venue and fees) are `consulates.<name>` in messages/.
 */
export type TConsulateRules = {
  jurisdiction: string;
  /** Longest age of the FBI record at the appointment, days. */
  fbi_validity_days: number;
  fbi_validity_confidence: TConfidence;
  fbi_citations: string[];
  /** DNV: whether the NIE must be obtained before applying. */
  dnv_nie: TNieRule;
  dnv_citation: string;
  nlv_citation: string | null;
  /** US citizens may apply for the DNV inside Spain (UGE) instead of at the consulate. */
  dnv_inside_spain_for_usc: boolean;
};

export const CONSULATE_RULES: Record<TConsulate, TConsulateRules> = {
  Chicago: {
    jurisdiction: 'IL, IN, IA, KS, KY, MI, MN, MO, NE, ND, OH, SD, WI',
    fbi_validity_days: 90,
    fbi_validity_confidence: 'secondary',
    fbi_citations: ['fbi-edo', 'fbi-faq'],
    dnv_nie: 'not_seen',
    dnv_citation: 'chicago-telework',
    nlv_citation: 'bls-chicago-nlv',
    dnv_inside_spain_for_usc: false,
  },
  'New York': {
    jurisdiction: 'NY, NJ, CT, PA, DE',
    fbi_validity_days: 180,
    fbi_validity_confidence: 'unconfirmed',
    fbi_citations: ['fbi-edo', 'fbi-faq', 'ny-visas-2018'],
    dnv_nie: 'before_applying',
    dnv_citation: 'ny-telework',
    nlv_citation: 'ny-visas-2018',
    dnv_inside_spain_for_usc: false,
  },
  Miami: {
    jurisdiction: 'FL, GA, SC',
    fbi_validity_days: 90,
    fbi_validity_confidence: 'official',
    fbi_citations: ['fbi-edo', 'fbi-faq', 'miami-nlv-old'],
    dnv_nie: 'before_applying',
    dnv_citation: 'miami-telework',
    nlv_citation: 'bls-miami-nlv',
    dnv_inside_spain_for_usc: true,
  },
  'San Francisco': {
    jurisdiction: 'Northern CA, NV, OR, ID, WY, MT, WA, AK, HI',
    fbi_validity_days: 180,
    fbi_validity_confidence: 'unconfirmed',
    fbi_citations: ['fbi-edo', 'fbi-faq'],
    dnv_nie: 'mandatory',
    dnv_citation: 'sf-telework',
    nlv_citation: 'bls-sf-nlv',
    dnv_inside_spain_for_usc: false,
  },
  'Washington DC': {
    jurisdiction: 'DC, MD, VA, WV, NC',
    fbi_validity_days: 180,
    fbi_validity_confidence: 'official',
    fbi_citations: ['fbi-edo', 'fbi-faq', 'washington-employee'],
    dnv_nie: 'before_applying',
    dnv_citation: 'washington-telework',
    nlv_citation: 'bls-washington-nlv',
    dnv_inside_spain_for_usc: false,
  },
};

/** A source; its title is `citations.<id>` in messages/. */
export type TDatasetCitation = { id: string; url: string; confidence: TConfidence };

/** planner-facts §6, in the order the plan lists them. */
export const CITATIONS: readonly TDatasetCitation[] = [
  {
    id: 'law-74-ter',
    url: 'https://vademecumlegal.es/legislacion/articulo-74-ter-apoyo-emprendedores-internacionalizacion',
    confidence: 'secondary',
  },
  {
    id: 'ley-28-2022',
    url: 'https://www.boe.es/buscar/pdf/2022/BOE-A-2022-21739-consolidado.pdf',
    confidence: 'official',
  },
  {
    id: 'dnv-instruction',
    url: 'https://tradelex.com/en/2023/04/21/instruction-on-practical-aspects-of-international-teleworking-residence-authorizations-in-spain',
    confidence: 'secondary',
  },
  {
    id: 'dnv-amounts-2025',
    url: 'https://nomadimmigrationlawyers.com/blog/economic-requirements-for-the-digital-nomad-visa-in-spain-2025',
    confidence: 'secondary',
  },
  {
    id: 'chicago-telework',
    url: 'https://www.exteriores.gob.es/Consulados/chicago/en/ServiciosConsulares/Paginas/Teleworkvisa.aspx',
    confidence: 'official',
  },
  {
    id: 'chicago-self-employed',
    url: 'https://www.exteriores.gob.es/Consulados/chicago/en/ServiciosConsulares/Paginas/Consular/Visado-de-trabajo-por-cuenta-propia.aspx',
    confidence: 'official',
  },
  {
    id: 'bls-chicago-nlv',
    url: 'https://usa.blsspainvisa.com/chicago/non_working_residency_visa.php',
    confidence: 'official',
  },
  {
    id: 'ny-telework',
    url: 'https://exteriores.gob.es/Consulados/nuevayork/en/ServiciosConsulares/Paginas/Consular/Visado-de-teletrabajo.aspx',
    confidence: 'official',
  },
  {
    id: 'ny-visas-2018',
    url: 'http://www.exteriores.gob.es/Consulados/NUEVAYORK/en/ServiciosConsulares/Pages/CSNewyork/Visas-New-York.aspx',
    confidence: 'official',
  },
  {
    id: 'miami-telework',
    url: 'https://exteriores.gob.es/Consulados/miami/en/ServiciosConsulares/Paginas/TELEWORK-VISA.aspx',
    confidence: 'official',
  },
  {
    id: 'miami-nlv-old',
    url: 'http://www.exteriores.gob.es/Consulados/MIAMI/es/InformacionParaExtranjeros/Paginas/SCMiami/Visado-.aspx',
    confidence: 'official',
  },
  {
    id: 'bls-miami-nlv',
    url: 'https://usa.blsspainvisa.com/miami/spanish/national-non-working-residence.php',
    confidence: 'official',
  },
  {
    id: 'sf-telework',
    url: 'https://www.exteriores.gob.es/Consulados/sanfrancisco/en/ServiciosConsulares/Paginas/Telework-visa.aspx',
    confidence: 'official',
  },
  {
    id: 'bls-sf-nlv',
    url: 'https://usa.blsspainvisa.com/sanfrancisco/national-non-working-lucrative-visa.php',
    confidence: 'official',
  },
  {
    id: 'washington-telework',
    url: 'https://www.exteriores.gob.es/Consulados/washington/en/ServiciosConsulares/Paginas/Consular/Telework-visa.aspx',
    confidence: 'official',
  },
  {
    id: 'washington-employee',
    url: 'https://www.exteriores.gob.es/Consulados/washington/en/ServiciosConsulares/Paginas/Consular/Visado-de-trabajo-por-cuenta-ajena.aspx',
    confidence: 'official',
  },
  {
    id: 'bls-washington-nlv',
    url: 'https://usa.blsspainvisa.com/washington/spanish/national-non-working-residence.php',
    confidence: 'official',
  },
  {
    id: 'exteriores-nlv',
    url: 'https://www.exteriores.gob.es/es/ServiciosAlCiudadano/Paginas/Servicios-consulares.aspx?scco=Estados+Unidos&scd=180&scca=Visados&scs=Visados+Nacionales+-+Visado+de+residencia+no+lucrativa',
    confidence: 'official',
  },
  {
    id: 'rd-1155-2024',
    url: 'https://www.laborex.cat/es/902',
    confidence: 'secondary',
  },
  {
    id: 'medical-certificate',
    url: 'https://tradelex.com/en/2025/09/22/the-medical-certificate-under-the-international-health-regulations-for-long-stay-and-residence-permits-when-applying-in-spain',
    confidence: 'secondary',
  },
  {
    id: 'maec-sworn-translators',
    url: 'https://www.exteriores.gob.es/es/ServiciosAlCiudadano/Oficina-de-Interpretacion-de-Lenguas/Paginas/Traduccion-e-interpretacion-jurada.aspx',
    confidence: 'official',
  },
  {
    id: 'dos-authentication',
    url: 'https://travel.state.gov/content/travel/en/replace-certify-docs/authenticate-your-document/requesting-authentication-services.html',
    confidence: 'official',
  },
  {
    id: 'fbi-edo',
    url: 'https://www.edo.cjis.gov/',
    confidence: 'official',
  },
  {
    id: 'fbi-faq',
    url: 'https://ucr.fbi.gov/identity-history-summary-checks/faqs',
    confidence: 'official',
  },
  {
    id: 'ssa-poms-spain',
    url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0302001485',
    confidence: 'official',
  },
  {
    id: 'ssa-coc-refusals',
    url: 'https://cecamagan.com/en/blog/us-hinders-digital-nomad-visa-application-spain',
    confidence: 'secondary',
  },
  {
    id: 'interior-deadlines',
    url: 'https://www.interior.gob.es/opencms/en/servicios-al-ciudadano/tramites-y-gestiones/extranjeria/regimen-general/plazo-de-resolucion-de-los-procedimientos/',
    confidence: 'official',
  },
  {
    id: 'smi-2024',
    url: 'https://adbisio.com/blog/sube-para-2024-el-salario-minimo-interprofesional-a-1-134-euros',
    confidence: 'secondary',
  },
  {
    id: 'smi-2025',
    url: 'https://gsmb.es/3110-2/',
    confidence: 'secondary',
  },
  {
    id: 'smi-2026',
    url: 'https://okdiario.com/economia/adios-1-134-euros-seguridad-social-confirma-cuanto-vas-cobrar-exactamente-subida-del-smi-16283930',
    confidence: 'secondary',
  },
  {
    id: 'iprem-2026',
    url: 'http://www.iprem.com.es/2026.html',
    confidence: 'secondary',
  },
];
