-- Seeds a migrated Sello database with a busy agency's history, for bench/admin-lists.mjs: 150,000 quotes over
-- two years (100,000 became orders, the rest pending, service-selected or expired), their files (one or two each:
-- 133,334 + 50,000 + ... rows), 100,000 orders with customers (about 30,000 distinct emails, repeat customers),
-- statuses by age (recent ones open, older ones completed, delivered or cancelled; some overdue), one or two events
-- each, payments for the paid ones, and 5,000 customer accounts. Set-based (generate_series), so it takes seconds.
-- The pricing-snapshot placeholder is replaced by the bench with a real quote's pricing_snapshot (JSON).
create temporary table seed_names as
select
  array['Maria','James','Ana','John','Lucia','Robert','Sofia','Michael','Carmen','David','Elena','William',
        'Isabel','Richard','Laura','Joseph','Marta','Thomas','Paula','Charles','Claire','Daniel','Julie','Matthew',
        'Camille','Anthony','Sarah','Mark','Ines','Paul','Emma','Steven','Olivia','Andrew','Chloe','Kevin','Alba',
        'Brian','Nuria','George'] as first_names,
  array['Garcia','Smith','Martinez','Johnson','Lopez','Williams','Gonzalez','Brown','Rodriguez','Jones',
        'Fernandez','Miller','Sanchez','Davis','Perez','Wilson','Gomez','Anderson','Martin','Taylor','Dubois',
        'Thomas','Moreau','Moore','Laurent','Jackson','Jimenez','White','Ruiz','Harris','Hernandez','Clark',
        'Diaz','Lewis','Alvarez','Robinson','Romero','Walker','Navarro','Young'] as last_names,
  array['gmail.com','yahoo.com','outlook.com','hotmail.com','icloud.com','proton.me','example.org','aol.com']
    as domains,
  array['birth-certificate','marriage-certificate','diploma','academic-transcript','passport','bank-statement',
        'police-record','medical-report','power-of-attorney','divorce-decree','death-certificate','drivers-license']
    as documents;

create temporary table seed_quotes as
select
  i,
  gen_random_uuid() as id,
  -- Two years, denser recently (the business grew): age in days, squared towards 0.
  now() - (730 * power(((i::bigint * 7919) % 100000) / 100000.0, 1.6)) * interval '1 day'
    - ((i::bigint * 104729) % 86400) * interval '1 second' as created_at,
  (array['english','spanish','english','french'])[1 + i % 4] as source_language,
  (array['spanish','english','french','english'])[1 + i % 4] as target_language,
  1 + (i * 31) % 7 as pages,
  150 + (i * 97) % 3200 as words
from generate_series(1, 150000) as i;

insert into quotes (id, status, source_language, target_language, session_id, total_pages, total_words,
  professional_cents, sworn_cents, pricing_snapshot, selected_service, expires_at, created_at, updated_at)
select id,
  case when i <= 100000 then 'ACCEPTED' when i % 3 = 0 then 'SERVICE_SELECTED' else 'PENDING' end,
  source_language, target_language, 'seed-' || i, pages, words,
  greatest(2500, words * 7), pages * 4000, __SNAPSHOT__::jsonb,
  case when i <= 100000 or i % 3 = 0 then (array['professional','sworn'])[1 + i % 2] end,
  created_at + interval '30 days', created_at, created_at
from seed_quotes;

-- Orders: the first 100,000 quotes, placed within the hour; status by age.
create temporary table seed_orders as
select q.i, gen_random_uuid() as id, q.id as quote_id, q.created_at + ((q.i % 60) * interval '1 minute') as created_at,
  q.source_language, q.target_language, q.pages, q.words,
  case when q.i % 2 = 0 then 'sworn' else 'professional' end as service_type,
  extract(epoch from now() - q.created_at) / 86400 as age_days,
  n.first_names[1 + (q.i * 13) % 40] as first_name,
  n.last_names[1 + (q.i * 17 + q.i / 40) % 40] as last_name,
  n.domains[1 + q.i % 8] as domain,
  (q.i * 7) % 30000 as customer
from seed_quotes q cross join seed_names n
where q.i <= 100000;

insert into orders (id, order_number, quote_id, status, service_type, source_language, target_language,
  total_pages, total_words, rate, total_cents, customer_first_name, customer_last_name, customer_email,
  customer_phone, customer_company, customer_city, customer_country, estimated_delivery, created_at, updated_at,
  paid_at)
