import { z } from 'zod';
import { ZLanguageName } from './language-schemas.ts';

/** Machine-translation providers the server can be configured with (MT_PROVIDER; 'none' is the default). */
export const MT_PROVIDER_NAMES = ['deepl', 'google', 'libretranslate', 'openai'] as const;
export type TMtProviderName = (typeof MT_PROVIDER_NAMES)[number];
export const MT_PROVIDER_LABELS: Record<TMtProviderName, string> = {
  deepl: 'DeepL',
  google: 'Google Cloud Translation',
  libretranslate: 'LibreTranslate',
  openai: 'OpenAI-compatible model',
};

/** Text extraction of one file: 'retrying' carries the last error while the job waits for its next try. */
export const EXTRACTION_STATUSES = ['pending', 'running', 'retrying', 'done', 'failed'] as const;
export type TExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/**
 * Machine translation of one file. 'not_configured': no provider is set up (MT_PROVIDER=none) — the extracted text
 * is still there; not an error. 'skipped': nothing to translate because the extraction failed.
 */
export const TRANSLATION_STATUSES = [...EXTRACTION_STATUSES, 'not_configured', 'skipped'] as const;
export type TTranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export const ZOrderFileTranslation = z.object({
  id: z.uuid(),
  fileKey: z.string(),
  filename: z.string(),
  extractionStatus: z.enum(EXTRACTION_STATUSES),
  extractionError: z.string().nullable(),
  translationStatus: z.enum(TRANSLATION_STATUSES),
  translationError: z.string().nullable(),
  /** The provider that translated this file (null until one has). */
  provider: z.enum(MT_PROVIDER_NAMES).nullable(),
  /** How many times the job has started on this file. */
  attempts: z.number().int(),
  /** Both steps have reached an end (done, failed, not configured or skipped): nothing will change any more. */
  finished: z.boolean(),
  /** The document's text as HTML (DOCX headings, lists and tables; a `<section data-page>` per PDF page). */
  extractedHtml: z.string().nullable(),
  /** The machine translation of `extractedHtml`, once done. */
  translatedHtml: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TOrderFileTranslation = z.infer<typeof ZOrderFileTranslation>;

export const ZOrderTranslationsResponse = z.object({
  orderId: z.uuid(),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  /** The provider configured now (null: none); each file records the one that translated it. */
  provider: z.enum(MT_PROVIDER_NAMES).nullable(),
  translations: z.array(ZOrderFileTranslation),
});
export type TOrderTranslationsResponse = z.infer<typeof ZOrderTranslationsResponse>;

export const ZOrderTranslationsParams = z.object({ id: z.uuid() });

/** The answer to a retry of an unknown translation, or of one that belongs to another order (404). */
export const TRANSLATION_NOT_FOUND = 'Translation not found';

/** A malformed id in the path is an unknown translation too (the API answers 404 for invalid path params). */
export const ZRetryTranslationParams = z.object({
  id: z.uuid({ error: TRANSLATION_NOT_FOUND }),
  translationId: z.uuid({ error: TRANSLATION_NOT_FOUND }),
});

/**
 * `POST /api/admin/orders/:id/translations/:translationId/retry` (202): the file's translation, reset to pending and
 * handed to the job again. Only a finished translation that did not end done can be retried.
 */
export const ZRetryTranslationResponse = z.object({ translation: ZOrderFileTranslation });
export type TRetryTranslationResponse = z.infer<typeof ZRetryTranslationResponse>;
