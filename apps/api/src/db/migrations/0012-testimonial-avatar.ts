import type { Kysely } from 'kysely';

/** A testimonial's optional photo (`avatarUrl` in the specification): an https address chosen by staff. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('testimonials').addColumn('avatar_url', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('testimonials').dropColumn('avatar_url').execute();
};
