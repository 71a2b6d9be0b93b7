import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { WORDS_PER_PAGE } from '@sello/shared/file-types';
import {
  getDocument,
  OPS,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { controlShare, countWords } from './count-words.ts';
import { estimateWithoutText, passwordProtected } from './estimate-analysis.ts';
import { ocrText, type TOcrLanguage, type TOcrResult } from './ocr.ts';
import { buildPageText } from './pdf-page-text.ts';
import { rgbaToGray, toPgm } from './prepare-photo.ts';
import { notifySlowStep } from './slow-step.ts';
import { pagesToHtml } from './text-to-html.ts';

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

/** Pages of one PDF whose text is being read at once. */
const PAGES_IN_FLIGHT = 4;

/** Above this share of control characters, a page's text layer is glyph codes rather than readable text. */
const GARBLED_CONTROL_SHARE = 0.2;

type TPdfPageText = { words: number; scanned: boolean; garbled: boolean; text: string };

/** Visible text of filled-in form fields and free-text notes, which pdf.js keeps out of the page's text content. */
const annotationText = async (page: PDFPageProxy): Promise<string> => {
  const annotations: Array<Record<string, unknown>> = await page.getAnnotations({ intent: 'display' });
  const parts: string[] = [];
  for (const annotation of annotations) {
    if (annotation.hidden === true || annotation.noView === true) continue;
    if (annotation.subtype === 'Widget' && (annotation.fieldType === 'Tx' || annotation.fieldType === 'Ch')) {
      const value = annotation.fieldValue;
      if (typeof value === 'string') parts.push(value);
      else if (Array.isArray(value)) parts.push(...value.filter((item): item is string => typeof item === 'string'));
    } else if (annotation.subtype === 'FreeText') {
      const contents = (annotation.contentsObj as { str?: unknown } | undefined)?.str;
      if (typeof contents === 'string') parts.push(contents);
    }
  }
  return parts.join('\n');
};

/**
 * Text of one page: words and lines built from the pdf.js text items by their positions, as poppler does
 * (`buildPageText`), then the visible form-field values (poppler's pdftotext prints those too).
 */
const pageText = async (page: PDFPageProxy): Promise<string> => {
  const content = await page.getTextContent();
  const items = content.items.filter((item) => 'str' in item);
  return `${buildPageText(items)}\n${await annotationText(page)}`;
};

type TOneAtATime = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs each task once the one before it has settled. */
const oneAtATime = (): TOneAtATime => {
  let previous: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = previous.then(task, task);
    previous = run.catch(() => undefined);
    return run;
  };
};

const readPage = async (
  pdf: PDFDocumentProxy,
  pageNumber: number,
  decodeImages: TOneAtATime,
): Promise<TPdfPageText> => {
  const page = await pdf.getPage(pageNumber);
  try {
    const text = await pageText(page);
    const words = countWords(text, { controlsAreGlyphs: true });
    const garbled = controlShare(text) > GARBLED_CONTROL_SHARE;
    if (words >= SCAN_MAX_WORDS) return { words, scanned: false, garbled, text };
    // Only nearly empty pages pay for an operator list (it decodes images) to see whether they show a picture; one
    // page's at a time, though pages are read several at once, so a scan's images are not all in memory together.
    const operators = await decodeImages(() => page.getOperatorList());
    return { words, scanned: operators.fnArray.some((fn) => IMAGE_OPS.has(fn)), garbled, text };
  } finally {
    page.cleanup();
  }
};

/** OCR renders at 300 dpi (PDF units are 1/72 inch)… */
export const OCR_DPI = 300;
/** …but never more than this many pixels a page (about A3 at 300 dpi), so a huge page cannot exhaust memory. */
const MAX_OCR_PIXELS = 36_000_000;

/**
 * Renders one page at 300 dpi (less for very large pages) as a grayscale PGM: both OCR engines read it without
 * decoding, and it is a third of the RGBA canvas.
 */
