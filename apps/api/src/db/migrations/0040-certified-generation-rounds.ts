import { type Kysely, sql } from 'kysely';

/**
 * A sworn order's certified generation counts its rounds (issue 31): staff regenerating starts a new round. A job keeps
 * a document, and marks the generation ready, only if the round it started in is still the current one, so a job that
 * was making a document before a correction can never make that stale document current.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table certified_generations
    add column round integer not null default 1 check (round >= 1)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table certified_generations drop column round`.execute(db);
};
