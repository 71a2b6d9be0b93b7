import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, isPersonName } from './person-name.ts';

/**
 * How the names in a document must be written in its translation, "as written in the passport": the holder's full
 * name, the parents' names, places. Translators and reviewers see them on their task; the customer's draft shows them
 * next to the document.
 */
export const NAME_SPELLING_KINDS = ['full_name', 'father_name', 'mother_name', 'place', 'other_name'] as const;
export type TNameSpellingKind = (typeof NAME_SPELLING_KINDS)[number];

export const NAME_SPELLING_LABELS: Record<TNameSpellingKind, string> = {
  full_name: 'Full name',
  father_name: "Father's name",
  mother_name: "Mother's name",
  place: 'Place',
  other_name: 'Other name',
};

export const MAX_NAME_SPELLINGS = 20;
export const ORDER_INSTRUCTIONS_MAX_LENGTH = 2000;

/** A place may also carry dots and commas ("St. Louis, Missouri"), still no digits, links or sentences of its own. */
const PLACE_NAME = /^[\p{L}\p{M}' ’.,-]*\p{L}[\p{L}\p{M}' ’.,-]*$/u;

export const ZNameSpelling = z
  .object({
    kind: z.enum(NAME_SPELLING_KINDS, {
      error: `kind must be one of ${NAME_SPELLING_KINDS.join(', ')}`,
    }),
    asWritten: z
      .string({ error: 'The name as written in the passport is required' })
      .trim()
      .min(1, { error: 'The name as written in the passport is required' })
      .max(FULL_NAME_MAX_LENGTH, { error: `A name must be at most ${FULL_NAME_MAX_LENGTH} characters` }),
  })
  .superRefine((entry, context) => {
    const valid = entry.kind === 'place' ? PLACE_NAME.test(entry.asWritten) : isPersonName(entry.asWritten);
    if (valid) return;
    context.addIssue({
      code: 'custom',
      path: ['asWritten'],
      message:
        entry.kind === 'place'
          ? 'A place may contain only letters, spaces, apostrophes, hyphens, dots and commas'
          : `${NAME_SPELLING_LABELS[entry.kind]} may contain only letters, spaces, apostrophes and hyphens`,
    });
  });
export type TNameSpelling = z.infer<typeof ZNameSpelling>;

export const ZNameSpellings = z
  .array(ZNameSpelling, { error: 'nameSpellings must be a list' })
  .max(MAX_NAME_SPELLINGS, { error: `At most ${MAX_NAME_SPELLINGS} names` });

export const ZTranslationInstructions = z
  .string({ error: 'Instructions must be text' })
  .trim()
  .max(ORDER_INSTRUCTIONS_MAX_LENGTH, {
    error: `Instructions must be at most ${ORDER_INSTRUCTIONS_MAX_LENGTH.toLocaleString('en-US')} characters`,
  });

/** `PUT /api/orders/:id/instructions`: the whole set, replacing what was there (blank or null instructions clear them). */
export const ZUpdateOrderInstructionsRequest = z.object({
  nameSpellings: ZNameSpellings,
  translationInstructions: ZTranslationInstructions.nullish().transform((value) => value || null),
});
export type TUpdateOrderInstructionsRequest = z.input<typeof ZUpdateOrderInstructionsRequest>;

/** The customer's names and instructions as the order carries them. **Extension** (issue 30). */
export const ZOrderInstructions = z.object({
  /** `label` names the kind as screens show it ('Full name', "Father's name"…). */
  nameSpellings: z.array(z.object({ kind: z.enum(NAME_SPELLING_KINDS), label: z.string(), asWritten: z.string() })),
  translationInstructions: z.string().nullable(),
  /** False once the translation started: the customer can no longer change them (staff are told to ask support). */
  editable: z.boolean(),
});
export type TOrderInstructions = z.infer<typeof ZOrderInstructions>;

export const ZOrderInstructionsResponse = z.object({ success: z.literal(true), instructions: ZOrderInstructions });
export type TOrderInstructionsResponse = z.infer<typeof ZOrderInstructionsResponse>;

export const INSTRUCTIONS_LOCKED =
  'The translation has started, so the names and instructions can no longer be changed here. Please contact support if something must change.';