const renderForOcr = async (pdf: PDFDocumentProxy, pageNumber: number): Promise<Uint8Array> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await pdf.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    let scale = OCR_DPI / 72;
    const pixels = base.width * base.height * scale * scale;
    if (pixels > MAX_OCR_PIXELS) scale *= Math.sqrt(MAX_OCR_PIXELS / pixels);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.ceil(viewport.width));
    const height = Math.max(1, Math.ceil(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
    }).promise;
    const gray = rgbaToGray(context.getImageData(0, 0, width, height).data, width, height);
    // Not through `sauvola` (as photos are): on the corpus scans it changed words by −5 % to +9 % and confidence by
    // ±3 points, with no reference to say which is right; rendered pages are evenly lit and not skewed by the camera.
    return toPgm(gray);
  } finally {
    page.cleanup();
  }
};

/** Pages read by OCR at once: one per core (native tesseract runs one thread a page). */
const OCR_CONCURRENCY = Math.max(1, os.availableParallelism());

/** At most this many pages of one PDF are read by OCR; the words of further scanned pages are estimated. */
export const MAX_OCR_PAGES = 30;

/**
 * At most this many pages of one PDF have their text read for a count (all of them when its HTML is wanted); the
 * words of further pages are estimated from those read. A PDF can hold 100,000 real pages in 16 MB: reading them all
 * ran into the pool's time limit, and the fallback then priced the file by its size (158 pages). 500 pages of dense
 * text take a few seconds; a longer document gets an exact page count and a confirmed price anyway.
 */
export const MAX_TEXT_PAGES = 500;

/**
 * Reads the given pages by OCR: pages are rendered one after another (pdf.js is single-threaded) while up to
 * OCR_CONCURRENCY pages are being read. No page is started after `deadline` (pages already being read finish).
 * Returns the text and confidence of each page read, by index.
 */
const ocrPages = async (
  pdf: PDFDocumentProxy,
  indexes: number[],
  language: TOcrLanguage,
  deadline: number,
): Promise<Map<number, TOcrResult>> => {
  const texts = new Map<number, TOcrResult>();
  const reading = new Set<Promise<void>>();
  let failure: AnalysisError | null = null;
  for (const index of indexes) {
    if (failure || Date.now() >= deadline) break;
    let image: Uint8Array;
    try {
      // Rendering a scanned page at OCR resolution is part of the slow step, like reading it.
      notifySlowStep();
      image = await renderForOcr(pdf, index + 1);
    } catch (error) {
      failure = new AnalysisError('CORRUPT', `PDF page ${index + 1} cannot be rendered: ${(error as Error).message}`);
      break;
    }
    const job: Promise<void> = ocrText(image, language)
      .then(
        (result) => {
          texts.set(index, result);
        },
        (error: unknown) => {
          failure ??= new AnalysisError('CORRUPT', `PDF page ${index + 1} cannot be read: ${(error as Error).message}`);
        },
      )
      .finally(() => reading.delete(job));
    reading.add(job);
    if (reading.size >= OCR_CONCURRENCY) await Promise.race(reading);
  }
  await Promise.all(reading);
  if (failure) throw failure;
  return texts;
};

