import { readFile } from 'node:fs/promises';
import type { TAnalysisMethod } from '@sello/shared/analysis-schemas';
import { WORDS_PER_PAGE } from '@sello/shared/file-types';
import { AnalysisError } from './analysis-error.ts';
import { analyzeOle } from './analyze-doc.ts';
import { analyzeDocx } from './analyze-docx.ts';
import { analyzePdf, MAX_OCR_PAGES } from './analyze-pdf.ts';
import { analyzeText } from './analyze-txt.ts';
import { readWordFile } from './analyze-with-libreoffice.ts';
import { countWords } from './count-words.ts';
import { detectFileType, type TDetectedType } from './detect-file-type.ts';
import { estimateWithoutText } from './estimate-analysis.ts';
import { imageSize, MAX_IMAGE_PIXELS } from './image-size.ts';
import { ocrLanguageFor, ocrText, type TOcrLanguage, type TOcrResult } from './ocr.ts';
import { preparePhoto } from './prepare-photo.ts';
import { notifySlowStep } from './slow-step.ts';
import { textToHtml } from './text-to-html.ts';

export type TFileAnalysis = {
  pages: number;
  wordCount: number;
  method: TAnalysisMethod;
  /** Words on each page when the format has pages (PDF); null otherwise. */
  perPage: number[] | null;
  warnings: string[];
  /**
   * Legibility: for each page, tesseract's mean word confidence (an integer 0–100; 0 when OCR found no word) when the
   * page was read by OCR, null when it was not (text layer, or left unread); the whole field null when no page was
   * read by OCR (text documents, Word, TXT, estimates). Images: one entry.
   */
  ocrConfidence: Array<number | null> | null;
  /**
   * The text as HTML for the translation job, when asked for (`html: true`): DOCX keeps headings, lists and tables;
   * PDF one `<section>` a page; others paragraphs. Absent from estimates (nothing could be read).
   */
  html?: string;
};

export type TAnalyzeFileInput = {
  filePath: string;
  /** The customer's file name; only for messages (the content decides the format). */
  filename: string;
  /** Language of the document ('en' | 'es' | 'fr'; others and none read as English), for OCR. */
  language?: string | undefined;
  /** Also extract the text as HTML (costs time and memory; the quote only needs the counts). */
  html?: boolean | undefined;
  /** No OCR page or image is started after this time (ms since the epoch); what is left is estimated. */
  ocrDeadline?: number | undefined;
  /** Pages of one PDF read by OCR at most (MAX_OCR_PAGES). */
  maxOcrPages?: number | undefined;
};

/** Files larger than this are not read into memory (the upload limit is far lower). */
export const MAX_ANALYSIS_BYTES = 256 * 1024 * 1024;

/**
 * Counts pages and words of one file, by its content (magic bytes), not its name: PDF, DOCX, DOC, plain text,
 * images (PNG, JPEG, HEIC/HEIF, WebP). Throws AnalysisError when the file is empty, damaged, too large or not a supported format; the
 * analysis pool turns that into a size-based estimate. Password-protected files come back as such an estimate.
 */
export const analyzeFile = async ({
  filePath,
  language,
  html = false,
  ocrDeadline = Number.POSITIVE_INFINITY,
  maxOcrPages = MAX_OCR_PAGES,
}: TAnalyzeFileInput): Promise<TFileAnalysis> => {
  const buffer = await readFile(filePath);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (bytes.length === 0) throw new AnalysisError('EMPTY', 'The file is empty');
  if (bytes.length > MAX_ANALYSIS_BYTES) throw new AnalysisError('TOO_LARGE', 'The file is too large to analyse');
  const type = detectFileType(bytes);
  switch (type) {
    case 'pdf':
      return analyzePdf(bytes, bytes.length, { language: ocrLanguageFor(language), html, ocrDeadline, maxOcrPages });
    case 'zip':
      return readWordFile(bytes, '.docx', () => analyzeDocx(bytes, { html }), { html });
    case 'ole':
      return readWordFile(bytes, '.doc', () => analyzeOle(bytes, bytes.length, { html }), { html });
    case 'png':
    case 'jpeg':
    case 'heif':
    case 'webp':
      return analyzeImage(bytes, type, ocrLanguageFor(language), html, ocrDeadline);
    case 'text':
      return analyzeText(bytes, { html });
  }
};

/**
 * An image (PNG, JPEG, HEIC/HEIF, WebP; a phone photo or a scan): 1 page, words by OCR of the prepared image
 * (orientation applied, deskewed, local threshold: preparePhoto). An image where OCR finds nothing, or that is not
 * read because the time for OCR has run out, is estimated at 250 words. OCR's confidence is returned; whether it
 * is too low is the agency's call (Settings → legibility threshold, applied by the API).
 */
const analyzeImage = async (
  bytes: Uint8Array,
  type: TDetectedType,
  language: TOcrLanguage,
  html: boolean,
  ocrDeadline: number,
): Promise<TFileAnalysis> => {
  const size = imageSize(bytes, type);
  if (!size) throw new AnalysisError('CORRUPT', 'Unreadable image: no size in its header');
  // A decompression bomb (tiny file, huge canvas) would make OCR allocate outside the worker's heap limit.
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new AnalysisError('TOO_LARGE', `Image of ${size.width}×${size.height} pixels is too large to read`);
  }
  if (Date.now() >= ocrDeadline) {
    return {
      pages: 1,
      wordCount: WORDS_PER_PAGE,
      method: 'estimate',
      perPage: null,
      ocrConfidence: null,
      warnings: [
        `This image was not read by OCR (the time for reading scans ran out); words estimated at ${WORDS_PER_PAGE} — we will confirm`,
      ],
    };
  }
  notifySlowStep(); // decoding and preparing a 12 Mpx photo takes a second or two, before OCR's own slow step
  const { pgm } = await preparePhoto(bytes, type);
  let read: TOcrResult;
  try {
    read = await ocrText(pgm, language);
  } catch (error) {
    throw new AnalysisError('CORRUPT', `Unreadable image: ${(error as Error | undefined)?.message ?? String(error)}`);
  }
  const confidence = Math.round(read.confidence);
  const words = countWords(read.text);
  if (words === 0) {
    return { ...estimateWithoutText({ pages: 1, subject: 'This image', ocrTried: true }), ocrConfidence: [confidence] };
  }
  const warnings = ['Words read by OCR; scanned text can be miscounted — we will confirm'];
  return {
    pages: 1,
    wordCount: words,
    method: 'ocr',
    perPage: [words],
    ocrConfidence: [confidence],
    warnings,
    ...(html ? { html: textToHtml(read.text) } : {}),
  };
};

/** Header size of an image (re-exported: the guard lives in image-size.ts). */
export { imageSize, MAX_IMAGE_PIXELS };
