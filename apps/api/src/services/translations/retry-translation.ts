import { type TOrderFileTranslation, TRANSLATION_NOT_FOUND } from '@sello/shared/translation-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TTranslationStepStatus } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import { dispatchTranslation } from './dispatch-translations.ts';
import { toOrderFileTranslation } from './list-order-translations.ts';

export const FILE_DELETED = 'The file was deleted';
export const TRANSLATION_IN_PROGRESS = 'This file is still being translated; wait for it to finish.';
export const TRANSLATION_ALREADY_DONE = 'This file is already translated.';
export const NO_PROVIDER =
  'No machine-translation provider is configured (MT_PROVIDER), so the translation would end the same way.';

/**
 * Runs the auto-translation of one order file again, after it ended failed, skipped (its text could not be
 * extracted) or not configured (no provider at the time). One guarded UPDATE resets the row — extraction back to
 * pending unless it was done (its HTML is kept), translation pending, errors cleared, attempts 0 — so of two
 * concurrent retries only one resets it; the other, like a retry of a running or done file, gets 409. Then the
 * row is handed to the job again.
 */
export const retryTranslation = async ({
  db,
  jobs,
  logger,
  orderId,
  translationId,
  providerConfigured,
}: {
  db: TDb;
  jobs: TJobQueue;
  logger: FastifyBaseLogger;
  orderId: string;
  translationId: string;
  /** Without a provider only a failed text extraction is worth running again. */
  providerConfigured: boolean;
}): Promise<TOrderFileTranslation> => {
  const now = new Date();
  const reset = await db
    .updateTable('translations')
    .from('files')
    .set({
      extraction_status: sql<TTranslationStepStatus>`case when translations.extraction_status = 'done' then 'done' else 'pending' end`,
      extraction_error: null,
      extracted_html: sql<
        string | null
      >`case when translations.extraction_status = 'done' then translations.extracted_html end`,
      translation_status: 'pending',
      translation_error: null,
      translated_html: null,
      provider: null,
      attempts: 0,
      started_at: null,
      finished_at: null,
      updated_at: now,
    })
    .whereRef('files.id', '=', 'translations.file_id')
    .where('translations.id', '=', translationId)
    .where('translations.order_id', '=', orderId)
    .where('translations.finished_at', 'is not', null)
    .where('translations.translation_status', '!=', 'done')
    .where('files.status', '!=', 'deleted')
    .where((eb) => (providerConfigured ? eb.lit(true) : eb('translations.extraction_status', '!=', 'done')))
    .returning([
      'translations.id',
      'translations.extraction_status',
      'translations.extraction_error',
      'translations.extracted_html',
      'translations.translation_status',
      'translations.translation_error',
      'translations.translated_html',
      'translations.provider',
      'translations.attempts',
      'translations.finished_at',
      'translations.updated_at',
      'files.file_key',
      'files.original_name',
    ])
    .executeTakeFirst();

  if (!reset) {
    const current = await db
      .selectFrom('translations')
      .innerJoin('files', 'files.id', 'translations.file_id')
      .select([
        'translations.finished_at',
        'translations.translation_status',
        'translations.extraction_status',
        'files.status as file_status',
      ])
      .where('translations.id', '=', translationId)
      .where('translations.order_id', '=', orderId)
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', TRANSLATION_NOT_FOUND);
    if (current.file_status === 'deleted') throw new AppError('GONE', FILE_DELETED);
    if (current.finished_at === null) throw new AppError('CONFLICT', TRANSLATION_IN_PROGRESS);
    if (current.translation_status === 'done') throw new AppError('CONFLICT', TRANSLATION_ALREADY_DONE);
    if (!providerConfigured && current.extraction_status === 'done') throw new AppError('CONFLICT', NO_PROVIDER);
    // Nothing stood in the way when we looked again: the row changed between the two statements.
    throw new AppError('CONFLICT', 'This translation changed meanwhile; reload the page and try again.');
  }

  try {
    // False when a job for the row is still live (e.g. about to be marked failed): the row is pending again, so
    // that job or the per-minute sweep picks it up.
    await dispatchTranslation(jobs, reset.id);
  } catch (error) {
    // The row is reset and unfinished: the per-minute sweep re-sends it.
    logger.warn({ err: error, translationId: reset.id }, 'could not send the retried translation job');
  }
  return toOrderFileTranslation(reset);
};
