import {
  getDocument,
  OPS,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { controlShare, countWords } from './count-words.ts';
import { estimateWithoutText, passwordProtected } from './estimate-analysis.ts';

/** A page with fewer words than this that paints an image looks scanned (the corpus' `image_only` threshold). */
export const SCAN_MAX_WORDS = 5;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
]);

/** Above this share of control characters, a page's text layer is glyph codes rather than readable text. */
const GARBLED_CONTROL_SHARE = 0.2;

type TPdfPageText = { words: number; scanned: boolean; garbled: boolean };

/** Words of one page: pdf.js text items joined, a newline after `hasEOL` items and after the page (corpus rule). */
const readPage = async (pdf: PDFDocumentProxy, pageNumber: number): Promise<TPdfPageText> => {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const parts: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      parts.push(item.str);
      if (item.hasEOL) parts.push('\n');
    }
    parts.push('\n');
    const text = parts.join('');
    const words = countWords(text, { controlsAreGlyphs: true });
    const garbled = controlShare(text) > GARBLED_CONTROL_SHARE;
    if (words >= SCAN_MAX_WORDS) return { words, scanned: false, garbled };
    // Only nearly empty pages pay for an operator list (it decodes images) to see whether they show a picture.
    const operators = await page.getOperatorList();
    return { words, scanned: operators.fnArray.some((fn) => IMAGE_OPS.has(fn)), garbled };
  } finally {
    page.cleanup();
  }
};

type TOpenPdf = { pdf: PDFDocumentProxy; task: PDFDocumentLoadingTask };

/** pdf.js 6 no longer has `isEvalSupported` (it never evaluates font code); fonts are not loaded or looked up. */
const openPdf = async (bytes: Uint8Array): Promise<TOpenPdf | 'password'> => {
  const task = getDocument({
    data: bytes.slice(), // pdf.js takes ownership of (and detaches) the buffer it is given
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return { pdf: await task.promise, task };
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if ((error as Error | undefined)?.name === 'PasswordException') return 'password';
    throw new AnalysisError('CORRUPT', `Unreadable PDF: ${(error as Error | undefined)?.message ?? String(error)}`);
  }
};

/**
 * A PDF. Pages: pdf.js `numPages` (exact). Words: per page, from the text layer; control characters count as glyphs
 * (see countWords), so text in fonts without a Unicode mapping is still counted, with a warning. PDFs that open with
 * an empty user password (owner-password "protection") are counted; ones that need a password are estimated from
 * their size.
 *
 * Scans: a page with fewer than 5 words that paints an image is scan-like and gets an "OCR pending" warning. Its few
 * words (often none) are what is counted, unless the whole document has no text layer (every page is scan-like or
 * blank, or no page has a single word): then words are estimated at 250 per scanned page (every page when none shows
 * an image; method 'estimate', pages stay exact), so a scanned certificate is never priced at zero words. Mixed
 * documents keep method 'text' (the text pages are exact) and say how many pages await OCR.
 */
export const analyzePdf = async (bytes: Uint8Array, size: number): Promise<TFileAnalysis> => {
  const opened = await openPdf(bytes);
  if (opened === 'password') return passwordProtected('PDF', '.pdf', size);
  const { pdf, task } = opened;
  try {
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new AnalysisError('CORRUPT', 'PDF has no pages');
    const pages: TPdfPageText[] = [];
    for (let n = 1; n <= pageCount; n += 1) {
      try {
        pages.push(await readPage(pdf, n));
      } catch (error) {
        if (error instanceof AnalysisError) throw error;
        throw new AnalysisError('CORRUPT', `PDF page ${n} cannot be read: ${(error as Error).message}`);
      }
    }
    const perPage = pages.map((page) => page.words);
    const wordCount = perPage.reduce((sum, words) => sum + words, 0);
    const scanned = pages.filter((page) => page.scanned).length;
    // No text layer at all: nothing but scans and blank pages, or not a single word anywhere (e.g. outlined text).
    if (wordCount === 0 || pages.every((page) => page.scanned || page.words === 0)) {
      return estimateWithoutText({
        pages: pageCount,
        imagePages: scanned > 0 ? scanned : pageCount,
        subject: 'This PDF',
      });
    }
    const warnings =
      scanned > 0
        ? [`${scanned} of ${pageCount} pages look scanned; OCR is pending, so their words are not counted yet`]
        : [];
    const garbled = pages.filter((page) => page.garbled).length;
    if (garbled > 0) {
      warnings.push(
        `${garbled} of ${pageCount} pages have text in fonts without a Unicode mapping; words counted from glyph runs — we will confirm`,
      );
    }
    return { pages: pageCount, wordCount, method: 'text', perPage, warnings };
  } finally {
    await task.destroy();
  }
};
