import type { TStoredAnalysis } from '../../db/schema.ts';

/** Counts pages and words of a stored file; never rejects (unreadable files come back as a size-based estimate). */
export type TDocumentAnalyzer = {
  analyze: (input: {
    filePath: string;
    filename: string;
    size: number;
    language?: string | undefined;
  }) => Promise<Omit<TStoredAnalysis, 'estimated'>>;
  close: () => Promise<void>;
};
