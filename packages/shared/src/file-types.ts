import type { ACCEPTED_UPLOAD_EXTENSIONS } from './constants.ts';

// Plain data and functions about files, without zod: the upload page uses them before the visitor sends anything,
// and the schemas (with zod) load only when a request is made.

export const FILE_KINDS = ['SOURCE', 'TRANSLATED'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/** The accepted document types: extension → the content types browsers report for it. */
export const UPLOAD_TYPES = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/msword'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  '.txt': ['text/plain'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
  // iPhones save photos as HEIC; browsers report image/heic or image/heif (or nothing).
  '.heic': ['image/heic', 'image/heif'],
  '.heif': ['image/heif', 'image/heic'],
  '.webp': ['image/webp'],
} as const satisfies Record<(typeof ACCEPTED_UPLOAD_EXTENSIONS)[number], readonly string[]>;

export type TUploadExtension = keyof typeof UPLOAD_TYPES;

export const fileExtension = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot).toLowerCase();
};

export const isAcceptedFilename = (filename: string): boolean => fileExtension(filename) in UPLOAD_TYPES;

/** Translated files delivered by staff: documents only. */
export const TRANSLATED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const WORDS_PER_PAGE = 250;
const BYTES_PER_PAGE: Record<string, number> = { '.pdf': 100 * 1024, '.doc': 50 * 1024, '.docx': 50 * 1024 };

/** The fallback when a file cannot be read: pages from size (PDF 100 KB, Word 50 KB, other 10 KB per page), 250 words a page. */
export const estimateFromSize = (extension: string, size: number): { pages: number; wordCount: number } => {
  const pages = Math.max(1, Math.ceil(size / (BYTES_PER_PAGE[extension] ?? 10 * 1024)));
  return { pages, wordCount: pages * WORDS_PER_PAGE };
};
