import type { TPayment } from '@sello/shared/payment-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { Selectable, Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, PaymentsTable } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';

type TExecutor = TDb | Transaction<Database>;

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

/** An order's payments and refunds, oldest first. */
export const listPayments = async (db: TExecutor, storage: TStorage, orderId: string): Promise<TPayment[]> => {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => toPayment(row, storage));
};
