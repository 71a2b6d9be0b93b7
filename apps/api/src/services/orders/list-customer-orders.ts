import type { TCustomerOrderSummary } from '@sello/shared/order-schemas';
import { fromCents } from '@sello/shared/pricing';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';

/** More than any customer has; the dashboard shows them all without paging. */
const MAX_ORDERS = 500;
const LISTED_FILENAMES = 2;

/**
 * The signed-in customer's orders, newest first: those owned by the account (placed signed in, with the
 * account, or attached when the email was verified) and — only once the email is verified — guest orders
 * placed later with the same email. Another user's orders are never matched: a verified email is unique.
 */
export const listCustomerOrders = async (db: TDb, user: TUserRow): Promise<TCustomerOrderSummary[]> => {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'status',
      'service_type',
      'source_language',
      'target_language',
      'total_cents',
      'created_at',
    ])
    .where((eb) =>
      user.email_verified_at
        ? eb.or([
            eb('user_id', '=', user.id),
            eb.and([eb('user_id', 'is', null), eb(sql<string>`lower(customer_email)`, '=', user.email.toLowerCase())]),
          ])
        : eb('user_id', '=', user.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAX_ORDERS)
    .execute();
  if (orders.length === 0) return [];

  const files = await db
    .selectFrom('files')
    .select(['order_id', 'original_name'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .where('kind', '=', 'SOURCE')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const namesByOrder = new Map<string, string[]>();
  for (const file of files) {
    if (!file.order_id) continue;
    const names = namesByOrder.get(file.order_id) ?? [];
    names.push(file.original_name);
    namesByOrder.set(file.order_id, names);
  }

  return orders.map((order) => {
    const names = namesByOrder.get(order.id) ?? [];
    return {
      id: order.id,
      orderNumber: order.order_number,
      status: order.status,
      serviceType: order.service_type,
      sourceLanguage: order.source_language,
      targetLanguage: order.target_language,
      totalPrice: fromCents(Number(order.total_cents)),
      createdAt: order.created_at.toISOString(),
      filenames: names.slice(0, LISTED_FILENAMES),
      fileCount: names.length,
    };
  });
};
