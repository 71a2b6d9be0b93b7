import type { TStoredAnalysis } from '../../db/schema.ts';

/**
 * Counts pages and words of a stored file (and, on request, extracts its text as HTML); never rejects (unreadable
 * files come back as a size-based estimate).
 */
export type TDocumentAnalyzer = {
  analyze: (input: {
    filePath: string;
    filename: string;
    size: number;
    language?: string | undefined;
    /** Also return the text as HTML (the translation job); never present on estimates. */
    html?: boolean | undefined;
  }) => Promise<Omit<TStoredAnalysis, 'estimated'> & { html?: string }>;
  close: () => Promise<void>;
};
