import type { Insertable } from 'kysely';
import type { TDb } from '../../src/db/database.ts';
import type { PaymentsTable } from '../../src/db/schema.ts';

/**
 * Writes a payments row straight to the table: a manual bank transfer unless `fields` say otherwise. Leaves out
 * refunded_payment_id unless given, so it also fits the table before migration 0023 added it.
 */
export const insertPayment = (
  db: TDb,
  orderId: string,
  fields: Pick<Insertable<PaymentsTable>, 'kind' | 'amount_cents'> & Partial<Insertable<PaymentsTable>>,
) =>
  db
    .insertInto('payments')
    .values({
      order_id: orderId,
      official_quote_id: null,
      provider: 'manual',
      provider_id: null,
      method: 'bank_transfer',
      reference: null,
      reason: null,
      flag_reason: null,
      created_by: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
