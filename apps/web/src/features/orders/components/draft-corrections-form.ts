import {
  DRAFT_CORRECTION_COMMENT_MAX_LENGTH,
  MAX_DRAFT_CORRECTIONS,
  type TOrderDraft,
  type TRequestDraftCorrectionsRequest,
} from '@sello/shared/draft-schemas';
import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import { z } from 'zod';
import type { TFormat } from '@/lib/i18n/i18n';
import type { en } from '../messages/en';

type TCorrectionMessages = TCatalogue<typeof en>['corrections'];

/** "Pages 1 to 3", or "The document has one page" for a one-page document. */
export const pageRangeLabel = (pageCount: number, m: TCorrectionMessages, t: TFormat) =>
  pageCount > 1 ? t(m.pageRange, { count: pageCount }) : m.onePage;

/**
 * "Request corrections" as typed → the request body: each row names one of the draft's documents, a page within it
 * (typed as text, checked against the document's page count) and what to correct. The rules are the API's
 * (ZDraftCorrection); the messages are the page's language.
 */
export const draftCorrectionsFormSchema = (draft: TOrderDraft, m: TCorrectionMessages, t: TFormat) => {
  const pageCounts = new Map(draft.documents.map((document) => [document.id, document.pageCount]));
  const row = z
    .object({
      documentId: z.string(),
      page: z.string(),
      comment: z
        .string()
        .trim()
        .min(1, { error: m.commentRequired })
        .max(DRAFT_CORRECTION_COMMENT_MAX_LENGTH, {
          error: t(m.commentTooLong, { max: DRAFT_CORRECTION_COMMENT_MAX_LENGTH }),
        }),
    })
    .superRefine(({ documentId, page }, context) => {
      const pageCount = pageCounts.get(documentId);
      if (pageCount === undefined) {
        context.addIssue({ code: 'custom', path: ['documentId'], message: m.chooseDocument });
        return;
      }
      const text = page.trim();
      if (!/^\d+$/.test(text)) {
        context.addIssue({ code: 'custom', path: ['page'], message: m.pageNumber });
        return;
      }
      const number = Number(text);
      if (number < 1 || number > pageCount) {
        context.addIssue({
          code: 'custom',
          path: ['page'],
          message: pageCount > 1 ? t(m.outOfRange, { count: pageCount }) : m.outOfRangeOne,
        });
      }
    });
  return z
    .object({
      corrections: z
        .array(row)
        .min(1, { error: m.atLeastOne })
        .max(MAX_DRAFT_CORRECTIONS, { error: t(m.atMost, { max: MAX_DRAFT_CORRECTIONS }) }),
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
