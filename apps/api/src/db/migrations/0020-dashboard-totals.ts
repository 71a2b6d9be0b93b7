import { type Kysely, sql } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from './statement-triggers.ts';

/**
 * The dashboard's business totals without reading every order and payment per request (bench/admin-lists.mjs):
 * `dashboard_totals` holds the number of orders ('orders', and per status 'orders:<status>', the admin orders list's
 * totals), the money received minus refunds ('revenue_cents') and the number of distinct order emails
 * ('order_emails'); `order_customer_emails` holds each order email with its
 * number of orders (a row stays at 0 when its orders go), which is what tells whether an email is new to the orders.
 * All kept exact by statement-level triggers on orders and payments, in the writing transaction; a write that
 * changes none of them writes nothing (an order's status change takes no lock on the totals).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table dashboard_totals (name text primary key, value bigint not null)`.execute(db);
  await sql`create table order_customer_emails (email text primary key, orders integer not null)`.execute(db);

  await sql`create function add_to_dashboard_total(total_name text, delta bigint) returns void language sql as $$
    insert into dashboard_totals as totals (name, value) select total_name, delta where delta <> 0
    on conflict (name) do update set value = totals.value + excluded.value
  $$`.execute(db);
  // The upsert locks each email's row (in email order, and then the totals: no cycle of waits), so orders written at
  // once by two transactions count a new email once.
  await sql`create function count_order_changes(added text[], removed text[]) returns void language plpgsql as $$
  declare
    new_emails bigint;
  begin
    with changes as (
      select email, sum(delta)::int as delta
      from (select unnest(added) as email, 1 as delta union all select unnest(removed), -1) as listed
      group by email having sum(delta) <> 0
    ), counted as (
      insert into order_customer_emails as emails (email, orders) select email, delta from changes order by email
      on conflict (email) do update set orders = emails.orders + excluded.orders
      returning emails.email, emails.orders
    )
    select coalesce(sum(case
        when counted.orders > 0 and counted.orders - changes.delta <= 0 then 1
        when counted.orders <= 0 and counted.orders - changes.delta > 0 then -1
        else 0 end), 0)
    into new_emails
    from counted join changes on changes.email = counted.email;
    perform add_to_dashboard_total('order_emails', new_emails);
    perform add_to_dashboard_total('orders', coalesce(cardinality(added), 0) - coalesce(cardinality(removed), 0));
  end $$`.execute(db);
  await sql`create function count_order_statuses(added text[], removed text[]) returns void language sql as $$
    insert into dashboard_totals as totals (name, value)
    select 'orders:' || status, sum(delta)
    from (select unnest(added) as status, 1 as delta union all select unnest(removed), -1) as listed
    group by status having sum(delta) <> 0 order by 1
    on conflict (name) do update set value = totals.value + excluded.value
  $$`.execute(db);
  await sql`create function orders_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform count_order_changes(array(select customer_email from new_orders), array[]::text[]);
      perform count_order_statuses(array(select status from new_orders), array[]::text[]);
    elsif tg_op = 'DELETE' then
      perform count_order_changes(array[]::text[], array(select customer_email from old_orders));
      perform count_order_statuses(array[]::text[], array(select status from old_orders));
    else
      perform count_order_changes(array(select customer_email from new_orders), array(select customer_email from old_orders));
      perform count_order_statuses(array(select status from new_orders), array(select status from old_orders));
    end if;
    return null;
  end $$`.execute(db);
  await createStatementTriggers(db, 'orders', 'orders_count', 'orders_count_changes');

  await sql`create function payments_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op in ('INSERT', 'UPDATE') then
      perform add_to_dashboard_total('revenue_cents', (select coalesce(sum(
        case when kind = 'PAYMENT' then amount_cents else -amount_cents end), 0)::bigint from new_payments));
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      perform add_to_dashboard_total('revenue_cents', -(select coalesce(sum(
        case when kind = 'PAYMENT' then amount_cents else -amount_cents end), 0)::bigint from old_payments));
    end if;
    return null;
  end $$`.execute(db);
  await createStatementTriggers(db, 'payments', 'payments_count', 'payments_count_changes');

  await sql`insert into order_customer_emails (email, orders)
    select customer_email, count(*) from orders group by customer_email`.execute(db);
  await sql`insert into dashboard_totals (name, value)
    select 'orders', count(*) from orders
    union all select 'orders:' || status, count(*) from orders group by status
    union all select 'order_emails', count(*) from order_customer_emails
    union all select 'revenue_cents',
      coalesce(sum(case when kind = 'PAYMENT' then amount_cents else -amount_cents end), 0) from payments`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await dropStatementTriggers(db, 'payments', 'payments_count');
  await dropStatementTriggers(db, 'orders', 'orders_count');
  await sql`drop function payments_count_changes()`.execute(db);
  await sql`drop function orders_count_changes()`.execute(db);
  await sql`drop function count_order_statuses(text[], text[])`.execute(db);
  await sql`drop function count_order_changes(text[], text[])`.execute(db);
  await sql`drop function add_to_dashboard_total(text, bigint)`.execute(db);
  await sql`drop table order_customer_emails`.execute(db);
  await sql`drop table dashboard_totals`.execute(db);
};
