import { DELIVERED_STATUSES, isDelivered } from '@sello/shared/order-lifecycle';
import { sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type TExecutor = TDb | Transaction<Database>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an order's files are deleted: `deliveredDays` after the translation was first delivered, i.e. the first
 * time the order entered COMPLETED (the email with the download links) or DELIVERED (first download). Counting
 * from completion rather than from the first download lets the completion email state the date, and files of
 * an order nobody downloads are not kept for ever. Null while the order is not completed/delivered.
 */
export const orderFilesDeleteAt = async (
  db: TExecutor,
  order: { id: string; status: string },
  deliveredDays: number,
): Promise<Date | null> => {
  if (!isDelivered(order.status)) return null;
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.min('created_at').as('delivered_at'))
    .where('order_id', '=', order.id)
    .where('to_status', 'in', DELIVERED_STATUSES)
    .executeTakeFirst();
  return filesDeleteAtFrom(order.status, row?.delivered_at ?? null, deliveredDays);
};

/** orderFilesDeleteAt's rule, given when the order was first delivered (as a subquery of a one-statement read). */
export const filesDeleteAtFrom = (
  status: string,
  deliveredAt: Date | string | null,
  deliveredDays: number,
): Date | null => {
  if (!isDelivered(status) || deliveredAt === null) return null;
  return new Date(new Date(deliveredAt).getTime() + deliveredDays * DAY_MS);
};

/** When the order (the outer query's `orders` row) first became COMPLETED or DELIVERED, as a scalar subquery. */
export const firstDeliveredAt = sql<Date | string | null>`(select min(order_events.created_at) from order_events
  where order_events.order_id = orders.id and order_events.to_status in ('COMPLETED', 'DELIVERED'))`;
