import type { TListCustomersQuery, TListCustomersResponse } from '@sello/shared/customer-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { escapeLike } from '../../db/list-page.ts';
import { customerRows, type TCustomerRow, toCustomerSummary } from './customer-queries.ts';

/** Accounts and guests, most recent buyers first, searchable by name, email or company. */
export const listCustomers = async ({
  db,
  q,
  limit,
  offset,
}: { db: TDb } & TListCustomersQuery): Promise<TListCustomersResponse> => {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const { rows } = await sql<TCustomerRow & { total: number }>`
    select c.*, count(*) over ()::int as total
    from (${customerRows()}) c
    where ${pattern}::text is null
       or c.email ilike ${pattern} or c.name ilike ${pattern} or coalesce(c.company, '') ilike ${pattern}
    order by c.last_order_at desc nulls last, c.since desc, c.key
    limit ${limit} offset ${offset}
  `.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still report how many there are.
    const count = await sql<{ total: number }>`
      select count(*)::int as total from (${customerRows()}) c
      where ${pattern}::text is null
         or c.email ilike ${pattern} or c.name ilike ${pattern} or coalesce(c.company, '') ilike ${pattern}
    `.execute(db);
    total = count.rows[0]?.total ?? 0;
  }
  return { customers: rows.map(toCustomerSummary), count: Number(total), limit, offset };
};
