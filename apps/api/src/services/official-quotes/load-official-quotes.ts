import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { Selectable, Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, OfficialQuotesTable } from '../../db/schema.ts';

type TExecutor = TDb | Transaction<Database>;
type TOfficialQuoteRow = Selectable<OfficialQuotesTable>;

/** A `date` column as `YYYY-MM-DD` (node-postgres turns it into a Date at local midnight). */
const toIsoDate = (value: unknown): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

export const toOfficialQuote = (
  row: TOfficialQuoteRow,
  order: { serviceType: TOfficialQuote['serviceType']; totalCents: number },
  now = new Date(),
): TOfficialQuote => {
  const totalCents = Number(row.total_cents);
  return {
    officialQuoteId: row.id,
    orderId: row.order_id,
    version: row.version,
    status: row.status,
    serviceType: order.serviceType,
    files: row.files,
    lines: row.lines.map((line) => ({
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: fromCents(line.amountCents),
    })),
    totalPages: row.total_pages,
    totalWords: row.total_words,
    total: fromCents(totalCents),
    estimatedTotal: fromCents(order.totalCents),
    difference: fromCents(totalCents - order.totalCents),
    currency: 'USD',
    discountReason: row.discount_reason,
    deliveryDate: toIsoDate(row.delivery_date),
    note: row.note,
    validUntil: row.valid_until.toISOString(),
    expired: row.status === 'CURRENT' && row.valid_until.getTime() < now.getTime(),
    createdAt: row.created_at.toISOString(),
    approvedAt: row.approved_at?.toISOString() ?? null,
  };
};

type TOrderFacts = { id: string; service_type: TOfficialQuote['serviceType']; total_cents: number | string };

const orderFacts = (order: TOrderFacts) => ({
  serviceType: order.service_type,
  totalCents: Number(order.total_cents),
});

/** The quote the customer can act on: the current one, or the one they approved; null before staff sent one. */
export const loadLiveOfficialQuote = async (db: TExecutor, order: TOrderFacts): Promise<TOfficialQuote | null> => {
  const row = await db
    .selectFrom('official_quotes')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '<>', 'SUPERSEDED')
    .executeTakeFirst();
  return row ? toOfficialQuote(row, orderFacts(order)) : null;
};

/** Every official quote sent for the order, newest first (staff see the history). */
export const listOfficialQuotes = async (db: TExecutor, order: TOrderFacts): Promise<TOfficialQuote[]> => {
  const rows = await db
    .selectFrom('official_quotes')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => toOfficialQuote(row, orderFacts(order)));
};
