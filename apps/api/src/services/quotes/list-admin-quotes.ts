import type { TAdminQuote, TListAdminQuotesQuery, TListAdminQuotesResponse } from '@sello/shared/admin-quote-schemas';
import type { TQuoteStatus } from '@sello/shared/constants';
import { type SqlBool, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { escapeLike, listTotal, matchingCount, newestFirstPage } from '../../db/list-page.ts';
import { toQuotePricing } from './quote-pricing.ts';

/** The status the API shows: EXPIRED for a quote not yet accepted whose time ran out (never stored). */
const derivedStatus = (now: Date) =>
  sql<TQuoteStatus>`case when quotes.status <> 'ACCEPTED' and quotes.expires_at < ${now} then 'EXPIRED' else quotes.status end`;

/**
 * `derivedStatus(now) = status`, written so that the (status, expires_at) index of migration 0017 answers it: a
 * filtered count reads the index instead of every quote row.
 */
const hasDerivedStatus = (status: TQuoteStatus, now: Date) => {
  if (status === 'EXPIRED') {
    return sql<SqlBool>`(quotes.status in ('PENDING', 'SERVICE_SELECTED') and quotes.expires_at < ${now})`;
  }
  if (status === 'ACCEPTED') return sql<SqlBool>`quotes.status = 'ACCEPTED'`;
  return sql<SqlBool>`(quotes.status = ${status} and quotes.expires_at >= ${now})`;
};

/** `withCount: false` skips counting every match (the dashboard's latest quotes need no total; `count` is then 0). */
type TListAdminQuotesOptions = TListAdminQuotesQuery & { db: TDb; now?: Date; withCount?: boolean };

/** Quotes newest first, with their files, filtered by derived status and by id prefix or file name. */
export const listAdminQuotes = async ({
  db,
  status,
  q,
  limit,
  offset,
  now = new Date(),
  withCount = true,
}: TListAdminQuotesOptions): Promise<Omit<TListAdminQuotesResponse, 'stats'>> => {
  const statusFilter = status ? [hasDerivedStatus(status, now)] : [];
  const listed = db
    .selectFrom('quotes')
    .select(['quotes.id', 'quotes.created_at'])
    .where((eb) => eb.and(statusFilter));
  // A short id copied from the table ends with an ellipsis: search for what precedes it.
  const search = q
    ?.trim()
    .replace(/(…|\.\.\.)$/, '')
    .trim();
  // The id through quotes_id_text_idx; the file names through the narrow quote_file_names (migration 0019; stored
  // lower-cased: `like lower()` is ILIKE), which carries the list position: the quotes are read only for a status.
  const matching = search
    ? listed.where(sql<SqlBool>`quotes.id::text like ${`${escapeLike(search.toLowerCase())}%`}`).union(
        db
          .selectFrom('quote_file_names')
          .select(['quote_file_names.quote_id as id', 'quote_file_names.created_at'])
          .where(sql<SqlBool>`quote_file_names.names like lower(${`%${escapeLike(search)}%`})`)
          .$if(status !== undefined, (query) =>
            query.where('quote_file_names.quote_id', 'in', listed.clearSelect().select('quotes.id')),
          ),
      )
    : listed;
  // One statement for the page and the total, as in listAdminOrders: a search's matches found once, then sorted and
  // counted; without one, the page read in index order (`quotes_created_id_idx`) and the total counted from an index.
  // Unfiltered, the total is the one kept in quote_counts (migration 0019) rather than a count of every quote.
  const keptTotal =
    !status && !search ? sql<number>`(select coalesce(sum(quote_counts.quotes), 0) from quote_counts)::int` : null;
  const withMatching = db.with(
    (cte) => (search ? cte('matching').materialized() : cte('matching').notMaterialized()),
    () => matching,
  );
  const rows = await withMatching
    .selectFrom((eb) => newestFirstPage(eb, { limit, offset }))
    .innerJoin('quotes', 'quotes.id', 'page.id')
    .leftJoin('orders', 'orders.quote_id', 'quotes.id')
    .select([
      'quotes.id',
      derivedStatus(now).as('derived_status'),
      'quotes.source_language',
      'quotes.target_language',
      'quotes.session_id',
      'quotes.total_pages',
      'quotes.total_words',
      'quotes.professional_cents',
      'quotes.sworn_cents',
      'quotes.pricing_snapshot',
      'quotes.selected_service',
      'quotes.plan_id',
      'quotes.created_at',
      'quotes.updated_at',
      'quotes.expires_at',
      'orders.id as order_id',
    ])
    .$if(withCount, (query) =>
      keptTotal ? query.select(keptTotal.as('total')) : query.select((eb) => matchingCount(eb)),
    )
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  const count = withCount ? await listTotal(withMatching, rows[0]?.total, offset) : 0;

  const ids = rows.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .selectFrom('quote_files')
          .innerJoin('files', 'files.id', 'quote_files.file_id')
          .select([
            'quote_files.quote_id',
            'files.original_name',
            'files.size',
            'files.declared_size',
            'files.content_type',
            'files.analysis',
          ])
          .where('quote_files.quote_id', 'in', ids)
          .orderBy('quote_files.quote_id')
          .orderBy('quote_files.position')
          .execute();
  const filesByQuote = new Map<string, TAdminQuote['files']>();
  for (const file of files) {
    const list = filesByQuote.get(file.quote_id) ?? [];
    list.push({
      filename: file.original_name,
      size: Number(file.size ?? file.declared_size),
      contentType: file.content_type,
      pages: file.analysis?.pages ?? 0,
      wordCount: file.analysis?.wordCount ?? 0,
    });
    filesByQuote.set(file.quote_id, list);
  }

  return {
    quotes: rows.map((row) => ({
      quoteId: row.id,
      status: row.derived_status,
      sourceLanguage: row.source_language,
      targetLanguage: row.target_language,
      sessionId: row.session_id,
      files: filesByQuote.get(row.id) ?? [],
      totalPages: row.total_pages,
      totalWords: row.total_words,
      pricing: toQuotePricing(row),
      planId: row.plan_id,
      selectedService: row.selected_service,
      orderId: row.order_id,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      expiresAt: Math.floor(row.expires_at.getTime() / 1000),
    })),
    count,
    limit,
    offset,
  };
};
