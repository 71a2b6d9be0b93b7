import { readFile } from 'node:fs/promises';
import type { TAnalysisMethod } from '@sello/shared/analysis-schemas';
import { WORDS_PER_PAGE } from '@sello/shared/analysis-schemas';
import { AnalysisError } from './analysis-error.ts';
import { analyzeOle } from './analyze-doc.ts';
import { analyzeDocx } from './analyze-docx.ts';
import { analyzePdf } from './analyze-pdf.ts';
import { analyzeText } from './analyze-txt.ts';
import { detectFileType } from './detect-file-type.ts';

export type TFileAnalysis = {
  pages: number;
  wordCount: number;
  method: TAnalysisMethod;
  /** Words on each page when the format has pages (PDF); null otherwise. */
  perPage: number[] | null;
  warnings: string[];
};

export type TAnalyzeFileInput = {
  filePath: string;
  /** The customer's file name; only for messages (the content decides the format). */
  filename: string;
  /** Language of the document, for OCR (not used yet). */
  language?: string | undefined;
};

/** Files larger than this are not read into memory (the upload limit is far lower). */
export const MAX_ANALYSIS_BYTES = 256 * 1024 * 1024;

/**
 * Counts pages and words of one file, by its content (magic bytes), not its name: PDF, DOCX, DOC, plain text,
 * PNG/JPEG. Throws AnalysisError when the file is empty, damaged, too large or not a supported format; the
 * analysis pool turns that into a size-based estimate. Password-protected files come back as such an estimate.
 */
export const analyzeFile = async ({ filePath }: TAnalyzeFileInput): Promise<TFileAnalysis> => {
  const buffer = await readFile(filePath);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (bytes.length === 0) throw new AnalysisError('EMPTY', 'The file is empty');
  if (bytes.length > MAX_ANALYSIS_BYTES) throw new AnalysisError('TOO_LARGE', 'The file is too large to analyse');
  switch (detectFileType(bytes)) {
    case 'pdf':
      return analyzePdf(bytes, bytes.length);
    case 'zip':
      return analyzeDocx(bytes);
    case 'ole':
      return analyzeOle(bytes, bytes.length);
    case 'png':
    case 'jpeg':
      return {
        pages: 1,
        wordCount: WORDS_PER_PAGE,
        method: 'estimate',
        perPage: null,
        warnings: [`OCR not yet available — words of this image estimated at ${WORDS_PER_PAGE} a page`],
      };
    case 'text':
      return analyzeText(bytes);
  }
};
