import {
  MAX_DRAFT_CORRECTIONS,
  type TOrderDraft,
  type TRequestDraftCorrectionsRequest,
  ZDraftCorrection,
} from '@sello/shared/draft-schemas';
import { z } from 'zod';

export const PAGE_NUMBER_MESSAGE = 'Enter the page number';

/** "Pages 1 to 3", or "The document has one page" for a one-page document. */
export const pageRangeLabel = (pageCount: number) =>
  pageCount > 1 ? `Pages 1 to ${pageCount}` : 'The document has one page';

/**
 * "Request corrections" as typed → the request body: each row names one of the draft's documents, a page within it
 * (typed as text, checked against the document's page count) and what to correct.
 */
export const draftCorrectionsFormSchema = (draft: TOrderDraft) => {
  const pageCounts = new Map(draft.documents.map((document) => [document.id, document.pageCount]));
  const row = z
    .object({ documentId: z.string(), page: z.string(), comment: ZDraftCorrection.shape.comment })
    .superRefine(({ documentId, page }, context) => {
      const pageCount = pageCounts.get(documentId);
      if (pageCount === undefined) {
        context.addIssue({ code: 'custom', path: ['documentId'], message: 'Choose a document of this draft' });
        return;
      }
      const text = page.trim();
      if (!/^\d+$/.test(text)) {
        context.addIssue({ code: 'custom', path: ['page'], message: PAGE_NUMBER_MESSAGE });
        return;
      }
      const number = Number(text);
      if (number < 1 || number > pageCount) {
        context.addIssue({
          code: 'custom',
          path: ['page'],
          message: pageCount > 1 ? `This document has pages 1 to ${pageCount}` : 'This document has one page: 1',
        });
      }
    });
  return z
    .object({
      corrections: z
        .array(row)
        .min(1, { error: 'Add at least one correction' })
        .max(MAX_DRAFT_CORRECTIONS, { error: `At most ${MAX_DRAFT_CORRECTIONS} corrections at once` }),
    })
    .transform(
      ({ corrections }): TRequestDraftCorrectionsRequest => ({
        draftId: draft.id,
        corrections: corrections.map(({ documentId, page, comment }) => ({
          documentId,
          page: Number(page.trim()),
          comment,
        })),
      }),
    );
};
export type TDraftCorrectionsFormValues = z.input<ReturnType<typeof draftCorrectionsFormSchema>>;
export type TDraftCorrectionRow = TDraftCorrectionsFormValues['corrections'][number];

/** A new row: the first document (the only one, usually), page 1 when it has just one page. */
export const emptyCorrectionRow = (draft: TOrderDraft): TDraftCorrectionRow => {
  const first = draft.documents[0];
  return { documentId: first?.id ?? '', page: first?.pageCount === 1 ? '1' : '', comment: '' };
};

export const draftCorrectionsDefaults = (draft: TOrderDraft): TDraftCorrectionsFormValues => ({
  corrections: [emptyCorrectionRow(draft)],
});
