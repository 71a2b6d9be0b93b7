import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Locks the order row (SELECT … FOR UPDATE) and returns its status, stage, number and customer, or undefined for an
 * unknown order.
 *
 * The production floor's one lock order: the order row first, then its drafts, then its tasks. Every transaction that
 * changes an order's tasks, drafts or stage takes the order through here (or through an UPDATE of the order row) before
 * it locks any draft or task, so two of them wait for each other in turn instead of in a circle (a deadlock, a 500 on
 * PostgreSQL), and whoever comes second reads what the first one committed (two reviewers approving the last two
 * tasks). See docs/decisions.md › "One lock order on the production floor".
 */
export const lockOrder = (trx: Transaction<Database>, orderId: string) =>
  trx
    .selectFrom('orders')
    .select(['id', 'status', 'stage', 'order_number', 'user_id', 'owner_deleted_at'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();

/** Why a cancelled, completed or delivered order refuses a change: "This order was cancelled: <what>". */
export const orderClosedMessage = (status: string, what: string) =>
  `This order ${status === 'CANCELLED' ? 'was cancelled' : `is ${status.toLowerCase()}`}: ${what}`;