/** pdfjs-dist's `wasm/` folder (a path ending in a separator, as pdf.js wants). */
const PDFJS_WASM_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'wasm')}${path.sep}`;

type TOpenPdf = { pdf: PDFDocumentProxy; task: PDFDocumentLoadingTask };

/** pdf.js warnings that mean it repaired a damaged file to read it (so pages or text may be missing). */
const REPAIR_WARNINGS = /Indexing all PDF objects|invalid \/Pages tree|Invalid \/Count|Invalid page count/i;

let repairsSeen: Set<string> | null = null;
let watchers = 0;
let originalWarn: typeof console.warn = console.warn;

/**
 * pdf.js tells of repairs only through console.warn ("Warning: …"). While a PDF is analysed, its warnings are
 * collected instead of printed (analyses in one thread share the collector; the pool runs one file per thread).
 */
const watchRepairs = (): { repaired: () => boolean; stop: () => void } => {
  if (watchers === 0) {
    repairsSeen = new Set();
    originalWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      const message = String(args[0] ?? '');
      if (!message.startsWith('Warning: ')) return originalWarn(...args);
      if (REPAIR_WARNINGS.test(message)) repairsSeen?.add(message);
    };
  }
  watchers += 1;
  const seen = repairsSeen;
  return {
    repaired: () => (seen?.size ?? 0) > 0,
    stop: () => {
      watchers -= 1;
      if (watchers === 0) {
        console.warn = originalWarn;
        repairsSeen = null;
      }
    },
  };
};

/** pdf.js 6 no longer has `isEvalSupported` (it never evaluates font code); fonts are not loaded or looked up. */
const openPdf = async (bytes: Uint8Array): Promise<TOpenPdf | 'password'> => {
  const task = getDocument({
    data: bytes.slice(), // pdf.js takes ownership of (and detaches) the buffer it is given
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: VerbosityLevel.WARNINGS, // collected by watchRepairs, not printed
    wasmUrl: PDFJS_WASM_DIR, // JBIG2 and JPEG 2000 decoders, which scans often use
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
 * Scans: a page with fewer than 5 words that paints an image is scan-like; it is rendered at 300 dpi and its words
 * are read by OCR (in the quote's language). When the document has no text layer at all (not one word anywhere,
 * e.g. outlined text), every page is read by OCR. Method: 'text' when no page needed OCR, 'ocr' when every page with
 * words came from OCR, otherwise 'mixed'. Should OCR find no word anywhere in a document without a text layer, words
 * are estimated at 250 per scanned page (method 'estimate', pages stay exact), so a scanned certificate is never
 * priced at zero words.
 *
 * OCR is bounded: at most `maxOcrPages` pages are read, none is started after `ocrDeadline`; the words of scanned
 * pages left unread are estimated from the pages that were read (250 a page when none was), with a warning.
 */
export const analyzePdf = async (
  bytes: Uint8Array,
  size: number,
  {
    language = 'eng',
    html = false,
    maxOcrPages = MAX_OCR_PAGES,
    maxTextPages = MAX_TEXT_PAGES,
    ocrDeadline = Number.POSITIVE_INFINITY,
    textOnly = false,
  }: {
    language?: TOcrLanguage;
    html?: boolean;
    maxOcrPages?: number;
    maxTextPages?: number;
    ocrDeadline?: number;
    /** Only the text layer counts: no page is scan-like (a PDF we rendered ourselves, whose pictures are pictures). */
    textOnly?: boolean;
  } = {},
): Promise<TFileAnalysis> => {
  const repairs = watchRepairs();
  let opened: TOpenPdf | 'password';
  try {
    opened = await openPdf(bytes);
  } catch (error) {
    repairs.stop();
    throw error;
  }
  if (opened === 'password') {
    repairs.stop();
    return passwordProtected('PDF', '.pdf', size);
  }
  const { pdf, task } = opened;
  try {
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new AnalysisError('CORRUPT', 'PDF has no pages');
    const readCount = html ? pageCount : Math.min(pageCount, Math.max(1, maxTextPages));
    const pages: TPdfPageText[] = new Array(readCount);
    // A few pages in flight at once: pdf.js answers each request through its in-process message port, and one page
    // at a time left the thread idle between request and answer.
    let nextPage = 1;
    let failed = false;
    const decodeImages = oneAtATime();
    const readPages = async () => {
      while (nextPage <= readCount && !failed) {
        const n = nextPage++;
        try {
          pages[n - 1] = await readPage(pdf, n, decodeImages);
        } catch (error) {
          failed = true;
          if (error instanceof AnalysisError) throw error;
          throw new AnalysisError('CORRUPT', `PDF page ${n} cannot be read: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, readCount) }, readPages));
    const textWords = pages.reduce((sum, page) => sum + page.words, 0);
    // No text layer at all: every page goes to OCR; otherwise only the scan-like ones.
    const ocrAll = textWords === 0 && !textOnly;
    const toOcr = textOnly ? [] : pages.flatMap((page, index) => (ocrAll || page.scanned ? [index] : []));
    const ocrTexts = await ocrPages(pdf, toOcr.slice(0, Math.max(0, maxOcrPages)), language, ocrDeadline);
    for (const [index, { text }] of ocrTexts) {
      const page = pages[index];
      if (page) page.text = text;
    }
    const ocrConfidence =
      ocrTexts.size === 0
        ? null
        : pages.map((_, index) => {
            const read = ocrTexts.get(index);
            return read ? Math.round(read.confidence) : null;
          });
    const ocrSet = new Set([...ocrTexts.keys()].map((index) => index + 1));
    const unread = new Set(toOcr.filter((index) => !ocrTexts.has(index)));
    const ocrWords = [...ocrTexts.values()].reduce((sum, { text }) => sum + countWords(text), 0);
    const unreadWords = ocrTexts.size > 0 ? Math.round(ocrWords / ocrTexts.size) : WORDS_PER_PAGE;
    const perPage = pages.map((page, index) => {
      if (unread.has(index)) return unreadWords;
      return ocrSet.has(index + 1) ? countWords(page.text) : page.words;
    });
    const readWords = perPage.reduce((sum, words) => sum + words, 0);
    const notRead = pageCount - readCount;
    const notReadWords = Math.round(readWords / readCount);
    const wordCount = readWords + notRead * notReadWords;
    const scanned = pages.filter((page) => page.scanned).length;
    if (wordCount === 0) {
      return {
        ...estimateWithoutText({
          pages: pageCount,
          imagePages: scanned > 0 ? Math.round((scanned * pageCount) / readCount) : pageCount,
          subject: 'This PDF',
          ocrTried: true,
        }),
        ocrConfidence,
      };
    }
    const textPagesWithWords = perPage.filter((words, index) => words > 0 && !ocrSet.has(index + 1)).length;
    // Scanned pages that could not be read at all make the whole count an estimate.
    const method =
      notRead > 0
        ? 'estimate'
        : ocrSet.size === 0
          ? unread.size > 0
            ? 'estimate'
            : 'text'
          : textPagesWithWords === 0
            ? 'ocr'
            : 'mixed';
    const warnings: string[] = [];
    if (notRead > 0) {
      warnings.push(
        `Only the first ${readCount} of ${pageCount} pages were read; the words of the others are estimated at ${notReadWords} a page — we will confirm`,
      );
    }
    if (ocrSet.size > 0) {
      warnings.push(
        `${ocrSet.size} of ${pageCount} pages read by OCR; scanned text can be miscounted — we will confirm`,
      );
    }
    if (unread.size > 0) {
      const why =
        ocrTexts.size < Math.min(toOcr.length, maxOcrPages)
          ? 'the time for reading scans ran out'
          : `at most ${maxOcrPages} pages of a file are read`;
      warnings.push(
        `${unread.size} scanned pages were not read by OCR (${why}); their words are estimated at ${unreadWords} a page — we will confirm`,
      );
    }
    const garbled = pages.filter((page) => page.garbled).length;
    if (garbled > 0) {
      warnings.push(
        `${garbled} of ${pageCount} pages have text in fonts without a Unicode mapping; words counted from glyph runs — we will confirm`,
      );
    }
    if (repairs.repaired()) {
      warnings.push(
        'This PDF is damaged and had to be repaired to be read; pages or words may be missing — we will confirm',
      );
    }
    const htmlPages = pages.map((page, index) => ({ text: page.text, ocr: ocrSet.has(index + 1) }));
    return {
      pages: pageCount,
      wordCount,
      method,
      perPage: notRead > 0 ? null : perPage,
      ocrConfidence,
      warnings,
      ...(html ? { html: pagesToHtml(htmlPages) } : {}),
    };
  } finally {
    repairs.stop();
    await task.destroy();
  }
};

/** Pages of a PDF we produced ourselves (a LibreOffice rendering); null when it does not open. */
export const countPdfPages = async (bytes: Uint8Array): Promise<number | null> => {
  const repairs = watchRepairs();
  try {
    const opened = await openPdf(bytes).catch(() => null);
    if (!opened || opened === 'password') return null;
    const pages = opened.pdf.numPages;
    await opened.task.destroy();
    return pages;
  } finally {
    repairs.stop();
  }
};
