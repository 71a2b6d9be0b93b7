import { type Kysely, sql } from 'kysely';

/**
 * A draft round whose translation cannot be made into a PDF (issue 30) is marked failed and its task goes back to the
 * translator: the round is kept for staff but is not one of the customer's rounds, so the next attempt takes the same
 * round number (the number is unique among the rounds that did not fail).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table order_drafts drop constraint order_drafts_state_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_state_check
    check (state in ('preparing', 'awaiting_customer', 'corrections_requested', 'approved', 'auto_approved', 'failed'))`.execute(
    db,
  );
  await sql`alter table order_drafts drop constraint order_drafts_order_round_key`.execute(db);
  await sql`create unique index order_drafts_order_round_key on order_drafts (order_id, round)
    where state <> 'failed'`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from order_drafts where state = 'failed'`.execute(db);
  await sql`drop index order_drafts_order_round_key`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_order_round_key unique (order_id, round)`.execute(db);
  await sql`alter table order_drafts drop constraint order_drafts_state_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_state_check
    check (state in ('preparing', 'awaiting_customer', 'corrections_requested', 'approved', 'auto_approved'))`.execute(
    db,
  );
};
