import { fromCents } from '@sello/shared/pricing';
import { type RawBuilder, sql } from 'kysely';

/**
 * Every order with the account it belongs to: its own user_id, or, for a guest order, the account whose
 * email matches the order's email. Orders left without an account are a guest's, keyed by lower(email).
 */
export const ownedOrders = (): RawBuilder<unknown> => sql`
  select o.id, o.order_number, o.status, o.service_type, o.source_language, o.target_language,
         o.total_cents, o.created_at, o.customer_first_name, o.customer_last_name, o.customer_email,
         o.customer_phone, o.customer_company, lower(o.customer_email) as email_key,
         coalesce(o.user_id, matched.id) as account_id,
         coalesce(live_quote.total_cents, o.total_cents) as terms_total_cents
  from orders o
  left join users matched on o.user_id is null and lower(matched.email) = lower(o.customer_email)
  left join official_quotes live_quote on live_quote.order_id = o.id and live_quote.status <> 'SUPERSEDED'
`;

/**
 * One row per customer with SQL aggregates: accounts (staff only when they have ordered) and guests.
 * Revenue sums each order's total as every view shows it (the live official quote's once sent, services/orders/
 * order-terms.ts) and leaves out cancelled orders; the order count includes them.
 */
export const customerRows = (): RawBuilder<unknown> => sql`
  with owned as (${ownedOrders()})
  select u.id::text as key, 'account' as kind, u.email, trim(u.first_name || ' ' || u.last_name) as name,
         (array_agg(owned.customer_company order by owned.created_at desc)
            filter (where owned.id is not null))[1] as company,
         (array_agg(owned.customer_phone order by owned.created_at desc)
            filter (where owned.id is not null))[1] as phone,
         count(owned.id)::int as order_count,
         coalesce(sum(owned.terms_total_cents) filter (where owned.status <> 'CANCELLED'), 0)::float8 as revenue_cents,
         max(owned.created_at) as last_order_at,
         u.created_at as since,
         u.is_admin,
         u.email_verified_at is not null as email_verified
  from users u
  left join owned on owned.account_id = u.id
  group by u.id
  having not u.is_admin or count(owned.id) > 0
  union all
  select owned.email_key as key, 'guest' as kind,
         (array_agg(owned.customer_email order by owned.created_at desc))[1] as email,
         (array_agg(trim(owned.customer_first_name || ' ' || owned.customer_last_name)
            order by owned.created_at desc))[1] as name,
         (array_agg(owned.customer_company order by owned.created_at desc))[1] as company,
         (array_agg(owned.customer_phone order by owned.created_at desc))[1] as phone,
         count(*)::int as order_count,
         coalesce(sum(owned.terms_total_cents) filter (where owned.status <> 'CANCELLED'), 0)::float8 as revenue_cents,
         max(owned.created_at) as last_order_at,
         min(owned.created_at) as since,
         false as is_admin,
         false as email_verified
  from owned
  where owned.account_id is null
  group by owned.email_key
`;

export type TCustomerRow = {
  key: string;
  kind: 'account' | 'guest';
  email: string;
  name: string;
  company: string | null;
  phone: string | null;
  order_count: number;
  revenue_cents: number;
  last_order_at: Date | string | null;
  since: Date | string;
  is_admin: boolean;
  email_verified: boolean;
};

export const toIso = (value: Date | string): string => new Date(value).toISOString();

/** A customer as the list and the customer page show them. */
export const toCustomerSummary = (row: TCustomerRow) => ({
  key: row.key,
  kind: row.kind,
  email: row.email,
  name: row.name,
  company: row.company,
  orderCount: Number(row.order_count),
  revenue: fromCents(Number(row.revenue_cents)),
  lastOrderAt: row.last_order_at === null ? null : toIso(row.last_order_at),
  since: toIso(row.since),
});
