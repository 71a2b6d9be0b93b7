import { type Kysely, sql } from 'kysely';

/**
 * Staff changes in the audit trail (issue 30): invitations, roles, removals, the two-factor requirement, credentials
 * and seal or signature images are recorded as entries without an order. The order index stays as it is; the
 * owner's staff activity list reads the entries without an order, newest first, from their own partial index.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table audit_events alter column order_id drop not null`.execute(db);
  await sql`create index audit_events_staff_idx on audit_events (created_at desc, id desc) where order_id is null`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index audit_events_staff_idx`.execute(db);
  await sql`delete from audit_events where order_id is null`.execute(db);
  await sql`alter table audit_events alter column order_id set not null`.execute(db);
};
