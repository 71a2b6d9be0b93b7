import { LANGUAGES } from '@sello/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TranslationsTable } from '../../db/schema.ts';
import { TranslationError } from '../../integrations/provider-request.ts';
import type { TTranslationClient } from '../../integrations/translation-client.ts';
import type { TJobAttempt } from '../../jobs/job-queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';

/** Even across re-sent jobs (a sweep after a crash), a file is tried at most this many times. */
export const MAX_TRANSLATION_ATTEMPTS = 12;

/**
 * The analysis pool answers a file it could not read with an estimate and no HTML; these warnings say the cause
 * was the moment, not the file (see `warningFor` in packages/analysis/src/analysis-pool.ts), so a retry may succeed.
 */
const TRANSIENT_ANALYSIS_WARNING = /took too long|needed too much memory|stopped unexpectedly|shutting down/i;

/**
 * Thrown so pg-boss retries the job (or, after the last attempt, marks it failed); the row already holds the error
 * the admin sees. Failures that a retry cannot fix (a refused key, an unreadable file) end the job normally instead.
 */
export class TranslationJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationJobError';
  }
}

export type TTranslateOrderFileOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  /** null: MT_PROVIDER=none — the text is extracted and the translation marked not configured. */
  client: TTranslationClient | null;
  logger: FastifyBaseLogger;
  translationId: string;
  /** The pg-boss attempt; the last one records a failure as final instead of 'retrying'. */
  attempt: TJobAttempt;
};

export type TTranslateOrderFileOutcome = 'done' | 'not_configured' | 'failed' | 'already_finished';

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

/**
 * The translate-order-file job: extracts the file's text as HTML (once; kept for retries), then translates it with
 * the configured provider. Every outcome is written to the translations row; a failure worth retrying is recorded
 * as 'retrying' and thrown for pg-boss to retry; on the last attempt it is recorded as 'failed' (and still thrown,
 * so the job ends failed). A row that has finished is left alone, so running the job again does nothing.
 */
export const translateOrderFile = async ({
  db,
  storage,
  analyzer,
  client,
  logger,
  translationId,
  attempt,
}: TTranslateOrderFileOptions): Promise<TTranslateOrderFileOutcome> => {
  const now = () => new Date();
  const claimed = await db
    .updateTable('translations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), started_at: now(), updated_at: now() }))
    .where('id', '=', translationId)
    .where('finished_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return 'already_finished';

  // The translation id only: a guest order's id opens the order, and logs are read by more people than staff.
  const log = { translationId, attempt: claimed.attempts };
  const finalAttempt = attempt.retryCount >= attempt.retryLimit || claimed.attempts >= MAX_TRANSLATION_ATTEMPTS;
  const update = (values: Updateable<TranslationsTable>) =>
    db
      .updateTable('translations')
      .set({ ...values, updated_at: now() })
      .where('id', '=', translationId)
      .execute();

  const context = await db
    .selectFrom('files')
    .innerJoin('orders', 'orders.id', 'files.order_id')
    .select([
      'files.file_key',
      'files.original_name',
      'files.size',
      'files.declared_size',
      'files.status',
      'orders.source_language',
      'orders.target_language',
    ])
    .where('files.id', '=', claimed.file_id)
    .executeTakeFirst();

  if (!context) {
    await update({
      ...(claimed.extraction_status === 'done'
        ? {}
        : { extraction_status: 'failed', extraction_error: 'The file no longer belongs to an order.' }),
      translation_status: 'skipped',
      finished_at: now(),
    });
    return 'failed';
  }

  let html = claimed.extraction_status === 'done' ? claimed.extracted_html : null;
  if (html === null) {
    if (context.status !== 'uploaded' || !(await storage.exists(context.file_key))) {
      await update({
        extraction_status: 'failed',
        extraction_error: 'The file is no longer stored, so its text cannot be extracted.',
        translation_status: 'skipped',
        finished_at: now(),
      });
      return 'failed';
    }
    await update({ extraction_status: 'running', extraction_error: null });
    const analysis = await storage.withLocalCopy(context.file_key, (filePath) =>
      analyzer.analyze({
        filePath,
        filename: context.original_name,
        size: context.size ?? context.declared_size,
        language: LANGUAGES[context.source_language].code,
        html: true,
      }),
    );
    if (analysis.html === undefined || !hasText(analysis.html)) {
      // The pool's warnings end with how the count was estimated, which is beside the point here.
      const reason =
        analysis.warnings.map((warning) => warning.replace(/\s+—\s+(estimated|words estimated).*$/, '')).join('; ') ||
        'the document has no text (pictures only?)';
      const error = `No text could be extracted: ${reason}`;
      const transient = analysis.html === undefined && TRANSIENT_ANALYSIS_WARNING.test(reason);
      if (transient && !finalAttempt) {
        await update({ extraction_status: 'retrying', extraction_error: error });
        logger.warn({ ...log, step: 'extraction' }, 'text extraction failed; will retry');
        throw new TranslationJobError(error);
      }
      await update({
        extraction_status: 'failed',
        extraction_error: error,
        translation_status: 'skipped',
        finished_at: now(),
      });
      logger.warn({ ...log, step: 'extraction' }, 'text extraction failed');
      if (transient) throw new TranslationJobError(error);
      return 'failed';
    }
    html = analysis.html;
    await update({ extraction_status: 'done', extraction_error: null, extracted_html: html });
  }

  if (!client) {
    await update({ translation_status: 'not_configured', translation_error: null, provider: null, finished_at: now() });
    return 'not_configured';
  }

  await update({ translation_status: 'running', provider: client.provider });
  try {
    const translated = await client.translateHtml({
      html,
      sourceLanguage: context.source_language,
      targetLanguage: context.target_language,
    });
    await update({
      translation_status: 'done',
      translation_error: null,
      translated_html: translated,
      finished_at: now(),
    });
    logger.info({ ...log, provider: client.provider }, 'file translated');
    return 'done';
  } catch (error) {
    const known = error instanceof TranslationError;
    const message = known
      ? error.message
      : `Unexpected error while translating: ${String((error as Error)?.message ?? error)}`;
    const retryable = !known || error.retryable;
    const retry = retryable && !finalAttempt;
    await update({
      translation_status: retry ? 'retrying' : 'failed',
      translation_error: message,
      ...(retry ? {} : { finished_at: now() }),
    });
    // Only the part before the provider's own words: those could quote the document.
    const summary = message.split(':')[0];
    logger.warn({ ...log, provider: client.provider, err: summary, willRetry: retry }, 'machine translation failed');
    // A retryable failure on the last attempt is rethrown too, so pg-boss records the job as failed.
    if (retryable) throw new TranslationJobError(message);
    return 'failed';
  }
};
