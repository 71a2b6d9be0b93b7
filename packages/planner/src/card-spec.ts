import type { TMoneyRange } from './dataset.ts';
import { DOCUMENTS, type TDocumentId } from './dataset-documents.ts';
import type {
  TApostilleType,
  TComputedThreshold,
  TConfidence,
  TIncomeCheck,
  TRequirement,
  TTranslationType,
  TWarningLevel,
} from './plan-model.ts';

export type TCardWarning = { level: TWarningLevel; message: string };

/** A selected document before steps and dates are added. */
export type TCardSpec = {
  doc_id: string;
  label: string;
  description: string;
  issuer: string;
  requirement: TRequirement;
  requirement_reason: string | null;
  order_label: string;
  order_days: number;
  order_cost_usd: TMoneyRange | null;
  apostille: TApostilleType;
  apostille_form: string | null;
  translation: TTranslationType;
  translation_note: string | null;
  validity_days_max: number | null;
  typical_pages: number;
  confidence: TConfidence;
  citations: string[];
  constraints: string[];
  notes: string[];
  warnings: TCardWarning[];
  computed_threshold: TComputedThreshold | null;
  income_check: TIncomeCheck | null;
};

type TCardOverrides = Partial<Omit<TCardSpec, 'requirement'>> & { requirement: TRequirement };

/** A card spec from the dataset's document, with per-plan overrides; arrays given in overrides are appended. */
export const cardFromDataset = (id: TDocumentId, overrides: TCardOverrides): TCardSpec => {
  const definition = DOCUMENTS[id];
  const { citations = [], constraints = [], notes = [], warnings = [], ...rest } = overrides;
  return {
    doc_id: id,
    label: definition.label,
    description: definition.description,
    issuer: definition.issuer,
    requirement_reason: null,
    order_label: definition.order_label,
    order_days: definition.order_days,
    order_cost_usd: definition.order_cost_usd,
    apostille: definition.apostille,
    apostille_form: definition.apostille_form,
    translation: definition.translation,
    translation_note: definition.translation_note,
    validity_days_max: definition.validity_days_max,
    typical_pages: definition.typical_pages,
    confidence: definition.confidence,
    computed_threshold: null,
    income_check: null,
    ...rest,
    citations: [...definition.citations, ...citations],
    constraints: [...definition.constraints, ...constraints],
    notes: [...definition.notes, ...notes],
    warnings: [...warnings],
  };
};
