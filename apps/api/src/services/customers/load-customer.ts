import type { TLanguage } from '@sello/shared/constants';
import type { TCustomerDetail } from '@sello/shared/customer-schemas';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { toOrderBase } from '../orders/order-rows.ts';
import { orderTermsSql, type TOrderTermsRow } from '../orders/order-terms.ts';
import { customerRows, ownedOrders, type TCustomerRow, toCustomerSummary } from './customer-queries.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

type TOrderRow = {
  id: string;
  order_number: string;
  status: TCustomerDetail['orders'][number]['status'];
  service_type: 'professional' | 'sworn';
  source_language: TLanguage;
  target_language: TLanguage;
  total_cents: number;
  created_at: Date | string;
  customer_email: string;
  customer_phone: string;
} & Omit<TOrderTermsRow, 'status' | 'total_cents'>;

/**
 * One customer and all their orders, newest first. `key` is an account id, or a guest's email; an email that
 * belongs to an account opens that account (its guest orders are merged into it).
 */
export const loadCustomer = async ({ db, key }: { db: TDb; key: string }): Promise<TCustomerDetail> => {
  let customerKey = key.trim().toLowerCase();
  if (!z.uuid().safeParse(customerKey).success) {
    const account = await db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = ${customerKey}`)
      .executeTakeFirst();
    if (account) customerKey = account.id;
  }
  const { rows } = await sql<TCustomerRow>`
    select c.* from (${customerRows()}) c where c.key = ${customerKey}
  `.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);

  const orders = await sql<TOrderRow>`
    with owned as (${ownedOrders()})
    select owned.*, orders.estimated_delivery, orders.paid_at, ${orderTermsSql}
    from owned join orders on orders.id = owned.id
    where ${row.kind === 'account' ? sql`owned.account_id::text = ${row.key}` : sql`owned.account_id is null and owned.email_key = ${row.key}`}
    order by owned.created_at desc, owned.id
  `.execute(db);

  return {
    ...toCustomerSummary(row),
    phone: row.phone,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified,
    orders: orders.rows.map((order) => ({
      ...toOrderBase({ ...order, created_at: new Date(order.created_at) }),
      email: order.customer_email,
      phone: order.customer_phone,
    })),
  };
};
