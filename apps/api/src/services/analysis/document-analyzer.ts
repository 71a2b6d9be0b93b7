import type { TStoredAnalysis } from '../../db/schema.ts';

/**
 * Counts pages and words of a stored file (and, on request, extracts its text as HTML). Unreadable files come back
 * as a size-based estimate; rejects only with AnalysisBusyError (`@sello/analysis/analysis-pool`), for a
 * `refuseWhenBusy` request while too many files are waiting.
 */
export type TDocumentAnalyzer = {
  analyze: (input: {
    filePath: string;
    filename: string;
    size: number;
    /** ISO 639-1 code of the document's language (`LANGUAGES[name].code`), for OCR. */
    language?: string | undefined;
    /** Also return the text as HTML (the translation job); never present on estimates. */
    html?: boolean | undefined;
    /** No OCR is started after this time (ms since the epoch): the words of what is left are estimated. */
    ocrDeadline?: number | undefined;
    /** Refuse (reject) rather than wait when the analyser's queue is full: customer requests. */
    refuseWhenBusy?: boolean | undefined;
  }) => Promise<Omit<TStoredAnalysis, 'estimated'> & { html?: string }>;
  /** An image file as an upright JPEG a browser can show (HEIC included); null when it cannot be decoded. */
  preview: (input: { filePath: string; maxSide?: number }) => Promise<Uint8Array | null>;
  close: () => Promise<void>;
};
