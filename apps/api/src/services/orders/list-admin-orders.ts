import {
  ACTIVE_STATUSES,
  COMPLETED_STATUSES,
  type TAdminOrderSummary,
  type TListAdminOrdersResponse,
} from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { toOrderBase } from './load-order.ts';

type TListAdminOrdersOptions = {
  db: TDb;
  limit: number;
  offset: number;
  status?: TOrderStatus | undefined;
  active?: boolean | undefined;
  awaitingPayment?: boolean | undefined;
  q?: string | undefined;
};

/** `50%_off` → `50\%\_off`: the search text is matched literally inside ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
  const filter = (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [];
    if (status) {
      const statuses: readonly string[] = status === 'COMPLETED' ? COMPLETED_STATUSES : [status];
      conditions.push(eb('orders.status', 'in', statuses));
    }
    if (active) conditions.push(eb('orders.status', 'in', ACTIVE_STATUSES));
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
    const text = q?.trim();
    if (text) {
      const pattern = likePattern(text);
      // One indexed lookup per field (pg_trgm GIN indexes, migration 0017), their ids united: an OR across fields
      // and an EXISTS per row would scan every order.
      conditions.push(
        sql<SqlBool>`orders.id in (
          select id from orders where order_number ilike ${pattern}
          union select id from orders where customer_email ilike ${pattern}
          union select id from orders where (customer_first_name || ' ' || customer_last_name) ilike ${pattern}
          union select order_id from files
            where kind = 'SOURCE' and status <> 'deleted' and original_name ilike ${pattern})`,
      );
    }
    return eb.and(conditions);
  };

  const [rows, count] = await Promise.all([
    // The page first (the keys of the list's index, `orders_created_id_idx`), then the file counts of its rows
    // only: counted in the same SELECT, they would be computed for every row an offset skips.
    db
      .selectFrom(
        db
          .selectFrom('orders')
          .selectAll('orders')
          .where(filter)
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(limit)
          .offset(offset)
          .as('orders'),
      )
      .selectAll('orders')
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
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);

  const orders: TAdminOrderSummary[] = rows.map((row) => ({
    ...toOrderBase(row),
    totalWords: row.total_words,
    totalPages: row.total_pages,
    customerInfo: { firstName: row.customer_first_name, lastName: row.customer_last_name, email: row.customer_email },
    sourceFileCount: Number(row.source_count ?? 0),
    translatedFileCount: Number(row.translated_count ?? 0),
    estimatedDelivery: row.estimated_delivery?.toISOString() ?? null,
  }));
  return { orders, count: Number(count.n), limit, offset };
};
