import { z } from 'zod';
import { ZLanguage } from './language-schemas.ts';
import { ZFileKey } from './upload-schemas.ts';

export const ANALYSIS_METHODS = ['text', 'word-metadata', 'libreoffice', 'layout', 'ocr', 'mixed', 'estimate'] as const;
export type TAnalysisMethod = (typeof ANALYSIS_METHODS)[number];

export const ANALYSIS_METHOD_LABELS: Record<TAnalysisMethod, string> = {
  text: 'Counted from text',
  'word-metadata': "Words counted, pages from Word's own figures",
  libreoffice: "Counted from LibreOffice's layout",
  layout: 'Words counted, pages estimated — we will confirm',
  ocr: 'Read by OCR',
  mixed: 'Counted from text and OCR',
  estimate: 'Estimated — we will confirm',
};

export const ZOcrConfidence = z.array(z.number().int().min(0).max(100).nullable()).nullable();

/** Pages (1-based) OCR read with a confidence below the threshold (Settings → legibility): they may be hard to read. */
export const hardToReadPages = (ocrConfidence: ReadonlyArray<number | null> | null, threshold: number): number[] =>
  (ocrConfidence ?? []).flatMap((confidence, index) =>
    confidence !== null && confidence < threshold ? [index + 1] : [],
  );

/** Settings → legibility threshold before an admin changes it. */
export const DEFAULT_LEGIBILITY_THRESHOLD = 60;

export const ZAnalyzeRequest = z.object({
  fileKey: ZFileKey,
  filename: z.string().max(255).optional(),
  contentType: z.string().max(255).optional(),
  size: z.number().int().min(0).optional(),
  sourceLanguage: ZLanguage.optional(),
});

export const ZAnalysis = z.object({
  fileKey: z.string(),
  filename: z.string(),
  pages: z.number().int().min(1),
  wordCount: z.number().int().min(0),
  size: z.number().int(),
  contentType: z.string(),
  method: z.enum(ANALYSIS_METHODS),
  /** True when the counts are a size-based estimate rather than read from the content. */
  estimated: z.boolean(),
  perPage: z.array(z.number().int()).nullable(),
  /** OCR's mean word confidence (0–100) for each page read by OCR, null for the others; null when OCR read none. */
  ocrConfidence: ZOcrConfidence,
  warnings: z.array(z.string()),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

export const ZAnalyzeResponse = z.object({ success: z.literal(true), analysis: ZAnalysis });
export type TAnalyzeResponse = z.infer<typeof ZAnalyzeResponse>;
