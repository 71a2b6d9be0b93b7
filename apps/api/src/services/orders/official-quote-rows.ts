import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { Selectable } from 'kysely';
import type { OfficialQuotesTable } from '../../db/schema.ts';
import { type TJsonRow, toDate } from './order-rows.ts';

type TOfficialQuoteRow = Selectable<OfficialQuotesTable>;

/** A `date` column as `YYYY-MM-DD` (node-postgres turns it into a Date at local midnight). */
export const toIsoDate = (value: unknown): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

/** The current quote past its validity can no longer be approved (staff send a new one). */
export const isQuoteExpired = (row: Pick<TOfficialQuoteRow, 'status' | 'valid_until'>, now = new Date()): boolean =>
  row.status === 'CURRENT' && row.valid_until.getTime() < now.getTime();

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
    expired: isQuoteExpired(row, now),
    createdAt: row.created_at.toISOString(),
    approvedAt: row.approved_at?.toISOString() ?? null,
  };
};

export const officialQuoteFromJson = (row: TJsonRow<TOfficialQuoteRow>): TOfficialQuoteRow => ({
  ...row,
  valid_until: new Date(row.valid_until),
  created_at: new Date(row.created_at),
  approved_at: toDate(row.approved_at),
  superseded_at: toDate(row.superseded_at),
});
