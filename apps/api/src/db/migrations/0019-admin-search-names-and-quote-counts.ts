import { type Kysely, sql } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from './statement-triggers.ts';

/**
 * The admin reads that still missed 100 ms at p99 in bench/admin-lists.mjs (100,000 orders, 150,000 quotes):
 * - file-name search: `order_file_names` holds, per order, the names of its SOURCE files that are not deleted and
 *   `quote_file_names`, per quote, the names of its files — lower-cased (a search matches `like lower(pattern)`, which
 *   is what ILIKE does, without lower-casing every row), newline-separated — with the row's list position
 *   (`created_at`) and a pg_trgm GIN index. A search's file matches are one bitmap over these narrow tables, with no
 *   join and no read of the wide order and quote rows. Kept right by statement-level triggers on files, quote_files,
 *   orders and quotes (transition tables: a bulk write refreshes each row once);
 * - quote counts: `quote_counts` holds the quotes per stored status and how many of them have a service selected,
 *   kept exact by statement-level triggers on quotes (in the writing transaction), instead of counting every quote per
 *   request. EXPIRED is derived from time (expires_at), so it is not counted here: the readers subtract the open
 *   quotes not yet expired, a short range of quotes_status_expires_idx;
 * - open quotes (PENDING or SERVICE_SELECTED, the ones that can be EXPIRED) in list order, with status and
 *   expires_at in the index: a later page of a derived-status filter reads this index alone.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table order_file_names (
    order_id uuid primary key references orders (id) on delete cascade,
    created_at timestamptz not null,
    names text not null
  )`.execute(db);
  await sql`create table quote_file_names (
    quote_id uuid primary key references quotes (id) on delete cascade,
    created_at timestamptz not null,
    names text not null
  )`.execute(db);

  // A row per order or quote with names; none for one without.
  await sql`create function refresh_order_file_names(order_ids uuid[]) returns void language sql as $$
    with current_names as (
      select orders.id, orders.created_at, (
        select lower(string_agg(files.original_name, E'\n' order by files.created_at, files.id)) from files
        where files.order_id = orders.id and files.kind = 'SOURCE' and files.status <> 'deleted'
      ) as names
      from orders where orders.id = any(order_ids)
    ), without_names as (
      delete from order_file_names where order_file_names.order_id = any(order_ids)
        and order_file_names.order_id not in (select id from current_names where names is not null)
    )
    insert into order_file_names as kept (order_id, created_at, names)
    select id, created_at, names from current_names where names is not null order by id
    on conflict (order_id) do update set created_at = excluded.created_at, names = excluded.names
      where (kept.created_at, kept.names) is distinct from (excluded.created_at, excluded.names)
  $$`.execute(db);
  await sql`create function refresh_quote_file_names(quote_ids uuid[]) returns void language sql as $$
    with current_names as (
      select quotes.id, quotes.created_at, (
        select lower(string_agg(files.original_name, E'\n' order by quote_files.position))
        from quote_files join files on files.id = quote_files.file_id
        where quote_files.quote_id = quotes.id
      ) as names
      from quotes where quotes.id = any(quote_ids)
    ), without_names as (
      delete from quote_file_names where quote_file_names.quote_id = any(quote_ids)
        and quote_file_names.quote_id not in (select id from current_names where names is not null)
    )
    insert into quote_file_names as kept (quote_id, created_at, names)
    select id, created_at, names from current_names where names is not null order by id
    on conflict (quote_id) do update set created_at = excluded.created_at, names = excluded.names
      where (kept.created_at, kept.names) is distinct from (excluded.created_at, excluded.names)
  $$`.execute(db);

  // Transition tables are only visible to the trigger's own function, and a trigger with them has one event: one
  // function per table, a branch per event.
  await sql`create function files_refresh_file_names() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_order_file_names(array(
        select order_id from new_files where order_id is not null and kind = 'SOURCE'));
    elsif tg_op = 'DELETE' then
      perform refresh_order_file_names(array(
        select order_id from old_files where order_id is not null and kind = 'SOURCE'));
    else
      perform refresh_order_file_names(array(
        select unnest(array[old_files.order_id, new_files.order_id])
        from old_files join new_files on new_files.id = old_files.id
        where 'SOURCE' in (old_files.kind, new_files.kind)
          and (old_files.order_id, old_files.original_name, old_files.kind, old_files.status = 'deleted')
            is distinct from (new_files.order_id, new_files.original_name, new_files.kind, new_files.status = 'deleted')));
      perform refresh_quote_file_names(array(
        select quote_files.quote_id
        from old_files join new_files on new_files.id = old_files.id
        join quote_files on quote_files.file_id = new_files.id
        where old_files.original_name <> new_files.original_name));
    end if;
    return null;
  end $$`.execute(db);
  await createStatementTriggers(db, 'files', 'files_file_names', 'files_refresh_file_names');

  await sql`create function quote_files_refresh_file_names() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_quote_file_names(array(select quote_id from new_quote_files));
    elsif tg_op = 'DELETE' then
      perform refresh_quote_file_names(array(select quote_id from old_quote_files));
    else
      perform refresh_quote_file_names(array(
        select quote_id from old_quote_files union all select quote_id from new_quote_files));
    end if;
    return null;
  end $$`.execute(db);
  await createStatementTriggers(db, 'quote_files', 'quote_files_file_names', 'quote_files_refresh_file_names');

  // The list position kept with the names follows the order's or quote's own.
  for (const [table, refresh] of [
    ['orders', 'refresh_order_file_names'],
    ['quotes', 'refresh_quote_file_names'],
  ] as const) {
    await sql`create function ${sql.raw(`${table}_refresh_file_names`)}() returns trigger language plpgsql as $$
    begin
      perform ${sql.raw(refresh)}(array(
        select new_rows.id from old_rows join new_rows on new_rows.id = old_rows.id
        where new_rows.created_at <> old_rows.created_at));
      return null;
    end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_file_names_update`)} after update on ${sql.raw(table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function ${sql.raw(`${table}_refresh_file_names`)}()`.execute(db);
  }

  await sql`select refresh_order_file_names(array(
    select distinct order_id from files where order_id is not null and kind = 'SOURCE' and status <> 'deleted'))`.execute(
    db,
  );
  await sql`select refresh_quote_file_names(array(select distinct quote_id from quote_files))`.execute(db);

  await sql`create table quote_counts (
    status text primary key,
    quotes bigint not null,
    with_service bigint not null
  )`.execute(db);
  // Each statement locks the rows it changes in status order, so two writers never wait on each other in a cycle.
  await sql`create function quotes_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into quote_counts as counts (status, quotes, with_service)
      select status, count(*), count(selected_service) from new_quotes group by status order by status
      on conflict (status) do update
        set quotes = counts.quotes + excluded.quotes, with_service = counts.with_service + excluded.with_service;
    elsif tg_op = 'DELETE' then
      insert into quote_counts as counts (status, quotes, with_service)
      select status, -count(*), -count(selected_service) from old_quotes group by status order by status
      on conflict (status) do update
        set quotes = counts.quotes + excluded.quotes, with_service = counts.with_service + excluded.with_service;
    else
      -- Most updates change neither: nothing is written then (no lock on the counts either).
      insert into quote_counts as counts (status, quotes, with_service)
      select status, sum(quotes), sum(with_service) from (
        select status, 1 as quotes, (selected_service is not null)::int as with_service from new_quotes
        union all
        select status, -1, -(selected_service is not null)::int from old_quotes
      ) as changes
      group by status having sum(quotes) <> 0 or sum(with_service) <> 0 order by status
      on conflict (status) do update
        set quotes = counts.quotes + excluded.quotes, with_service = counts.with_service + excluded.with_service;
    end if;
    return null;
  end $$`.execute(db);
  await createStatementTriggers(db, 'quotes', 'quotes_count', 'quotes_count_changes');
  await sql`insert into quote_counts (status, quotes, with_service)
    select status, count(*), count(selected_service) from quotes group by status`.execute(db);

  await sql`create index quotes_open_created_id_idx on quotes (created_at desc, id desc) include (status, expires_at)
    where status in ('PENDING', 'SERVICE_SELECTED')`.execute(db);

  // Where pg_trgm is not installed (see 0017), search still works, by scanning.
  const { rows } = await sql<{ installed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (!rows[0]?.installed) return;
  await sql`create index order_file_names_trgm_idx on order_file_names using gin (names gin_trgm_ops)`.execute(db);
  await sql`create index quote_file_names_trgm_idx on quote_file_names using gin (names gin_trgm_ops)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists quotes_open_created_id_idx`.execute(db);
  await sql`drop table quote_counts`.execute(db);
  for (const table of ['orders', 'quotes']) {
    await sql`drop trigger ${sql.ref(`${table}_file_names_update`)} on ${sql.ref(table)}`.execute(db);
  }
  await dropStatementTriggers(db, 'quotes', 'quotes_count');
  await dropStatementTriggers(db, 'quote_files', 'quote_files_file_names');
  await dropStatementTriggers(db, 'files', 'files_file_names');
  await sql`drop function quotes_count_changes()`.execute(db);
  await sql`drop function orders_refresh_file_names()`.execute(db);
  await sql`drop function quotes_refresh_file_names()`.execute(db);
  await sql`drop function quote_files_refresh_file_names()`.execute(db);
  await sql`drop function files_refresh_file_names()`.execute(db);
  await sql`drop function refresh_quote_file_names(uuid[])`.execute(db);
  await sql`drop function refresh_order_file_names(uuid[])`.execute(db);
  await sql`drop table quote_file_names`.execute(db);
  await sql`drop table order_file_names`.execute(db);
};
