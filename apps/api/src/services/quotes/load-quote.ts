import { hardToReadPages } from '@sello/shared/analysis-schemas';
import type { TQuote } from '@sello/shared/quote-schemas';
import { sql, type Transaction } from 'kysely';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { Database, TStoredAnalysis, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseSetting, settingSubquery } from '../settings/settings.ts';
import { toQuotePricing } from './quote-pricing.ts';
import { QUOTE_NOT_FOUND, type TQuoteOrder, visibleOrderId } from './quote-rules.ts';

type TExecutor = TDb | Transaction<Database>;

type TQuoteFileRow = {
  file_key: string;
  original_name: string;
  size: number | null;
  declared_size: number;
  content_type: string;
  analysis: TStoredAnalysis | null;
};

/**
 * The quote as the API returns it, for a viewer who may reach it (assertCanReach); EXPIRED is derived from
 * expiresAt and never stored.
 */
export const loadQuote = async (db: TExecutor, quoteId: string, viewer: TUserRow | null): Promise<TQuote> => {
  // One statement: the quote row, its files in order (json_agg), the order made from it and the legibility setting.
  // Each file is a primary-key lookup of its own (quote_files.file_id is a foreign key, so it always finds its row)
  // rather than a join: the planner has no join to weigh, which is most of this statement's cost on small tables.
  const quote = await db
    .selectFrom('quotes')
    .selectAll('quotes')
    .select([
      sql<TQuoteFileRow[]>`coalesce((
        select json_agg((
          select json_build_object(
            'file_key', files.file_key, 'original_name', files.original_name, 'size', files.size,
            'declared_size', files.declared_size, 'content_type', files.content_type, 'analysis', files.analysis
          )
          from files where files.id = quote_files.file_id
        ) order by quote_files.position)
        from quote_files
        where quote_files.quote_id = quotes.id), '[]'::json)`.as('files'),
      sql<TQuoteOrder | null>`(select json_build_object('id', orders.id, 'user_id', orders.user_id)
        from orders where orders.quote_id = quotes.id)`.as('order'),
      settingSubquery('legibilityThreshold').as('legibility_setting'),
    ])
    .where('quotes.id', '=', quoteId)
    .executeTakeFirst();
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND, { reason: 'quote-not-found' });
  assertCanReach(quote, viewer, QUOTE_NOT_FOUND, 'quote-not-found');
  const files = quote.files;
  const legibilityThreshold = parseSetting('legibilityThreshold', quote.legibility_setting);
  const expiresAt = Math.floor(quote.expires_at.getTime() / 1000);
  const expired = quote.status !== 'ACCEPTED' && Math.floor(Date.now() / 1000) > expiresAt;
  return {
    quoteId: quote.id,
    sessionId: quote.session_id,
    status: expired ? 'EXPIRED' : quote.status,
    sourceLanguage: quote.source_language,
    targetLanguage: quote.target_language,
    files: files.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      size: file.size ?? file.declared_size,
      contentType: file.content_type,
      pages: file.analysis?.pages ?? 0,
      wordCount: file.analysis?.wordCount ?? 0,
      method: file.analysis?.method ?? 'estimate',
      estimated: file.analysis?.estimated ?? true,
      perPage: file.analysis?.perPage ?? null,
      ocrConfidence: file.analysis?.ocrConfidence ?? null,
      hardToReadPages: hardToReadPages(file.analysis?.ocrConfidence ?? null, legibilityThreshold),
      warnings: file.analysis?.warnings ?? [],
    })),
    manualEstimate: quote.manual_pages === null ? null : { pages: quote.manual_pages, words: quote.manual_words },
    totalPages: quote.total_pages,
    totalWords: quote.total_words,
    currency: 'USD',
    pricing: toQuotePricing(quote),
    selectedService: quote.selected_service,
    orderId: quote.order ? visibleOrderId(quote.order, viewer) : null,
    planId: quote.plan_id,
    createdAt: quote.created_at.toISOString(),
    updatedAt: quote.updated_at.toISOString(),
    expiresAt,
  };
};
