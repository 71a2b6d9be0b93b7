import { type Kysely, sql } from 'kysely';

/**
 * When the outbox row's last send attempt began (issue 33): a row left 'sending' is taken over only once its claim
 * is older than any send can take (the sender's instance died), never while another instance may still be talking
 * to the SMTP server; and a row that failed is retried once its last attempt is a minute old, not at every sweep.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table outbox add column claimed_at timestamptz`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table outbox drop column claimed_at`.execute(db);
};
