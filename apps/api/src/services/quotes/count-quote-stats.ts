import { percentage, type TAdminQuoteStats } from '@sello/shared/admin-quote-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * Quote counts for the stat cards: totals from `quote_counts` (kept by triggers, migration 0019); EXPIRED, derived
 * from time, is the open quotes counted there minus those not yet expired — a short range of the (status, expires_at)
 * index, as is PENDING.
 */
export const countQuoteStats = async ({ db, now = new Date() }: { db: TDb; now?: Date }): Promise<TAdminQuoteStats> => {
  const row = await db
    .selectNoFrom([
      sql<number>`(select coalesce(sum(quote_counts.quotes), 0) from quote_counts)::int`.as('total'),
      sql<number>`(select coalesce(sum(quote_counts.with_service), 0) from quote_counts)::int`.as('converted'),
      sql<number>`(select count(*) from quotes where quotes.status = 'PENDING' and quotes.expires_at >= ${now})::int`.as(
        'pending',
      ),
      sql<number>`((select coalesce(sum(quote_counts.quotes), 0) from quote_counts
          where quote_counts.status in ('PENDING', 'SERVICE_SELECTED'))
        - (select count(*) from quotes
          where quotes.status in ('PENDING', 'SERVICE_SELECTED') and quotes.expires_at >= ${now}))::int`.as('expired'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalQuotes: row.total,
    convertedQuotes: row.converted,
    conversionRate: percentage(row.converted, row.total),
    pendingQuotes: row.pending,
    expiredQuotes: row.expired,
  };
};
