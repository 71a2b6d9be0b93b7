import { type Kysely, sql } from 'kysely';

/**
 * Staff invitations (issue 30): the owner invites an email with a role; only the SHA-256 of the emailed token is kept.
 * A link works once (accepted_at), until expires_at (7 days), unless revoked; sending it again replaces the token on
 * the same row, so the older link dies. One open invitation per email.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table staff_invitations (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    role text not null check (role in ('owner', 'project_manager', 'translator', 'reviewer')),
    first_name text not null,
    last_name text not null,
    token_hash text not null unique,
    invited_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by uuid references users (id) on delete set null,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create unique index staff_invitations_open_email_idx on staff_invitations (email)
    where accepted_at is null and revoked_at is null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists staff_invitations`.execute(db);
};
