import type { TPayment } from '@sello/shared/payment-schemas';
import { fromCents } from '@sello/shared/pricing';
import { type Selectable, sql } from 'kysely';
import type { PaymentsTable } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TJsonRow } from './order-rows.ts';

/** Receipt links are opened in a new tab without a bearer token: signed for a day, bound to the payment. */
export const RECEIPT_LINK_TTL_SECONDS = 24 * 60 * 60;

export const receiptLink = (storage: TStorage, orderId: string, paymentId: string): string =>
  storage.signedUrl('receipt', `${orderId}/${paymentId}`, Math.floor(Date.now() / 1000) + RECEIPT_LINK_TTL_SECONDS);

export const toPayment = (row: Selectable<PaymentsTable>, storage: TStorage): TPayment => ({
  paymentId: row.id,
  orderId: row.order_id,
  officialQuoteId: row.official_quote_id,
  kind: row.kind,
  amount: fromCents(Number(row.amount_cents)),
  currency: 'USD',
  provider: row.provider,
  method: row.method,
  reference: row.reference,
  reason: row.reason,
  flagged: row.flagged,
  flagReason: row.flag_reason,
  createdAt: row.created_at.toISOString(),
  documentUrl: receiptLink(storage, row.order_id, row.id),
});

/** The order's payments and refunds, oldest first, as a JSON subquery of the outer `orders` row. */
export const paymentsJson = sql<Array<TJsonRow<Selectable<PaymentsTable>>>>`coalesce((
  select json_agg(to_json(payments) order by payments.created_at, payments.id)
  from payments where payments.order_id = orders.id
), '[]'::json)`;

export const paymentFromJson = (row: TJsonRow<Selectable<PaymentsTable>>): Selectable<PaymentsTable> => ({
  ...row,
  created_at: new Date(row.created_at),
});
