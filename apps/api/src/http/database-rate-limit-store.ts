import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';

type TCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child` for a route: its options, with the route itself as `routeInfo`. */
type TRouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** The subset of @fastify/rate-limit's store interface the plugin calls. */
export type TRateLimitStore = {
  incr: (key: string, callback: TCallback, timeWindow: number, max: number) => void;
  read: (key: string, callback: TCallback, timeWindow: number, max: number) => void;
  child: (routeOptions: TRouteOptions) => TRateLimitStore;
};

const routeName = (routeOptions: TRouteOptions) => {
  const method = routeOptions.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${routeOptions.routeInfo?.url ?? '*'}`;
};

const rowKey = (route: string, client: string) => `${route} ${createHash('sha256').update(client).digest('hex')}`;

/**
 * Counts a route's hits per client in the `rate_limits` table, so every instance sees the same counts. One
 * statement per request: the row's window is restarted when it has ended, otherwise its count goes up — an upsert
 * under the row lock, so parallel requests on any instance are each counted once. Windows are measured on the
 * database's clock, the one clock all instances share. Fixed windows, like the plugin's own LocalStore without
 * `continueExceeding` / `exponentialBackoff` (which Sello does not use).
 */
export const createDatabaseRateLimitStore = (db: TDb, route = '*'): TRateLimitStore => ({
  incr: (key, callback, timeWindow) => {
    const windowEnd = sql<Date>`now() + make_interval(secs => ${timeWindow / 1000})`;
    db.insertInto('rate_limits')
      .values({ key: rowKey(route, key), hits: 1, expires_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.expires_at <= now() then 1 else rate_limits.hits + 1 end`,
          expires_at: sql<Date>`case when rate_limits.expires_at <= now() then excluded.expires_at
            else rate_limits.expires_at end`,
        }),
      )
      .returning(['hits', sql<number>`ceil(extract(epoch from (expires_at - now())) * 1000)::float8`.as('ttl')])
      .executeTakeFirstOrThrow()
      .then(
        (row) => callback(null, { current: row.hits, ttl: Math.max(0, Number(row.ttl)) }),
        (error: Error) => callback(error),
      );
  },
  read: (key, callback) => {
    db.selectFrom('rate_limits')
      .select(['hits', sql<number>`ceil(extract(epoch from (expires_at - now())) * 1000)::float8`.as('ttl')])
      .where('key', '=', rowKey(route, key))
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst()
      .then(
        (row) =>
          callback(null, row ? { current: row.hits, ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
  },
  child: (routeOptions) => createDatabaseRateLimitStore(db, routeName(routeOptions)),
});

/** Forgets windows that have ended (a periodic job); returns how many rows went. */
export const sweepRateLimits = async (db: TDb): Promise<number> => {
  const result = await db.deleteFrom('rate_limits').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
};
