import { ORDER_NUMBER_PATTERN, type TOrder, type TOrderTracking } from '@sello/shared/order-schemas';
import { z } from 'zod';
import { isOwnerOrStaff } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { loadOrder, type TPaymentSetup } from './load-order.ts';
import { isQuoteExpired } from './official-quote-rows.ts';
import { orderTermsColumns, toOrderTerms } from './order-terms.ts';

export const TRACK_NOT_FOUND = 'Order not found. Please check the order ID or number and try again.';

type TTrackOrderOptions = {
  db: TDb;
  storage: TStorage;
  query: string;
  viewer: TUserRow | null;
  payment: TPaymentSetup;
};

/**
 * The order id is the shared link's capability and gets the full order. An order number is guessable and forwarded
 * in emails, so it gets only the status, its dates, the estimated delivery and the official quote's stage (sent or
 * approved, and when) — unless the viewer is the signed-in owner or staff.
 */
export const trackOrder = async ({
  db,
  storage,
  query,
  viewer,
  payment,
}: TTrackOrderOptions): Promise<{ order: TOrder } | { tracking: TOrderTracking }> => {
  const q = query.trim();
  const byId = z.uuid().safeParse(q).success;
  if (!byId && !ORDER_NUMBER_PATTERN.test(q.toUpperCase()))
    throw new AppError('NOT_FOUND', TRACK_NOT_FOUND, { reason: 'order-not-found' });
  const row = await db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'order_number',
      'status',
      'created_at',
      'estimated_delivery',
      'customer_first_name',
      'total_cents',
      'paid_at',
      ...orderTermsColumns,
    ])
    .where(byId ? 'id' : 'order_number', '=', byId ? q.toLowerCase() : q.toUpperCase())
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', TRACK_NOT_FOUND, { reason: 'order-not-found' });
  const privileged = isOwnerOrStaff(row, viewer);
  if (byId || privileged) return { order: await loadOrder(db, storage, { id: row.id }, viewer, payment) };

  const events = await db
    .selectFrom('order_events')
    .select(['to_status', 'created_at'])
    .where('order_id', '=', row.id)
    .orderBy('created_at')
    .execute();
  // The live quote's stage and dates only: its price and content are for the holder of the order's id.
  const quote = await db
    .selectFrom('official_quotes')
    .select(['status', 'valid_until', 'created_at', 'approved_at'])
    .where('order_id', '=', row.id)
    .where('status', '<>', 'SUPERSEDED')
    .executeTakeFirst();
  const initial = row.customer_first_name.trim().charAt(0).toUpperCase();
  return {
    tracking: {
      orderNumber: row.order_number,
      status: row.status as TOrderTracking['status'],
      orderDate: row.created_at.toISOString(),
      events: events.map((event) => ({
        status: event.to_status as TOrderTracking['status'],
        at: event.created_at.toISOString(),
      })),
      estimatedDelivery: row.estimated_delivery?.toISOString() ?? null,
      // The date only: the price is not for whoever knows the order number.
      deliveryDate: toOrderTerms(row).deliveryDate,
      customerInitial: initial ? `${initial}.` : null,
      officialQuote: quote
        ? {
            status: quote.status,
            expired: isQuoteExpired(quote),
            createdAt: quote.created_at.toISOString(),
            approvedAt: quote.approved_at?.toISOString() ?? null,
          }
        : null,
    },
  };
};
