import {
  NAME_SPELLING_LABELS,
  type TNameSpelling,
  type TOrderInstructions,
} from '@sello/shared/order-instructions-schemas';

/** The customer may change names and instructions until the translation starts (the order becomes IN_PROGRESS). */
export const instructionsEditable = (status: string): boolean => status === 'PENDING' || status === 'PAID';

/**
 * The order's names as in the passport and instructions, as every view carries them (customer's order page, the
 * admin order, the translator's and reviewer's task).
 */
export const toOrderInstructions = (order: {
  status: string;
  name_spellings: TNameSpelling[] | null;
  translation_instructions: string | null;
}): TOrderInstructions => ({
  nameSpellings: (order.name_spellings ?? []).map(({ kind, asWritten }) => ({
    kind,
    label: NAME_SPELLING_LABELS[kind],
    asWritten,
  })),
  translationInstructions: order.translation_instructions,
  editable: instructionsEditable(order.status),
});
