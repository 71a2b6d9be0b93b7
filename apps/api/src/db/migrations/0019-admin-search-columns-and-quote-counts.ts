import { type Kysely, sql } from 'kysely';

/**
 * The admin reads that still missed 100 ms at p99 in bench/admin-lists.mjs (100,000 orders, 150,000 quotes):
 * - file-name search: each order keeps the names of its SOURCE files that are not deleted (`orders.source_file_names`)
 *   and each quote the names of its files (`quotes.file_names`), newline-separated, with a pg_trgm GIN index, so a
 *   search is one bitmap over the list's own table instead of a join from files. Kept right by statement-level
 *   triggers on files and quote_files (transition tables: a bulk write refreshes each row once);
 * - quote counts: `quote_counts` holds the quotes per stored status and how many of them have a service selected,
 *   kept exact by statement-level triggers on quotes (in the writing transaction), instead of counting every quote per
 *   request. EXPIRED is derived from time (expires_at), so it is not counted here: the readers subtract the open
 *   quotes not yet expired, a short range of quotes_status_expires_idx;
 * - open quotes (PENDING or SERVICE_SELECTED, the ones that can be EXPIRED) in list order, with status and
 *   expires_at in the index: a later page of a derived-status filter reads this index alone.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table orders add column source_file_names text not null default ''`.execute(db);
  await sql`alter table quotes add column file_names text not null default ''`.execute(db);

  await sql`create function refresh_order_source_file_names(order_ids uuid[]) returns void language sql as $$
    update orders set source_file_names = coalesce(names.value, '')
    from (select distinct unnest(order_ids) as id) as changed
    left join lateral (
      select string_agg(files.original_name, E'\n' order by files.created_at, files.id) as value from files
      where files.order_id = changed.id and files.kind = 'SOURCE' and files.status <> 'deleted'
    ) as names on true
    where orders.id = changed.id and orders.source_file_names <> coalesce(names.value, '')
  $$`.execute(db);
  await sql`create function refresh_quote_file_names(quote_ids uuid[]) returns void language sql as $$
    update quotes set file_names = coalesce(names.value, '')
    from (select distinct unnest(quote_ids) as id) as changed
    left join lateral (
      select string_agg(files.original_name, E'\n' order by quote_files.position) as value
      from quote_files join files on files.id = quote_files.file_id
      where quote_files.quote_id = changed.id
    ) as names on true
    where quotes.id = changed.id and quotes.file_names <> coalesce(names.value, '')
  $$`.execute(db);

  // Transition tables are only visible to the trigger's own function, and a trigger with them has one event: one
  // function per table, a branch per event.
  await sql`create function files_refresh_file_names() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_order_source_file_names(array(
        select order_id from new_files where order_id is not null and kind = 'SOURCE'));
    elsif tg_op = 'DELETE' then
      perform refresh_order_source_file_names(array(
        select order_id from old_files where order_id is not null and kind = 'SOURCE'));
    else
      perform refresh_order_source_file_names(array(
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
  await sql`create trigger files_file_names_insert after insert on files
    referencing new table as new_files for each statement execute function files_refresh_file_names()`.execute(db);
  await sql`create trigger files_file_names_update after update on files
    referencing old table as old_files new table as new_files
    for each statement execute function files_refresh_file_names()`.execute(db);
  await sql`create trigger files_file_names_delete after delete on files
    referencing old table as old_files for each statement execute function files_refresh_file_names()`.execute(db);

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
  await sql`create trigger quote_files_file_names_insert after insert on quote_files
    referencing new table as new_quote_files
    for each statement execute function quote_files_refresh_file_names()`.execute(db);
  await sql`create trigger quote_files_file_names_update after update on quote_files
    referencing old table as old_quote_files new table as new_quote_files
    for each statement execute function quote_files_refresh_file_names()`.execute(db);
  await sql`create trigger quote_files_file_names_delete after delete on quote_files
    referencing old table as old_quote_files
    for each statement execute function quote_files_refresh_file_names()`.execute(db);

  await sql`select refresh_order_source_file_names(array(
    select distinct order_id from files where order_id is not null and kind = 'SOURCE' and status <> 'deleted'))`.execute(
    db,
  );
  await sql`select refresh_quote_file_names(array(select distinct quote_id from quote_files))`.execute(db);

  await sql`create table quote_counts (
    status text primary key,
    quotes bigint not null,
    with_service bigint not null
  )`.execute(db);
  await sql`create function quotes_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into quote_counts as counts (status, quotes, with_service)
      select status, count(*), count(selected_service) from new_quotes group by status
      on conflict (status) do update
        set quotes = counts.quotes + excluded.quotes, with_service = counts.with_service + excluded.with_service;
    elsif tg_op = 'DELETE' then
      insert into quote_counts as counts (status, quotes, with_service)
      select status, -count(*), -count(selected_service) from old_quotes group by status
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
      group by status having sum(quotes) <> 0 or sum(with_service) <> 0
      on conflict (status) do update
        set quotes = counts.quotes + excluded.quotes, with_service = counts.with_service + excluded.with_service;
    end if;
    return null;
  end $$`.execute(db);
  await sql`create trigger quotes_count_insert after insert on quotes
    referencing new table as new_quotes for each statement execute function quotes_count_changes()`.execute(db);
  await sql`create trigger quotes_count_update after update on quotes
    referencing old table as old_quotes new table as new_quotes
    for each statement execute function quotes_count_changes()`.execute(db);
  await sql`create trigger quotes_count_delete after delete on quotes
    referencing old table as old_quotes for each statement execute function quotes_count_changes()`.execute(db);
  await sql`insert into quote_counts (status, quotes, with_service)
    select status, count(*), count(selected_service) from quotes group by status`.execute(db);

  await sql`create index quotes_open_created_id_idx on quotes (created_at desc, id desc) include (status, expires_at)
    where status in ('PENDING', 'SERVICE_SELECTED')`.execute(db);

  // Where pg_trgm is not installed (see 0017), search still works, by scanning.
  const { rows } = await sql<{ installed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (!rows[0]?.installed) return;
  await sql`create index orders_source_file_names_trgm_idx on orders using gin (source_file_names gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index quotes_file_names_trgm_idx on quotes using gin (file_names gin_trgm_ops)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists quotes_open_created_id_idx`.execute(db);
  await sql`drop table quote_counts`.execute(db);
  for (const [trigger, table] of [
    ['quotes_count_insert', 'quotes'],
    ['quotes_count_update', 'quotes'],
    ['quotes_count_delete', 'quotes'],
    ['quote_files_file_names_insert', 'quote_files'],
    ['quote_files_file_names_update', 'quote_files'],
    ['quote_files_file_names_delete', 'quote_files'],
    ['files_file_names_insert', 'files'],
    ['files_file_names_update', 'files'],
    ['files_file_names_delete', 'files'],
  ] as const) {
    await sql`drop trigger ${sql.ref(trigger)} on ${sql.ref(table)}`.execute(db);
  }
  await sql`drop function quotes_count_changes()`.execute(db);
  await sql`drop function quote_files_refresh_file_names()`.execute(db);
  await sql`drop function files_refresh_file_names()`.execute(db);
  await sql`drop function refresh_quote_file_names(uuid[])`.execute(db);
  await sql`drop function refresh_order_source_file_names(uuid[])`.execute(db);
  // The trigram indexes go with their columns.
  await sql`alter table quotes drop column file_names`.execute(db);
  await sql`alter table orders drop column source_file_names`.execute(db);
};
