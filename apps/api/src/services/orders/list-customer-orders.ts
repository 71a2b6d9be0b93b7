import type { TCustomerOrderSummary } from '@sello/shared/order-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';
import { downloadLinks } from './order-download-links.ts';
import { draftAwaitingCustomer } from './order-draft-rows.ts';
import { toOrderBase, toOrderFile } from './order-rows.ts';
import { orderTermsColumns } from './order-terms.ts';

/** More than any customer has; the dashboard shows them all without paging. */
const MAX_ORDERS = 500;

/**
 * The signed-in customer's orders, newest first: those owned by the account (placed signed in, with the
 * account, or attached when the email was verified) and — only once the email is verified — guest orders
 * placed later with the same email. Another user's orders are never matched: a verified email is unique.
 */
export const listCustomerOrders = async (
  db: TDb,
  storage: TStorage,
  user: TUserRow,
): Promise<TCustomerOrderSummary[]> => {
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
      'estimated_delivery',
      'paid_at',
      'documents_deleted_at',
      ...orderTermsColumns,
      draftAwaitingCustomer.as('draft_awaiting_customer'),
    ])
    .where((eb) =>
      user.email_verified_at
        ? eb.or([
            eb('user_id', '=', user.id),
            eb.and([
              eb('user_id', 'is', null),
              eb('owner_deleted_at', 'is', null),
              eb(sql<string>`lower(customer_email)`, '=', user.email.toLowerCase()),
            ]),
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
    .select(['order_id', 'file_key', 'original_name', 'size', 'declared_size', 'kind', 'analysis', 'deleted_at'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .where((eb) => eb.or([eb('status', '=', 'uploaded'), eb('deleted_at', 'is not', null)]))
    // Translated files reach the client only once an admin attached them to the order.
    .where((eb) =>
      eb.or([eb('kind', '=', 'SOURCE'), eb.and([eb('kind', '=', 'TRANSLATED'), eb('attached_at', 'is not', null)])]),
    )
    .orderBy('kind')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const filesByOrder = new Map<string | null, typeof files>();
  for (const file of files) filesByOrder.set(file.order_id, [...(filesByOrder.get(file.order_id) ?? []), file]);

  return orders.map((order) => ({
    ...toOrderBase(order),
    status: order.status,
    files: (filesByOrder.get(order.id) ?? []).map((file) => toOrderFile(file, order, downloadLinks(storage, user))),
    draftAwaitingCustomer: order.draft_awaiting_customer,
    documentsDeletedAt: order.documents_deleted_at?.toISOString() ?? null,
  }));
};
