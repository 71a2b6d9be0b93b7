import type { TAdminStatsResponse, TDashboardOrder } from '@sello/shared/admin-dashboard-schemas';
import { fromCents } from '@sello/shared/pricing';
import { type SqlBool, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { toOrderBase } from '../orders/order-rows.ts';
import { orderTermsColumns } from '../orders/order-terms.ts';
import { countQuoteStats } from '../quotes/count-quote-stats.ts';
import { listAdminQuotes } from '../quotes/list-admin-quotes.ts';

/** Statuses in which an order no longer waits on the agency. */
const SETTLED_STATUSES = ['COMPLETED', 'DELIVERED', 'CANCELLED'] as const;
const RECENT_LIMIT = 5;
const NEEDS_ACTION_LIMIT = 10;

const isNewOrder = sql<SqlBool>`orders.status = 'PENDING'`;
/** Not settled: what `orders_open_idx` (a partial index) holds. New and overdue orders are all open. */
const isOpenOrder = sql<SqlBool>`orders.status not in (${sql.join(SETTLED_STATUSES.map((status) => sql.lit(status)))})`;
/**
 * Open and past its delivery date (order-terms.ts): the stored one, which is the official date once paid. An unpaid
 * order with an official quote is due the quote's turnaround after today, so never overdue.
 */
const isOverdueOrder = (now: Date) =>
  sql<SqlBool>`(orders.estimated_delivery is not null and orders.estimated_delivery < ${now}
    and orders.status not in (${sql.join(SETTLED_STATUSES.map((status) => sql.lit(status)))})
    and not (orders.status = 'PENDING' and exists (select 1 from official_quotes
      where official_quotes.order_id = orders.id and official_quotes.status <> 'SUPERSEDED')))`;

const selectOrderSummaries = (db: TDb, now: Date) =>
  db
    .selectFrom('orders')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.status',
      'orders.service_type',
      'orders.source_language',
      'orders.target_language',
      'orders.customer_first_name',
      'orders.customer_last_name',
      'orders.customer_email',
      'orders.total_cents',
      'orders.estimated_delivery',
      'orders.paid_at',
      'orders.created_at',
      ...orderTermsColumns,
      isNewOrder.as('is_new'),
      isOverdueOrder(now).as('is_overdue'),
    ]);

type TOrderSummaryRow = Awaited<ReturnType<ReturnType<typeof selectOrderSummaries>['execute']>>[number];

const toOrderSummary = (row: TOrderSummaryRow): TDashboardOrder => ({
  ...toOrderBase(row),
  customerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
  customerEmail: row.customer_email,
  estimatedDelivery: row.estimated_delivery?.toISOString() ?? null,
  isNew: Boolean(row.is_new),
  isOverdue: Boolean(row.is_overdue),
});

/**
 * The admin dashboard in a handful of aggregate queries: business totals, the orders that need someone
 * today (new, or past their estimated delivery and still open), and the latest orders and quotes.
 */
export const getAdminStats = async ({
  db,
  now = new Date(),
}: {
  db: TDb;
  now?: Date;
}): Promise<TAdminStatsResponse> => {
  const overdue = isOverdueOrder(now);
  // Overdue first (the most overdue on top), then new orders by how long they have waited.
  const byUrgency = sql`case when ${overdue} then 0 else 1 end, case when ${overdue} then orders.estimated_delivery end,
    orders.created_at, orders.id`;
  const [totals, openOrders, quotes, needsAction, recentOrders, recentQuotes] = await Promise.all([
    // Totals kept by triggers (migration 0020). Revenue is money received minus refunds, not estimates. A customer is
    // a person, counted once by email: accounts that are not admins, and guests who ordered — the distinct order
    // emails less those an account has (orders keep emails lower-cased, migration 0017; one probe of the email index
    // per account).
    db
      .selectNoFrom([
        sql<number>`(select coalesce(max(dashboard_totals.value), 0) from dashboard_totals
          where dashboard_totals.name = 'orders')::int`.as('orders'),
        sql<string>`(select coalesce(max(dashboard_totals.value), 0) from dashboard_totals
          where dashboard_totals.name = 'revenue_cents')::text`.as('revenue_cents'),
        sql<number>`((select count(*) from users where not users.is_admin)
          + (select coalesce(max(dashboard_totals.value), 0) from dashboard_totals
             where dashboard_totals.name = 'order_emails')
          - (select count(*) from users
             where exists (select 1 from orders where orders.customer_email = lower(users.email))))::int`.as(
          'customers',
        ),
      ])
      .executeTakeFirstOrThrow(),
    // New and overdue orders are open ones: counted in one pass over the open orders' partial index (migration
    // 0018), from the index alone.
    db
      .selectFrom('orders')
      .where(isOpenOrder)
      .select([
        sql<number>`(count(*) filter (where ${isNewOrder}))::int`.as('new_orders'),
        sql<number>`(count(*) filter (where ${overdue}))::int`.as('overdue_orders'),
        sql<number>`(count(*) filter (where ${isNewOrder} or ${overdue}))::int`.as('needs_action'),
      ])
      .executeTakeFirstOrThrow(),
    countQuoteStats({ db, now }),
    // The first ten picked from the open orders' index alone (migration 0018), then only their rows read.
    selectOrderSummaries(db, now)
      .where(
        'orders.id',
        'in',
        db
          .selectFrom('orders')
          .select('orders.id')
          .where(isOpenOrder)
          .where((eb) => eb.or([isNewOrder, overdue]))
          .orderBy(byUrgency)
          .limit(NEEDS_ACTION_LIMIT),
      )
      .orderBy(byUrgency)
      .execute(),
    selectOrderSummaries(db, now)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    listAdminQuotes({ db, now, limit: RECENT_LIMIT, offset: 0, withCount: false }),
  ]);

  return {
    stats: {
      totalOrders: totals.orders,
      totalQuotes: quotes.totalQuotes,
      totalCustomers: totals.customers,
      totalRevenue: fromCents(Number(totals.revenue_cents)),
      convertedQuotes: quotes.convertedQuotes,
      conversionRate: quotes.conversionRate,
    },
    needsAction: {
      newOrders: openOrders.new_orders,
      overdueOrders: openOrders.overdue_orders,
      total: openOrders.needs_action,
      orders: needsAction.map(toOrderSummary),
    },
    recentOrders: recentOrders.map(toOrderSummary),
    recentQuotes: recentQuotes.quotes,
  };
};
