import { z } from 'zod';

/**
 * The customer's draft approval (issue 30): when the reviewer approves an order whose service asks for it
 * (settings.draftApproval), the customer sees each document's translation as a PDF stamped "DRAFT — not valid as a
 * translation" and approves it, or asks for corrections per document and page. Routes: `GET /api/orders/:id/draft`,
 * `POST /api/orders/:id/draft/approve`, `POST /api/orders/:id/draft/corrections`. docs/api.md › "Draft approval".
 */

/**
 * - preparing: the reviewer approved; the stamped PDFs are being made;
 * - awaiting_customer: offered to the customer, who may approve or ask for corrections;
 * - corrections_requested: the customer asked for corrections; the translator works on them (the next round follows);
 * - approved: the customer approved;
 * - auto_approved: no answer within the setting's days, so it counts as approved;
 * - failed: the translation could not be made into a PDF; its task went back to the translator. Staff only: the
 *   customer never sees a failed round, and it is not one of their rounds (the next attempt has the same number).
 */
export const DRAFT_STATES = [
  'preparing',
  'awaiting_customer',
  'corrections_requested',
  'approved',
  'auto_approved',
  'failed',
] as const;
export type TDraftState = (typeof DRAFT_STATES)[number];
export const ZDraftState = z.enum(DRAFT_STATES);

export const DRAFT_STATE_LABELS: Record<TDraftState, string> = {
  preparing: 'Preparing the draft',
  awaiting_customer: 'Waiting for your approval',
  corrections_requested: 'Corrections requested',
  approved: 'Approved',
  auto_approved: 'Approved automatically',
  failed: 'Could not be made',
};

export const MAX_DRAFT_CORRECTIONS = 50;
export const DRAFT_CORRECTION_COMMENT_MAX_LENGTH = 2000;

const ZIsoDate = z.iso.datetime();

export const ZDraftDocument = z.object({
  id: z.uuid(),
  /** The source document's file name. */
  name: z.string(),
  pageCount: z.number().int(),
  /** A short-lived signed link to the stamped draft PDF; '' while the draft is being prepared. */
  downloadUrl: z.string(),
});
export type TDraftDocument = z.infer<typeof ZDraftDocument>;

export const ZDraftCorrection = z.object({
  documentId: z.uuid({ error: 'documentId must be one of the draft’s documents' }),
  page: z
    .number({ error: 'page must be a page number' })
    .int({ error: 'page must be a whole page number' })
    .min(1, { error: 'page numbers start at 1' }),
  comment: z
    .string({ error: 'comment must be text' })
    .trim()
    .min(1, { error: 'Say what should be corrected' })
    .max(DRAFT_CORRECTION_COMMENT_MAX_LENGTH, {
      error: `A comment must be at most ${DRAFT_CORRECTION_COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
    }),
});
export type TDraftCorrection = z.infer<typeof ZDraftCorrection>;

export const ZOrderDraft = z.object({
  id: z.uuid(),
  /** 1 = the first draft; each correction request leads to the next round. */
  round: z.number().int(),
  state: ZDraftState,
  /** null while preparing. */
  offeredAt: ZIsoDate.nullable(),
  /** When an unanswered draft counts as approved (offeredAt + settings.draftApproval.autoApproveDays). */
  autoApproveAt: ZIsoDate.nullable(),
  answeredAt: ZIsoDate.nullable(),
  /** The setting's correction rounds. */
  correctionsAllowed: z.number().int(),
  /** How many more times the customer may ask for corrections (0: only approving is left). */
  correctionsLeft: z.number().int(),
  documents: z.array(ZDraftDocument),
  /** What the customer asked in this round (empty unless they requested corrections). */
  corrections: z.array(ZDraftCorrection),
});
export type TOrderDraft = z.infer<typeof ZOrderDraft>;

/** `GET /api/orders/:id/draft`: the current round (null: no draft yet), earlier rounds newest first. */
export const ZOrderDraftResponse = z.object({
  draft: ZOrderDraft.nullable(),
  history: z.array(ZOrderDraft),
  /** Whether this viewer may approve or ask for corrections: the customer, never staff reading their order. */
  canAnswer: z.boolean(),
});
export type TOrderDraftResponse = z.infer<typeof ZOrderDraftResponse>;

/** `POST /api/orders/:id/draft/approve`. */
export const ZApproveDraftRequest = z.object({ draftId: z.uuid({ error: 'draftId must be the draft’s id' }) });
export type TApproveDraftRequest = z.input<typeof ZApproveDraftRequest>;

/** `POST /api/orders/:id/draft/corrections`. */
export const ZRequestDraftCorrectionsRequest = z.object({
  draftId: z.uuid({ error: 'draftId must be the draft’s id' }),
  corrections: z
    .array(ZDraftCorrection, { error: 'corrections must be a list' })
    .min(1, { error: 'Name at least one correction' })
    .max(MAX_DRAFT_CORRECTIONS, { error: `At most ${MAX_DRAFT_CORRECTIONS} corrections at once` }),
});
export type TRequestDraftCorrectionsRequest = z.input<typeof ZRequestDraftCorrectionsRequest>;

/** Both answers of the customer reply with the draft as it now stands. */
export const ZDraftAnswerResponse = z.object({ draft: ZOrderDraft });
export type TDraftAnswerResponse = z.infer<typeof ZDraftAnswerResponse>;

/** The 409's `reason` when the customer has used every correction round (the web app offers approving instead). */
export const NO_CORRECTION_ROUNDS_LEFT = 'no-correction-rounds-left';
/** The 409's `reason` when the draft was already answered (a double submit, or another tab). */
export const DRAFT_ALREADY_ANSWERED = 'draft-already-answered';

/** The translator's task view: what the customer asked to correct in the task's documents, oldest round first. */
export const ZCustomerCorrection = z.object({
  round: z.number().int(),
  documentName: z.string(),
  page: z.number().int(),
  comment: z.string(),
});
export type TCustomerCorrection = z.infer<typeof ZCustomerCorrection>;
