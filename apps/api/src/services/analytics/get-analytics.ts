import type { TAnalytics, TFunnel } from '@sello/shared/analytics-schemas';
import type { TLanguage } from '@sello/shared/constants';
import { SERVICE_TYPES, type TServiceType } from '@sello/shared/constants';
import { fromCents } from '@sello/shared/pricing';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week that contains `date`. */
export const startOfUtcWeek = (date: Date): Date => {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const daysSinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - daysSinceMonday);
  return start;
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The first COMPLETED event of each order: when it was completed, however its status moved on later. */
const completions = sql`
  select order_id, min(created_at) as completed_at from order_events where to_status = 'COMPLETED' group by order_id
`;

type TFunnelRow = {
  source_language: TLanguage;
  target_language: TLanguage;
  service: TServiceType | null;
  quotes: number;
  service_selected: number;
  orders: number;
  completed: number;
};

type TRevenueRow = {
  source_language: TLanguage;
  target_language: TLanguage;
  service_type: TServiceType;
  orders: number;
  cancelled: number;
  revenue_cents: number;
};

const emptyFunnel = (): TFunnel => ({ quotes: 0, serviceSelected: 0, orders: 0, completed: 0 });
const addTo = (funnel: TFunnel, row: TFunnelRow) => {
  funnel.quotes += row.quotes;
  funnel.serviceSelected += row.service_selected;
  funnel.orders += row.orders;
  funnel.completed += row.completed;
};

/**
 * Business figures over the last `weeks` whole UTC weeks (the current one included), all aggregated in SQL.
 * Revenue counts orders that were not cancelled, by the day they were placed. The funnel follows the quotes
 * created in the range: how many had a service chosen, became an order, and were completed.
 */