select id,
  'TRS-' || to_char(created_at at time zone 'UTC', 'YYYYMMDD') || '-' || upper(lpad(to_hex((i::bigint * 7919) % 16777216), 6, '0')),
  quote_id, status, service_type, source_language, target_language, pages, words,
  case when service_type = 'sworn' then 40 else 0.07 end,
  case when service_type = 'sworn' then pages * 4000 else greatest(2500, words * 7) end,
  first_name, last_name,
  lower(first_name || '.' || last_name || customer || '@' || domain),
  '+1 (312) 555-' || lpad((i % 10000)::text, 4, '0'),
  case when i % 9 = 0 then 'Acme ' || last_name || ' LLC' end,
  (array['Chicago','Madrid','New York','Miami','Barcelona','Houston','Paris','Seville'])[1 + i % 8],
  'United States',
  created_at + ((3 + i % 8) * interval '1 day'),
  created_at, created_at,
  case when status in ('PAID','IN_PROGRESS','COMPLETED','DELIVERED') then created_at + interval '2 hours' end
from (
  select o.*,
    case
      when age_days < 3 then (array['PENDING','PENDING','PAID','IN_PROGRESS','IN_PROGRESS'])[1 + i % 5]
      when age_days < 14 then (array['PAID','IN_PROGRESS','IN_PROGRESS','COMPLETED','DELIVERED'])[1 + i % 5]
      -- Older: mostly finished; a few abandoned (PENDING) or stuck (IN_PROGRESS, so overdue).
      else (array['DELIVERED','DELIVERED','COMPLETED','DELIVERED','CANCELLED','DELIVERED','COMPLETED','DELIVERED',
                  'DELIVERED','COMPLETED','DELIVERED','DELIVERED','DELIVERED','COMPLETED','DELIVERED','DELIVERED',
                  'DELIVERED','COMPLETED','DELIVERED','DELIVERED','DELIVERED','COMPLETED','DELIVERED','DELIVERED',
                  'DELIVERED','COMPLETED','DELIVERED','DELIVERED','DELIVERED','COMPLETED','DELIVERED','DELIVERED',
                  'DELIVERED','COMPLETED','DELIVERED','DELIVERED','DELIVERED','COMPLETED','DELIVERED','DELIVERED',
                  'PENDING','IN_PROGRESS','DELIVERED','COMPLETED','DELIVERED','DELIVERED','DELIVERED','COMPLETED',
                  'DELIVERED','CANCELLED'])[1 + (i * 3) % 50]
    end as status
  from seed_orders o
) as o;

-- Files: one per quote, a second for every third; bound to the quote and, when it became an order, to the order.
insert into files (id, file_key, original_name, declared_content_type, content_type, declared_size, size, sha256,
  kind, status, order_id, quote_id, analysis, created_at, uploaded_at)
select gen_random_uuid(), gen_random_uuid()::text,
  n.documents[1 + (q.i * 7 + f.position * 5) % 12] || '-' || lower(n.last_names[1 + (q.i * 17 + q.i / 40) % 40])
    || case when f.position = 0 then '' else '-' || (f.position + 1) end || '.pdf',
  'application/pdf', 'application/pdf', 20000 + (q.i * 37) % 900000, 20000 + (q.i * 37) % 900000,
  md5(q.i::text || f.position), 'SOURCE', 'uploaded',
  o.id, q.id,
  jsonb_build_object('pages', q.pages, 'wordCount', q.words, 'method', 'text', 'estimated', false,
    'perPage', null, 'warnings', '[]'::jsonb),
  q.created_at - interval '2 minutes', q.created_at - interval '2 minutes'
from seed_quotes q
cross join seed_names n
cross join lateral (select 0 as position union all select 1 where q.i % 3 = 0) as f
left join seed_orders o on o.quote_id = q.id;

insert into quote_files (quote_id, file_id, position)
select files.quote_id, files.id, row_number() over (partition by files.quote_id order by files.original_name) - 1
from files where files.quote_id is not null and files.original_name like '%.pdf'
  and not exists (select 1 from quote_files where quote_files.file_id = files.id);

-- Events: the order placed, then its current status a day later.
insert into order_events (order_id, from_status, to_status, actor, created_at)
select id, null, 'PENDING', 'customer', created_at from orders;
insert into order_events (order_id, from_status, to_status, actor, created_at)
select id, 'PENDING', status, 'system', created_at + interval '1 day' from orders where status <> 'PENDING';

insert into payments (order_id, kind, amount_cents, provider, method, reference, created_at)
select id, 'PAYMENT', total_cents, 'manual', 'bank_transfer', 'SEED-' || order_number, paid_at
from orders where paid_at is not null;

-- Accounts for 5,000 of the customers (not admins; the password hash is not a real one).
insert into users (email, password_hash, first_name, last_name, email_verified_at, created_at, updated_at)
select distinct on (lower(customer_email)) lower(customer_email), 'seed-no-password', customer_first_name,
  customer_last_name, created_at, created_at, created_at
from orders
where (hashtext(customer_email) % 6) = 0
order by lower(customer_email)
limit 5000;
