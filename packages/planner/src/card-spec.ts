import type { TMoneyRange } from './dataset.ts';
import { DOCUMENTS, type TDocumentDefinition, type TDocumentId } from './dataset-documents.ts';
import type {
  TApostilleType,
  TComputedThreshold,
  TConfidence,
  TIncomeCheck,
  TRequirement,
  TTranslationType,
  TWarningLevel,
} from './plan-model.ts';
import { messageList, type TPlanText } from './plan-text.ts';

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

/**
 * A card spec from the dataset's document in the plan's language, with per-plan overrides; arrays given in overrides
 * are appended.
 */
export const cardFromDataset = (text: TPlanText, id: TDocumentId, overrides: TCardOverrides): TCardSpec => {
  const definition: TDocumentDefinition = DOCUMENTS[id];
  const words = text.m.documents[id];
  const { citations = [], constraints = [], notes = [], warnings = [], ...rest } = overrides;
  return {
    doc_id: id,
    label: words.label,
    description: words.description,
    issuer: words.issuer,
    requirement_reason: null,
    order_label: words.order,
    order_days: definition.order_days,
    order_cost_usd: definition.order_cost_usd,
    apostille: definition.apostille,
    apostille_form: definition.apostille_form ? text.m.apostilleForms[definition.apostille_form] : null,
    translation: definition.translation,
    translation_note: definition.translation_note ? text.m.translationNotes[definition.translation_note] : null,
    validity_days_max: definition.validity_days_max,
    typical_pages: definition.typical_pages,
    confidence: definition.confidence,
    computed_threshold: null,
    income_check: null,
    ...rest,
    citations: [...definition.citations, ...citations],
    constraints: [...messageList(definition.constraints.map((key) => text.m.constraints[key])), ...constraints],
    notes: [...messageList(definition.notes.map((key) => text.m.notes[key])), ...notes],
    warnings: [...warnings],
  };
};
