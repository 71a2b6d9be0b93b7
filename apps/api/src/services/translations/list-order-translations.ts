import {
  EXTRACTION_STATUSES,
  MT_PROVIDER_NAMES,
  type TMtProviderName,
  type TOrderFileTranslation,
  type TOrderTranslationsResponse,
  TRANSLATION_STATUSES,
} from '@sello/shared/translation-schemas';
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { FilesTable, TranslationsTable } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

const asProvider = (value: string | null): TMtProviderName | null =>
  MT_PROVIDER_NAMES.find((name) => name === value) ?? null;

/** What one item of the list is built from: the translations row and its file's key and name. */
export type TFileTranslationRow = Pick<
  Selectable<TranslationsTable>,
  | 'id'
  | 'extraction_status'
  | 'extraction_error'
  | 'extracted_html'
  | 'translation_status'
  | 'translation_error'
  | 'translated_html'
  | 'provider'
  | 'attempts'
  | 'finished_at'
  | 'updated_at'
> &
  Pick<Selectable<FilesTable>, 'file_key' | 'original_name'>;

/** One file's translation as the admin API shows it (the list, and the answer to a retry). */
export const toOrderFileTranslation = (row: TFileTranslationRow): TOrderFileTranslation => ({
  id: row.id,
  fileKey: row.file_key,
  filename: row.original_name,
  extractionStatus: EXTRACTION_STATUSES.find((status) => status === row.extraction_status) ?? 'pending',
  extractionError: row.extraction_error,
  translationStatus: TRANSLATION_STATUSES.find((status) => status === row.translation_status) ?? 'pending',
  translationError: row.translation_error,
  provider: asProvider(row.provider),
  attempts: row.attempts,
  finished: row.finished_at !== null,
  extractedHtml: row.extracted_html,
  translatedHtml: row.translated_html,
  updatedAt: row.updated_at.toISOString(),
});

/** The auto-translation of each source file of an order, in the order's file order (admin view). */
export const listOrderTranslations = async ({
  db,
  orderId,
  configuredProvider,
}: {
  db: TDb;
  orderId: string;
  configuredProvider: string;
}): Promise<TOrderTranslationsResponse> => {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'quote_id', 'source_language', 'target_language'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');

  const rows = await db
    .selectFrom('translations')
    .innerJoin('files', 'files.id', 'translations.file_id')
    .leftJoin('quote_files', (join) =>
      join.onRef('quote_files.file_id', '=', 'files.id').on('quote_files.quote_id', '=', order.quote_id),
    )
    .select([
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
    .where('translations.order_id', '=', order.id)
    .orderBy('quote_files.position')
    .orderBy('translations.created_at')
    .execute();

  return {
    orderId: order.id,
    sourceLanguage: order.source_language,
    targetLanguage: order.target_language,
    provider: asProvider(configuredProvider),
    translations: rows.map(toOrderFileTranslation),
  };
};
