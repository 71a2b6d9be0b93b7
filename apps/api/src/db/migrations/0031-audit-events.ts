import { type Kysely, sql } from 'kysely';

/**
 * The audit trail (issue 30, docs/decisions.md › "Audit trail"): who did what to an order and when, beside
 * order_events (the status history customers see). `actor_role` is the actor's role at the time, kept because roles
 * change; `action` is one of AUDIT_ACTIONS (packages/shared/src/audit-schemas.ts), checked in code so that adding one
 * needs no migration. Past status changes are copied from order_events so that an order's trail starts at its
 * creation; before roles existed every admin was an owner.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_role', 'text', (col) =>
      col
        .notNull()
        .check(sql`actor_role in ('owner', 'project_manager', 'translator', 'reviewer', 'customer', 'system')`),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('file_id', 'uuid', (col) => col.references('files.id').onDelete('set null'))
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_events_order_idx on audit_events (order_id, created_at desc, id desc)`.execute(db);
  await sql`create index audit_events_created_idx on audit_events (created_at, id)`.execute(db);
  await sql`create index audit_events_actor_idx on audit_events (actor_user_id)`.execute(db);
  await sql`
    insert into audit_events (order_id, actor_user_id, actor_role, action, detail, created_at)
    select order_events.order_id, order_events.actor_user_id,
      coalesce(users.staff_role, case order_events.actor when 'customer' then 'customer'
        when 'system' then 'system' else 'owner' end),
      'status_changed',
      jsonb_strip_nulls(jsonb_build_object('from', order_events.from_status, 'to', order_events.to_status,
        'note', order_events.note)),
      order_events.created_at
    from order_events left join users on users.id = order_events.actor_user_id`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('audit_events').execute();
};
