import { readFile } from 'node:fs/promises';
import { type TAnalysisMethod, WORDS_PER_PAGE } from '@sello/shared/analysis-schemas';
import { AnalysisError } from './analysis-error.ts';
import { analyzeOle } from './analyze-doc.ts';
import { analyzeDocx } from './analyze-docx.ts';
import { analyzePdf, MAX_OCR_PAGES } from './analyze-pdf.ts';
import { analyzeText } from './analyze-txt.ts';
import { readWordFile } from './analyze-with-libreoffice.ts';
import { countWords } from './count-words.ts';
import { detectFileType } from './detect-file-type.ts';
import { estimateWithoutText } from './estimate-analysis.ts';
import { ocrLanguageFor, ocrText, type TOcrLanguage } from './ocr.ts';
import { textToHtml } from './text-to-html.ts';

export type TFileAnalysis = {
  pages: number;
  wordCount: number;
  method: TAnalysisMethod;
  /** Words on each page when the format has pages (PDF); null otherwise. */
  perPage: number[] | null;
  warnings: string[];
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
 * PNG/JPEG. Throws AnalysisError when the file is empty, damaged, too large or not a supported format; the
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
  switch (detectFileType(bytes)) {
    case 'pdf':
      return analyzePdf(bytes, bytes.length, { language: ocrLanguageFor(language), html, ocrDeadline, maxOcrPages });
    case 'zip':
      return readWordFile(bytes, '.docx', () => analyzeDocx(bytes, { html }), { html });
    case 'ole':
      return readWordFile(bytes, '.doc', () => analyzeOle(bytes, bytes.length, { html }), { html });
    case 'png':
    case 'jpeg':
      return analyzeImage(bytes, ocrLanguageFor(language), html, ocrDeadline);
    case 'text':
      return analyzeText(bytes, { html });
  }
};

/**
 * An image (PNG, JPEG): 1 page, words by OCR; an image where OCR finds nothing, or that is not read because the time
 * for OCR has run out, is estimated at 250 words.
 */
const analyzeImage = async (
  bytes: Uint8Array,
  language: TOcrLanguage,
  html: boolean,
  ocrDeadline: number,
): Promise<TFileAnalysis> => {
  const size = imageSize(bytes);
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
      warnings: [
        `This image was not read by OCR (the time for reading scans ran out); words estimated at ${WORDS_PER_PAGE} — we will confirm`,
      ],
    };
  }
  let text: string;
  try {
    text = await ocrText(bytes, language);
  } catch (error) {
    throw new AnalysisError('CORRUPT', `Unreadable image: ${(error as Error | undefined)?.message ?? String(error)}`);
  }
  const words = countWords(text);
  if (words === 0) return estimateWithoutText({ pages: 1, subject: 'This image', ocrTried: true });
  return {
    pages: 1,
    wordCount: words,
    method: 'ocr',
    perPage: [words],
    warnings: ['Words read by OCR; scanned text can be miscounted — we will confirm'],
    ...(html ? { html: textToHtml(text) } : {}),
  };
};

/** Larger images are refused before OCR decodes them (100 Mpx: an A3 page at 600 dpi is 70 Mpx). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Width and height from a PNG's IHDR or a JPEG's SOF marker; null when the header is damaged. */
export const imageSize = (bytes: Uint8Array): { width: number; height: number } | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89) {
    if (bytes.length < 24) return null;
    const size = { width: view.getUint32(16), height: view.getUint32(20) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const size = { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
};