export const getAnalytics = async ({
  db,
  weeks,
  now = new Date(),
}: {
  db: TDb;
  weeks: number;
  now?: Date;
}): Promise<TAnalytics> => {
  const to = new Date(startOfUtcWeek(now).getTime() + WEEK_MS);
  const from = new Date(to.getTime() - weeks * WEEK_MS);
  const lastWeek = new Date(to.getTime() - WEEK_MS);

  const [weekly, funnelRows, revenueRows, turnaroundRows] = await Promise.all([
    sql<{ week_start: string; quotes: number; orders: number; revenue_cents: number }>`
      with weeks as (
        select generate_series(${from.toISOString()}::timestamptz at time zone 'UTC',
                               ${lastWeek.toISOString()}::timestamptz at time zone 'UTC',
                               interval '1 week') as week_start
      ),
      q as (
        select date_trunc('week', created_at at time zone 'UTC') as week_start, count(*)::int as quotes
        from quotes where created_at >= ${from} and created_at < ${to} group by 1
      ),
      o as (
        select date_trunc('week', created_at at time zone 'UTC') as week_start,
               count(*) filter (where status <> 'CANCELLED')::int as orders,
               coalesce(sum(total_cents) filter (where status <> 'CANCELLED'), 0)::float8 as revenue_cents
        from orders where created_at >= ${from} and created_at < ${to} group by 1
      )
      select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start,
             coalesce(q.quotes, 0) as quotes, coalesce(o.orders, 0) as orders,
             coalesce(o.revenue_cents, 0) as revenue_cents
      from weeks left join q using (week_start) left join o using (week_start)
      order by weeks.week_start
    `.execute(db),
    sql<TFunnelRow>`
      select q.source_language, q.target_language, coalesce(o.service_type, q.selected_service) as service,
             count(*)::int as quotes,
             count(*) filter (where q.selected_service is not null or o.id is not null)::int as service_selected,
             count(o.id)::int as orders,
             count(o.id) filter (where c.completed_at is not null or o.status in ('COMPLETED', 'DELIVERED'))::int
               as completed
      from quotes q
      left join orders o on o.quote_id = q.id
      left join (${completions}) c on c.order_id = o.id
      where q.created_at >= ${from} and q.created_at < ${to}
      group by 1, 2, 3
    `.execute(db),
    sql<TRevenueRow>`
      select source_language, target_language, service_type,
             count(*) filter (where status <> 'CANCELLED')::int as orders,
             count(*) filter (where status = 'CANCELLED')::int as cancelled,
             coalesce(sum(total_cents) filter (where status <> 'CANCELLED'), 0)::float8 as revenue_cents
      from orders where created_at >= ${from} and created_at < ${to}
      group by 1, 2, 3
    `.execute(db),
    sql<{ service_type: TServiceType; completed: number; total_seconds: number }>`
      select o.service_type, count(*)::int as completed,
             sum(extract(epoch from (c.completed_at - o.created_at)))::float8 as total_seconds
      from orders o join (${completions}) c on c.order_id = o.id
      where c.completed_at >= ${from} and c.completed_at < ${to}
      group by 1
    `.execute(db),
  ]);

  const funnel = emptyFunnel();
  const pairs = new Map<string, TAnalytics['byLanguagePair'][number]>();
  const services = new Map<TServiceType, TAnalytics['byService'][number]>(
    SERVICE_TYPES.map((service) => [service, { service, serviceSelected: 0, orders: 0, completed: 0, revenue: 0 }]),
  );
  const pairEntry = (source: TLanguage, target: TLanguage) => {
    const key = `${source}-${target}`;
    let entry = pairs.get(key);
    if (!entry) {
      entry = { sourceLanguage: source, targetLanguage: target, ...emptyFunnel(), revenue: 0 };
      pairs.set(key, entry);
    }
    return entry;
  };
  for (const row of funnelRows.rows) {
    addTo(funnel, row);
    addTo(pairEntry(row.source_language, row.target_language), row);
    const service = row.service ? services.get(row.service) : undefined;
    if (service) {
      service.serviceSelected += row.service_selected;
      service.orders += row.orders;
      service.completed += row.completed;
    }
  }

  let revenueCents = 0;
  let orders = 0;
  let cancelled = 0;
  const pairCents = new Map<string, number>();
  const serviceCents = new Map<TServiceType, number>();
  for (const row of revenueRows.rows) {
    revenueCents += row.revenue_cents;
    orders += row.orders;
    cancelled += row.cancelled;
    const key = `${row.source_language}-${row.target_language}`;
    pairEntry(row.source_language, row.target_language);
    pairCents.set(key, (pairCents.get(key) ?? 0) + row.revenue_cents);
    serviceCents.set(row.service_type, (serviceCents.get(row.service_type) ?? 0) + row.revenue_cents);
  }
  for (const [key, entry] of pairs) entry.revenue = fromCents(pairCents.get(key) ?? 0);
  for (const [service, entry] of services) entry.revenue = fromCents(serviceCents.get(service) ?? 0);

  let completedOrders = 0;
  let totalSeconds = 0;
  const turnaroundByService = SERVICE_TYPES.map((service) => {
    const row = turnaroundRows.rows.find((candidate) => candidate.service_type === service);
    completedOrders += row?.completed ?? 0;
    totalSeconds += row?.total_seconds ?? 0;
    return {
      service,
      completedOrders: row?.completed ?? 0,
      averageHours: row && row.completed > 0 ? round(row.total_seconds / row.completed / 3600) : null,
    };
  });

  return {
    range: { from: from.toISOString(), to: to.toISOString(), weeks },
    totals: {
      orders,
      revenue: fromCents(revenueCents),
      averageOrderValue: orders > 0 ? fromCents(Math.round(revenueCents / orders)) : null,
      cancelledOrders: cancelled,
    },
    weekly: weekly.rows.map((row) => ({
      weekStart: row.week_start,
      quotes: row.quotes,
      orders: row.orders,
      revenue: fromCents(row.revenue_cents),
    })),
    funnel,
    byLanguagePair: [...pairs.values()].sort(
      (a, b) =>
        b.quotes - a.quotes ||
        `${a.sourceLanguage}${a.targetLanguage}`.localeCompare(`${b.sourceLanguage}${b.targetLanguage}`),
    ),
    byService: [...services.values()],
    turnaround: {
      completedOrders,
      averageHours: completedOrders > 0 ? round(totalSeconds / completedOrders / 3600) : null,
      byService: turnaroundByService,
    },
  };
};
