import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (issue 30, docs/decisions.md › "Staff roles"): `staff_role` is the one place a user's back-office rights
 * live; customers have none. `is_admin` — the specification's `isAdmin` on the wire — becomes derived from it: true for
 * the owner and project managers, who use the back office; translators and reviewers are staff without it, so every
 * route guarded by `requireAdmin` stays closed to them. Existing admins become owners.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table users add column staff_role text
    check (staff_role in ('owner', 'project_manager', 'translator', 'reviewer'))`.execute(db);
  await sql`update users set staff_role = 'owner' where is_admin`.execute(db);
  await sql`alter table users drop column is_admin`.execute(db);
  await sql`alter table users add column is_admin boolean
    generated always as (coalesce(staff_role in ('owner', 'project_manager'), false)) stored`.execute(db);
  await sql`create index users_staff_role_idx on users (staff_role) where staff_role is not null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists users_staff_role_idx`.execute(db);
  await sql`alter table users drop column is_admin`.execute(db);
  await sql`alter table users add column is_admin boolean not null default false`.execute(db);
  await sql`update users set is_admin = staff_role in ('owner', 'project_manager')`.execute(db);
  await sql`alter table users drop column staff_role`.execute(db);
};
