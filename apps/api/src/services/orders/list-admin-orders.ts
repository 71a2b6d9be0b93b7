import type { TAdminOrderSummary, TListAdminOrdersResponse } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { DELIVERED_STATUSES, isOpen, OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { escapeLike, listTotal, matchingCount, newestFirstPage } from '../../db/list-page.ts';
import type { Database } from '../../db/schema.ts';
import { toOrderBase } from './order-rows.ts';
import { orderTermsColumns } from './order-terms.ts';

/** The statuses a status filter lists: COMPLETED includes DELIVERED. */
const statusesFor = (status: TOrderStatus): readonly string[] =>
  status === 'COMPLETED' ? DELIVERED_STATUSES : [status];

/** The number of orders in the statuses asked for, from the totals kept by triggers (migration 0020). */
const keptOrderTotal = ({ status, active }: { status?: TOrderStatus | undefined; active?: boolean | undefined }) => {
  if (!status && !active) {
    return sql<number>`(select coalesce(max(dashboard_totals.value), 0) from dashboard_totals
      where dashboard_totals.name = 'orders')::int`;
  }
  const asked = status ? statusesFor(status) : OPEN_STATUSES;
  const statuses = active ? asked.filter(isOpen) : asked;
  const names = statuses.map((name) => `orders:${name}`);
  if (names.length === 0) return sql<number>`0`;
  return sql<number>`(select coalesce(sum(dashboard_totals.value), 0) from dashboard_totals
    where dashboard_totals.name in (${sql.join(names)}))::int`;
};

type TListAdminOrdersOptions = {
  db: TDb;
  limit: number;
  offset: number;
  status?: TOrderStatus | undefined;
  active?: boolean | undefined;
  awaitingPayment?: boolean | undefined;
  q?: string | undefined;
};

/**
 * Orders newest first, one page at a time, with the total for pagination. `q` matches the order number,
 * the customer's name or email, or the name of one of its source files; status COMPLETED includes DELIVERED.
 */
export const listAdminOrders = async ({
  db,
  limit,
  offset,
  status,
  active,
  awaitingPayment,
  q,
}: TListAdminOrdersOptions): Promise<TListAdminOrdersResponse> => {
  const filterConditions = (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [];
    if (status) conditions.push(eb('orders.status', 'in', statusesFor(status)));
    if (active) conditions.push(eb('orders.status', 'in', OPEN_STATUSES));
    if (awaitingPayment) {
      conditions.push(eb('orders.status', '=', 'PENDING'));
      conditions.push(
        eb.exists(
          eb
            .selectFrom('official_quotes')
            .select('official_quotes.id')
            .whereRef('official_quotes.order_id', '=', 'orders.id')
            .where('official_quotes.status', '=', 'APPROVED'),
        ),
      );
    }
    return conditions;
  };
  const filtered = Boolean(status || active || awaitingPayment);
  const listed = db
    .selectFrom('orders')
    .select(['orders.id', 'orders.created_at'])
    .where((eb) => eb.and(filterConditions(eb)));
  const text = q?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  // The order's own fields through one bitmap over their pg_trgm GIN indexes (migration 0017), its source files'
  // names through the narrow order_file_names (migration 0019; stored lower-cased: `like lower()` is ILIKE), which
  // carries the list position: the orders are read only when a filter needs them.
  const matching = pattern
    ? listed
        .where(
          sql<SqlBool>`(orders.order_number ilike ${pattern} or orders.customer_email ilike ${pattern}
            or (orders.customer_first_name || ' ' || orders.customer_last_name) ilike ${pattern})`,
        )
        .union(
          db
            .selectFrom('order_file_names')
            .select(['order_file_names.order_id as id', 'order_file_names.created_at'])
            .where(sql<SqlBool>`order_file_names.names like lower(${pattern})`)
            .$if(filtered, (query) =>
              query.where('order_file_names.order_id', 'in', listed.clearSelect().select('orders.id')),
            ),
        )
    : listed;
  // One statement for the page and the total. A search's matches are found once (materialised) and then sorted and
  // counted; without a search the page is read in index order (`orders_created_id_idx`) and the total is the one kept
  // in dashboard_totals (migration 0020: all orders, or per status), or counted from an index for the payment filter.
  const keptTotal = pattern || awaitingPayment ? null : keptOrderTotal({ status, active });
  const withMatching = db.with(
    (cte) => (pattern ? cte('matching').materialized() : cte('matching').notMaterialized()),
    () => matching,
  );
  const rows = await withMatching
    .selectFrom((eb) => newestFirstPage(eb, { limit, offset }))
    .innerJoin('orders', 'orders.id', 'page.id')
    .selectAll('orders')
    // The file counts of the page's rows only.
    .select((eb) => [
      eb
        .selectFrom('files')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('files.order_id', '=', 'orders.id')
        .where('files.kind', '=', 'SOURCE')
        .where('files.status', '=', 'uploaded')
        .as('source_count'),
      eb
        .selectFrom('files')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('files.order_id', '=', 'orders.id')
        .where('files.kind', '=', 'TRANSLATED')
        .where('files.status', '=', 'uploaded')
        .where('files.attached_at', 'is not', null)
        .as('translated_count'),
      keptTotal ? keptTotal.as('total') : matchingCount(eb),
      ...orderTermsColumns,
    ])
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  const count = await listTotal(withMatching, rows[0]?.total, offset);

  const orders: TAdminOrderSummary[] = rows.map((row) => ({
    ...toOrderBase(row),
    totalWords: row.total_words,
    totalPages: row.total_pages,
    customerInfo: { firstName: row.customer_first_name, lastName: row.customer_last_name, email: row.customer_email },
    sourceFileCount: Number(row.source_count ?? 0),
    translatedFileCount: Number(row.translated_count ?? 0),
    estimatedDelivery: row.estimated_delivery?.toISOString() ?? null,
  }));
  return { orders, count, limit, offset };
};
