import { estimateFromSize, WORDS_PER_PAGE } from '@sello/shared/file-types';
import type { TFileAnalysis } from './analyze-file.ts';

/** Image files: one page each, whatever their size (a 3 MB phone photo is one page, not 300). */
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.heic', '.heif', '.webp']);

/**
 * The size-based fallback of `@sello/shared` with a warning that says why it was needed; an image (by its extension)
 * is one page of 250 words.
 */
export const estimateFromFileSize = (extension: string, size: number, warning: string): TFileAnalysis => {
  const { pages, wordCount } = IMAGE_EXTENSIONS.has(extension)
    ? { pages: 1, wordCount: WORDS_PER_PAGE }
    : estimateFromSize(extension, size);
  return { pages, wordCount, method: 'estimate', perPage: null, ocrConfidence: null, warnings: [warning] };
};

/** A file that opens only with a password: counted from its size. */
export const passwordProtected = (kind: string, extension: string, size: number): TFileAnalysis =>
  estimateFromFileSize(extension, size, `This ${kind} is password-protected — estimated from file size`);

/**
 * Pages are known but there is no text to count (scans, images only): words estimated at 250 for each of
 * `imagePages` until OCR runs.
 */
export const estimateWithoutText = ({
  pages,
  imagePages = pages,
  subject,
  ocrTried,
}: TNoTextOptions): TFileAnalysis => ({
  pages,
  wordCount: imagePages * WORDS_PER_PAGE,
  method: 'estimate',
  perPage: null,
  ocrConfidence: null,
  warnings: [
    ocrTried
      ? `${subject} has no text that OCR could read; words estimated at ${WORDS_PER_PAGE} a page — we will confirm`
      : `${subject} has no text to count (scanned or images only); words estimated at ${WORDS_PER_PAGE} a page until OCR is available`,
  ],
});

/** `ocrTried`: OCR ran and found no word (PDF scans, images); otherwise OCR does not apply (pictures in Word). */
type TNoTextOptions = { pages: number; imagePages?: number; subject: string; ocrTried?: boolean };
